import { describe, expect, it } from 'vitest';
import type { ListingFieldDefinition } from './field-definition.ts';
import { changedAttributeKeys, normalise, toAttributes, toFormValues } from './form-values.ts';

const M = 'ATVPDKIKX0DER';
const property = (key: string, type: 'string' | 'number' | 'integer' | 'boolean', hidden = false) => ({
  key,
  title: key,
  type,
  selectOptions: [],
  freeText: true,
  editable: true,
  hidden,
  required: false,
  maxLength: null,
  properties: [],
  maxItems: null,
});
const field = (name: string, properties: ReturnType<typeof property>[], selectors = ['marketplace_id']) =>
  ({
    name,
    group: 'offer',
    required: false,
    meta: {
      title: name,
      description: '',
      type: 'string',
      selectOptions: [],
      maxUniqueItems: 1,
      hasSelectOptionsInsideItems: false,
    },
    selectors,
    properties,
  }) satisfies ListingFieldDefinition;

const FIELDS = [
  field(
    'item_name',
    [
      property('value', 'string'),
      property('language_tag', 'string', true),
      property('marketplace_id', 'string', true),
    ],
    ['marketplace_id', 'language_tag'],
  ),
  field('main_product_image_locator', [
    property('media_location', 'string'),
    property('marketplace_id', 'string', true),
  ]),
  field(
    'fulfillment_availability',
    [
      property('fulfillment_channel_code', 'string'),
      property('quantity', 'integer'),
      property('is_inventory_available', 'boolean'),
    ],
    ['fulfillment_channel_code'],
  ),
  field('list_price', [
    property('value', 'number'),
    property('currency', 'string'),
    property('marketplace_id', 'string', true),
  ]),
];
const options = { marketplaceId: M, languageTag: 'en_US' };

describe('listing form values', () => {
  it('normalises true/false and numeric strings before comparing', () => {
    expect(normalise({ a: 'true', b: '12.50', c: 'x', d: ['false'] })).toEqual({
      a: true,
      b: 12.5,
      c: 'x',
      d: [false],
    });
    expect(
      changedAttributeKeys(
        { list_price: [{ value: 12.5, currency: 'USD' }], item_name: [{ value: 'A' }] },
        { list_price: [{ currency: 'USD', value: '12.50' }], item_name: [{ value: 'B' }] },
      ),
    ).toEqual(['item_name']);
  });

  it('strips empty values, drops images with no location and fills selectors', () => {
    const attributes = toAttributes(
      {
        item_name: [{ value: ' Linen Shirt ' }, { value: '' }],
        main_product_image_locator: [{ media_location: '', marketplace_id: M }],
        list_price: [{ value: '', currency: '' }],
      },
      FIELDS,
      options,
    );
    expect(attributes).toEqual({
      item_name: [{ value: 'Linen Shirt', marketplace_id: M, language_tag: 'en_US' }],
    });
  });

  it('removes the quantity when inventory is marked available', () => {
    const attributes = toAttributes(
      {
        fulfillment_availability: [
          { fulfillment_channel_code: 'DEFAULT', quantity: '4', is_inventory_available: 'true' },
        ],
      },
      FIELDS,
      options,
    );
    expect(attributes.fulfillment_availability).toEqual([
      { fulfillment_channel_code: 'DEFAULT', is_inventory_available: true },
    ]);
  });

  it('types values by their property and round-trips', () => {
    const before = { list_price: [{ value: 19.99, currency: 'USD', marketplace_id: M }] };
    const form = toFormValues(before);
    expect(form.list_price?.[0]?.value).toBe('19.99');
    expect(toAttributes(form, FIELDS, options)).toEqual(before);
  });

  it('caps nested arrays at 10 items', () => {
    const many = {
      quantity_discount_plan: [{ levels: Array.from({ length: 14 }, (_, i) => ({ lower_bound: i + 2 })) }],
    };
    const form = toFormValues(many);
    expect(form.quantity_discount_plan?.[0]?.levels).toHaveLength(10);
  });
});
