import {
  type FieldProperty,
  type FormEntry,
  type ListingFieldDefinition,
  NEVER_REPEATABLE,
} from '@portal/schema';

/**
 * Reading a product type's field definitions (ADR 0430, 0606): one module for the listing editor
 * and the bulk tools, so both offer, label and type an attribute the same way.
 */

/** Properties a user sees: hidden selectors ride along in the values, unseen. */
export const visibleProperties = (properties: FieldProperty[]) => properties.filter((p) => !p.hidden);

/**
 * A new, empty entry. A value the user cannot change and has one choice (a currency fixed by the
 * marketplace) is filled in; selectors are filled on submit (toAttributes).
 */
export function newEntry(properties: FieldProperty[]): FormEntry {
  const entry: FormEntry = {};
  for (const p of visibleProperties(properties)) {
    if (p.type === 'array') entry[p.key] = [];
    else if (p.type === 'object') entry[p.key] = newEntry(p.properties);
    else if (!p.editable && p.selectOptions.length === 1) entry[p.key] = p.selectOptions[0]?.value ?? '';
    else entry[p.key] = '';
  }
  return entry;
}

/** Repeatable groups allow up to maxUniqueItems entries; product description never repeats (spec 3 §5). */
export const maxEntries = (field: ListingFieldDefinition) =>
  field.name === NEVER_REPEATABLE ? 1 : Math.max(1, field.meta.maxUniqueItems);

/** The language tag new text entries carry: the one the definition allows, else its locale. */
export function languageTagOf(fields: ListingFieldDefinition[], locale: string): string {
  for (const field of fields) {
    const tag = field.properties.find((p) => p.key === 'language_tag')?.selectOptions[0]?.value;
    if (tag) return tag;
  }
  return locale;
}

/**
 * The property that holds an attribute's value: `value`, else its only visible property (e.g.
 * battery's cell_composition). Attributes with several visible properties and no `value`
 * (dimensions, offers) have none: they are edited whole, in the listing editor.
 */
export function mainProperty(field: ListingFieldDefinition): FieldProperty | null {
  const visible = visibleProperties(field.properties);
  const main = visible.find((p) => p.key === 'value') ?? (visible.length === 1 ? visible[0] : undefined);
  if (!main?.editable || main.type === 'object' || main.type === 'array') return null;
  return main;
}

/** Whether a field matches a search: by its title or its key, ignoring case. */
export function fieldMatches(field: ListingFieldDefinition, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return (
    wanted === '' ||
    field.meta.title.toLowerCase().includes(wanted) ||
    field.name.toLowerCase().includes(wanted)
  );
}
