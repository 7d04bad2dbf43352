import type { FieldProperty, ListingFieldDefinition } from '@portal/schema';

/** A product type's field definitions as the server flattens them (typed fixtures for the bulk tests). */
const property = (key: string, title: string, extra: Partial<FieldProperty> = {}): FieldProperty => ({
  key,
  title,
  type: 'string',
  selectOptions: [],
  freeText: true,
  editable: true,
  hidden: false,
  required: false,
  maxLength: null,
  properties: [],
  maxItems: null,
  ...extra,
});

const selector = (key: string, value: string) =>
  property(key, key, {
    hidden: true,
    freeText: false,
    selectOptions: [{ value, label: value, deprecated: false }],
  });

const field = (
  name: string,
  title: string,
  value: FieldProperty,
  extra: { required?: boolean; maxUniqueItems?: number; selectors?: string[] } = {},
): ListingFieldDefinition => {
  const selectors = extra.selectors ?? ['marketplace_id'];
  return {
    name,
    group: 'product_identity',
    required: extra.required ?? false,
    meta: {
      title,
      description: title,
      type: value.type,
      selectOptions: value.selectOptions,
      maxUniqueItems: extra.maxUniqueItems ?? 1,
      hasSelectOptionsInsideItems: false,
    },
    selectors,
    properties: [
      value,
      ...selectors.map((s) => selector(s, s === 'language_tag' ? 'en_US' : 'ATVPDKIKX0DER')),
    ],
  };
};

export const bulkFields: ListingFieldDefinition[] = [
  field('item_name', 'Item Name', property('value', 'Item Name', { maxLength: 200 }), {
    required: true,
    selectors: ['marketplace_id', 'language_tag'],
  }),
  field(
    'condition_type',
    'Condition',
    property('value', 'Condition', {
      freeText: false,
      selectOptions: [
        { value: 'new_new', label: 'New', deprecated: false },
        { value: 'used_good', label: 'Used - Good', deprecated: false },
        { value: 'used_poor', label: 'Used - Poor', deprecated: true },
      ],
    }),
  ),
  field(
    'number_of_items',
    'Number of Items',
    property('value', 'Number of Items', { type: 'integer', minimum: 1, maximum: 99 }),
  ),
  field('bullet_point', 'Bullet Point', property('value', 'Bullet Point', { maxLength: 500 }), {
    maxUniqueItems: 3,
    selectors: ['marketplace_id', 'language_tag'],
  }),
  // Several visible properties and no `value`: edited whole, in the listing editor only.
  {
    ...field('item_dimensions', 'Item Dimensions', property('length', 'Length', { type: 'number' })),
    properties: [
      property('length', 'Length', { type: 'number' }),
      property('width', 'Width', { type: 'number' }),
    ],
  },
];
