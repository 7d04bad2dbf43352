import type { FieldProperty, ListingFieldDefinition } from '@portal/schema';

/**
 * A listing with every attribute of a product type filled with a valid value: the round-trip
 * tests and the bench submit it. Fixed lists take their first current option.
 */
function sampleOf(property: FieldProperty, marketplaceId: string, languageTag: string): unknown {
  if (property.key === 'marketplace_id') return marketplaceId;
  if (property.key === 'language_tag') return languageTag;
  if (property.key === 'media_location') return 'https://images.demo.test/sample/main.jpg';
  switch (property.type) {
    case 'object':
      return entryOf(property.properties, marketplaceId, languageTag);
    case 'array':
      return [entryOf(property.properties, marketplaceId, languageTag)];
    case 'number':
    case 'integer':
      return 2;
    case 'boolean':
      return false;
    default: {
      const option = property.selectOptions.find((o) => !o.deprecated);
      return option ? option.value : `Sample ${property.title}`.slice(0, property.maxLength ?? 100);
    }
  }
}

function entryOf(properties: FieldProperty[], marketplaceId: string, languageTag: string) {
  return Object.fromEntries(properties.map((p) => [p.key, sampleOf(p, marketplaceId, languageTag)]));
}

export function sampleAttributes(
  fields: ListingFieldDefinition[],
  marketplaceId: string,
  languageTag: string,
): Record<string, Record<string, unknown>[]> {
  return Object.fromEntries(fields.map((f) => [f.name, [entryOf(f.properties, marketplaceId, languageTag)]]));
}
