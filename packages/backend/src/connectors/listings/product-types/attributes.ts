import type { DefinitionLocale } from './definition.ts';

/**
 * Builders for attributes shaped as Amazon publishes them: every attribute an array of objects
 * carrying its own `marketplace_id` (and `language_tag` for text) selectors, `minUniqueItems`/
 * `maxUniqueItems` per selector combination, suggested values as `anyOf` of free text and an enum.
 */

type Schema = Record<string, unknown>;
export type Localised = string | Record<DefinitionLocale, string>;

export interface Texts {
  locale: DefinitionLocale;
}

export const say = (text: Localised, locale: DefinitionLocale): string =>
  typeof text === 'string' ? text : text[locale];

const MARKETPLACE_REF = { $ref: '#/$defs/marketplace_id' };
const LANGUAGE_REF = { $ref: '#/$defs/language_tag' };

interface Common {
  title: Localised;
  description: Localised;
  /** At most this many entries per selector combination (default 1). */
  max?: number;
  examples?: string[];
}

const arrayOf = (
  locale: DefinitionLocale,
  c: Common,
  selectors: string[],
  properties: Record<string, Schema>,
  required: string[],
): Schema => ({
  title: say(c.title, locale),
  description: say(c.description, locale),
  ...(c.examples ? { examples: c.examples } : {}),
  type: 'array',
  minItems: 1,
  minUniqueItems: 1,
  maxUniqueItems: c.max ?? 1,
  selectors,
  items: {
    type: 'object',
    required: [...required, ...selectors],
    properties: {
      ...properties,
      ...(selectors.includes('language_tag') ? { language_tag: LANGUAGE_REF } : {}),
      ...(selectors.includes('marketplace_id') ? { marketplace_id: MARKETPLACE_REF } : {}),
    },
    additionalProperties: false,
  },
});

/** Free text in the listing's language, limited in characters and in UTF-8 bytes. */
export const textAttribute = (
  locale: DefinitionLocale,
  c: Common & { maxLength: number; maxBytes?: number; minBytes?: number },
): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id', 'language_tag'],
    {
      value: {
        title: say(c.title, locale),
        type: 'string',
        editable: true,
        hidden: false,
        minLength: 1,
        maxLength: c.maxLength,
        ...(c.maxBytes ? { maxUtf8ByteLength: c.maxBytes } : {}),
        ...(c.minBytes ? { minUtf8ByteLength: c.minBytes } : {}),
      },
    },
    ['value'],
  );

/** Free text with suggested values: `anyOf` of any string and an enum of suggestions. */
export const suggestedAttribute = (
  locale: DefinitionLocale,
  c: Common & { values: string[]; names: Localised[]; maxLength?: number; withLanguage?: boolean },
): Schema =>
  arrayOf(
    locale,
    c,
    c.withLanguage === false ? ['marketplace_id'] : ['marketplace_id', 'language_tag'],
    {
      value: {
        title: say(c.title, locale),
        type: 'string',
        editable: true,
        hidden: false,
        anyOf: [
          { type: 'string', maxLength: c.maxLength ?? 100 },
          { type: 'string', enum: c.values, enumNames: c.names.map((n) => say(n, locale)) },
        ],
      },
    },
    ['value'],
  );

/** A fixed list; values in `deprecated` stay in the enum but carry `$lifecycle.enumDeprecated`. */
export const enumAttribute = (
  locale: DefinitionLocale,
  c: Common & { values: (string | boolean)[]; names: Localised[]; deprecated?: string[]; key?: string },
): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id'],
    {
      [c.key ?? 'value']: {
        title: say(c.title, locale),
        type: typeof c.values[0] === 'boolean' ? 'boolean' : 'string',
        editable: true,
        hidden: false,
        enum: c.values,
        enumNames: c.names.map((n) => say(n, locale)),
        ...(c.deprecated?.length ? { $lifecycle: { enumDeprecated: c.deprecated } } : {}),
      },
    },
    [c.key ?? 'value'],
  );

export const booleanAttribute = (locale: DefinitionLocale, c: Common): Schema =>
  enumAttribute(locale, {
    ...c,
    values: [false, true],
    names: [
      { en_US: 'No', de_DE: 'Nein' },
      { en_US: 'Yes', de_DE: 'Ja' },
    ],
  });

