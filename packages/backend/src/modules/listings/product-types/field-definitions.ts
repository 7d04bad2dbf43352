import type { FieldOption, FieldProperty, FieldType, ListingFieldDefinition } from '@portal/schema';
import { NOT_SELECTABLE } from '@portal/schema';
import type { ProductTypeDefinition } from '../../../connectors/listings/product-types/definition.ts';

/**
 * A product type definition flattened into the form's field definitions (spec 3 §3): one per
 * attribute in its property group, the `$defs` references resolved, suggested values (`anyOf` of
 * free text and an enum) as options of a free-typing field, deprecated values marked, hidden
 * selectors carried but not shown. A generic JSON-schema form renders these schemas badly
 * (ADR 0430), so the server hands the form this much simpler shape.
 */

type Schema = Record<string, unknown>;

const asSchema = (v: unknown): Schema => (typeof v === 'object' && v !== null ? (v as Schema) : {});

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => asSchema(node)[key], root);
  return { ...asSchema(target), ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) };
}

function optionsOf(schema: Schema): { options: FieldOption[]; freeText: boolean } {
  const deprecated = new Set((asSchema(schema.$lifecycle).enumDeprecated as unknown[] | undefined) ?? []);
  const fromEnum = (s: Schema): FieldOption[] => {
    const values = (s.enum as unknown[] | undefined) ?? [];
    const names = (s.enumNames as string[] | undefined) ?? [];
    return values.map((v, i) => ({
      value: String(v),
      label: names[i] ?? String(v),
      deprecated: deprecated.has(v),
    }));
  };
  if (Array.isArray(schema.enum)) return { options: fromEnum(schema), freeText: false };
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.map(asSchema);
    const withEnum = branches.find((b) => Array.isArray(b.enum));
    return {
      options: withEnum ? fromEnum(withEnum) : [],
      freeText: branches.some((b) => !Array.isArray(b.enum)),
    };
  }
  return { options: [], freeText: true };
}

const typeOf = (schema: Schema): FieldType => {
  const type = schema.type;
  return (typeof type === 'string' ? type : 'string') as FieldType;
};

function propertyOf(key: string, raw: Schema, root: Schema, required: string[]): FieldProperty {
  const schema = resolve(raw, root);
  const type = typeOf(schema);
  const { options, freeText } = optionsOf(schema);
  const item = type === 'array' ? resolve(asSchema(schema.items), root) : schema;
  const nested = asSchema(item.properties);
  const nestedRequired = (item.required as string[] | undefined) ?? [];
  return {
    key,
    title: typeof schema.title === 'string' ? schema.title : key,
    type,
    selectOptions: type === 'object' || type === 'array' ? [] : options,
    freeText:
      type === 'object' || type === 'array'
        ? false
        : freeText && options.length > 0
          ? true
          : options.length === 0,
    editable: schema.editable !== false && key !== NOT_SELECTABLE,
    hidden: schema.hidden === true,
    required: required.includes(key),
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : null,
    minimum: typeof schema.minimum === 'number' ? schema.minimum : null,
    maximum: typeof schema.maximum === 'number' ? schema.maximum : null,
    properties:
      type === 'object' || type === 'array'
        ? Object.entries(nested).map(([k, v]) => propertyOf(k, asSchema(v), root, nestedRequired))
        : [],
    maxItems: typeof schema.maxItems === 'number' ? schema.maxItems : null,
  };
}

/** listingFieldDefinitions for GET amazon-listings/product-type-fields/{productType}/{marketplaceId}. */
export function fieldDefinitions(definition: ProductTypeDefinition): ListingFieldDefinition[] {
  const root = definition.schemaDocument;
  const properties = asSchema(root.properties);
  const required = (root.required as string[] | undefined) ?? [];
  const fields: ListingFieldDefinition[] = [];
  for (const [group, { propertyNames }] of Object.entries(definition.propertyGroups))
    for (const name of propertyNames) {
      const attribute = asSchema(properties[name]);
      const item = asSchema(attribute.items);
      const itemProperties = Object.entries(asSchema(item.properties)).map(([k, v]) =>
        propertyOf(k, asSchema(v), root, (item.required as string[] | undefined) ?? []),
      );
      const visible = itemProperties.filter((p) => !p.hidden);
      const main = visible.find((p) => p.key === 'value') ?? (visible.length === 1 ? visible[0] : undefined);
      const inside = !main && visible.some((p) => p.selectOptions.length > 0);
      fields.push({
        name,
        group,
        required: required.includes(name),
        meta: {
          title: typeof attribute.title === 'string' ? attribute.title : name,
          description: typeof attribute.description === 'string' ? attribute.description : '',
          type: main?.type ?? 'object',
          selectOptions: main?.selectOptions ?? [],
          maxUniqueItems: typeof attribute.maxUniqueItems === 'number' ? attribute.maxUniqueItems : 1,
          hasSelectOptionsInsideItems:
            inside || (main !== undefined && main.key !== 'value' && main.selectOptions.length > 0),
        },
        selectors: (attribute.selectors as string[] | undefined) ?? [],
        properties: itemProperties,
      });
    }
  return fields;
}
