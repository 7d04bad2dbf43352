/**
 * spec 3 §3 'Product-type field definition': what the server flattens a product type definition
 * into, per attribute, for the hand-built form (ADR 0430). `meta` carries the spec's words; the
 * item's `properties` say how to render each value inside an entry.
 */

export interface FieldOption {
  value: string;
  label: string;
  /** `$lifecycle.enumDeprecated`: shown, not selectable. */
  deprecated: boolean;
}

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

export interface FieldProperty {
  key: string;
  title: string;
  type: FieldType;
  /** Fixed list (dropdown), or suggestions when `freeText` (free-typing combobox). */
  selectOptions: FieldOption[];
  freeText: boolean;
  editable: boolean;
  /** Hidden selectors (marketplace_id, language_tag) are carried, not shown. */
  hidden: boolean;
  required: boolean;
  maxLength: number | null;
  /** For numbers: the schema's inclusive bounds (absent in definitions flattened before they were read). */
  minimum?: number | null;
  maximum?: number | null;
  /** An object's or an array item's own properties. */
  properties: FieldProperty[];
  /** For arrays: at most this many items (the form caps nested arrays at 10 anyway). */
  maxItems: number | null;
}

export interface ListingFieldDefinition {
  name: string;
  /** Amazon's property group (product_identity, …, images). */
  group: string;
  /** Required by the schema's top-level `required`. */
  required: boolean;
  meta: {
    title: string;
    description: string;
    type: FieldType;
    selectOptions: FieldOption[];
    /** Entries allowed per selector combination (the repeatable group's limit). */
    maxUniqueItems: number;
    /** The options sit on a property other than `value` (e.g. variation_theme.name). */
    hasSelectOptionsInsideItems: boolean;
  };
  selectors: string[];
  properties: FieldProperty[];
}

/** Nested attribute expansion is capped at 10 items per array (spec 3 §5). */
export const NESTED_ARRAY_CAP = 10;
/** The attribute that is never repeatable (spec 3 §5). */
export const NEVER_REPEATABLE = 'product_description';
/** The fulfillment channel code is not selectable (spec 3 §5). */
export const NOT_SELECTABLE = 'fulfillment_channel_code';
/** The parent SKU value that frees a listing from its family (spec 3 §5). */
export const FREE_PARENT_SKU = 'none';

export const IMAGE_SLOTS = [
  'main_product_image_locator',
  ...Array.from({ length: 8 }, (_, i) => `other_product_image_locator_${i + 1}`),
  'swatch_product_image_locator',
] as const;