export const numberAttribute = (
  locale: DefinitionLocale,
  c: Common & { integer?: boolean; minimum?: number; maximum?: number },
): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id'],
    {
      value: {
        title: say(c.title, locale),
        type: c.integer ? 'integer' : 'number',
        editable: true,
        hidden: false,
        minimum: c.minimum ?? 0,
        ...(c.maximum !== undefined ? { maximum: c.maximum } : {}),
      },
    },
    ['value'],
  );

const UNITS: Record<string, string[]> = {
  weight: ['grams', 'kilograms', 'ounces', 'pounds'],
  length: ['centimeters', 'meters', 'inches', 'feet'],
  volume: ['milliliters', 'liters', 'fluid_ounces'],
};

const measure = (locale: DefinitionLocale, title: Localised, kind: keyof typeof UNITS | string): Schema => ({
  title: say(title, locale),
  type: 'object',
  required: ['value', 'unit'],
  properties: {
    value: { type: 'number', exclusiveMinimum: 0, editable: true, hidden: false },
    unit: {
      type: 'string',
      enum: UNITS[kind] ?? UNITS.length,
      enumNames: UNITS[kind] ?? UNITS.length,
      editable: true,
      hidden: false,
    },
  },
  additionalProperties: false,
});

/** A value with its unit (weights, volumes). */
export const measureAttribute = (
  locale: DefinitionLocale,
  c: Common & { kind: 'weight' | 'volume' },
): Schema => {
  const m = measure(locale, c.title, c.kind);
  return arrayOf(locale, c, ['marketplace_id'], m.properties as Record<string, Schema>, ['value', 'unit']);
};

/** Length, width and height, each with a unit. */
export const dimensionsAttribute = (locale: DefinitionLocale, c: Common): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id'],
    {
      length: measure(locale, { en_US: 'Length', de_DE: 'Länge' }, 'length'),
      width: measure(locale, { en_US: 'Width', de_DE: 'Breite' }, 'length'),
      height: measure(locale, { en_US: 'Height', de_DE: 'Höhe' }, 'length'),
    },
    ['length', 'width', 'height'],
  );

/** An image slot: a location Amazon downloads the image from. */
export const imageAttribute = (locale: DefinitionLocale, c: Common): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id'],
    {
      media_location: {
        title: { en_US: 'Location', de_DE: 'Speicherort' }[locale],
        type: 'string',
        format: 'uri',
        editable: true,
        hidden: false,
        minLength: 1,
        maxLength: 1000,
        maxUtf8ByteLength: 1000,
      },
    },
    ['media_location'],
  );

/** The list price with its currency. */
export const priceAttribute = (locale: DefinitionLocale, c: Common & { currency: string }): Schema =>
  arrayOf(
    locale,
    c,
    ['marketplace_id'],
    {
      value: { title: say(c.title, locale), type: 'number', minimum: 0, editable: true, hidden: false },
      currency: {
        type: 'string',
        enum: [c.currency],
        enumNames: [c.currency],
        editable: false,
        hidden: false,
      },
    },
    ['value', 'currency'],
  );

/** The offer: currency, audience and price schedules (arrays inside the item, capped in the form). */
export const purchasableOffer = (locale: DefinitionLocale, currency: string): Schema =>
  arrayOf(
    locale,
    {
      title: { en_US: 'Purchasable Offer', de_DE: 'Kaufbares Angebot' },
      description: {
        en_US: 'The attribute indicates the purchasable offer of the product',
        de_DE: 'Das kaufbare Angebot des Produkts',
      },
    },
    ['marketplace_id', 'audience'],
    {
      currency: { type: 'string', enum: [currency], enumNames: [currency], editable: false, hidden: false },
      audience: {
        type: 'string',
        enum: ['ALL', 'B2B'],
        enumNames: ['Sell on Amazon', 'Amazon Business (B2B)'],
        default: 'ALL',
        editable: true,
        hidden: false,
      },
      our_price: {
        title: { en_US: 'Your Price', de_DE: 'Ihr Preis' }[locale],
        type: 'array',
        maxItems: 1,
        items: {
          type: 'object',
          properties: {
            schedule: {
              type: 'array',
              maxItems: 1,
              items: {
                type: 'object',
                required: ['value_with_tax'],
                properties: { value_with_tax: { type: 'number', minimum: 0, editable: true, hidden: false } },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      },
      quantity_discount_plan: {
        title: 'Quantity Discount Plan',
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          properties: {
            schedule: {
              type: 'array',
              maxItems: 5,
              items: {
                type: 'object',
                properties: {
                  levels: {
                    type: 'array',
                    maxItems: 5,
                    items: {
                      type: 'object',
                      properties: {
                        lower_bound: { type: 'integer', minimum: 2 },
                        value: { type: 'number', minimum: 0 },
                      },
                      additionalProperties: false,
                    },
                  },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      },
    },
    ['currency'],
  );

/** Inventory per fulfillment channel: the channel code is the selector, not the marketplace. */
export const fulfillmentAvailability = (locale: DefinitionLocale): Schema => ({
  title: { en_US: 'Fulfillment Availability', de_DE: 'Versandverfügbarkeit' }[locale],
  description: { en_US: 'Quantity available to ship', de_DE: 'Verfügbare Menge' }[locale],
  type: 'array',
  minItems: 1,
  minUniqueItems: 1,
  maxUniqueItems: 1,
  selectors: ['fulfillment_channel_code'],
  items: {
    type: 'object',
    required: ['fulfillment_channel_code'],
    properties: {
      fulfillment_channel_code: {
        title: 'Fulfillment Channel Code',
        type: 'string',
        editable: false,
        hidden: false,
        anyOf: [
          { type: 'string' },
          { type: 'string', enum: ['DEFAULT', 'AMAZON_NA'], enumNames: ['Merchant', 'Amazon'] },
        ],
      },
      quantity: { title: 'Quantity', type: 'integer', minimum: 0, editable: true, hidden: false },
      is_inventory_available: {
        title: 'Inventory Always Available',
        type: 'boolean',
        enum: [false, true],
        enumNames: ['No', 'Yes'],
      },
      lead_time_to_ship_max_days: { title: 'Handling Time', type: 'integer', minimum: 0, maximum: 30 },
    },
    additionalProperties: false,
  },
});

export const childParentSkuRelationship = (locale: DefinitionLocale): Schema =>
  arrayOf(
    locale,
    {
      title: { en_US: 'Child Parent SKU Relationship', de_DE: 'Beziehung zur Eltern-SKU' },
      description: {
        en_US: 'The SKU of the parent of this variation',
        de_DE: 'Die SKU des übergeordneten Artikels',
      },
    },
    ['marketplace_id'],
    {
      child_relationship_type: {
        type: 'string',
        enum: ['variation', 'package_hierarchy'],
        enumNames: ['Variation', 'Package Hierarchy'],
        editable: true,
        hidden: false,
      },
      parent_sku: {
        title: 'Parent SKU',
        type: 'string',
        minLength: 1,
        maxLength: 40,
        editable: true,
        hidden: false,
      },
    },
    ['child_relationship_type'],
  );

export const variationTheme = (locale: DefinitionLocale, themes: string[], deprecated: string[]): Schema =>
  enumAttribute(locale, {
    title: { en_US: 'Variation Theme', de_DE: 'Variantenthema' },
    description: {
      en_US: 'The attributes on which this family varies',
      de_DE: 'Die Merkmale, nach denen die Familie variiert',
    },
    key: 'name',
    values: [...themes, ...deprecated],
    names: [...themes, ...deprecated],
    deprecated,
  });

export const DEFS = (marketplaceId: string, locale: DefinitionLocale, marketplaceName: string) => ({
  marketplace_id: {
    default: marketplaceId,
    editable: false,
    hidden: true,
    examples: [marketplaceName],
    type: 'string',
    anyOf: [{ type: 'string' }, { type: 'string', enum: [marketplaceId], enumNames: [marketplaceName] }],
  },
  language_tag: {
    default: locale,
    editable: false,
    hidden: true,
    examples: [locale === 'de_DE' ? 'Deutsch (Deutschland)' : 'English (United States)'],
    type: 'string',
    anyOf: [
      { type: 'string' },
      {
        type: 'string',
        enum: [locale],
        enumNames: [locale === 'de_DE' ? 'Deutsch (Deutschland)' : 'English (United States)'],
      },
    ],
  },
});
