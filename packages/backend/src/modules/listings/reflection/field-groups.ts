import type { LISTING_SECTIONS } from '@portal/schema';

export type FieldGroup = (typeof LISTING_SECTIONS)[number];

/**
 * Which field group (a product type definition's `propertyGroups`) each attribute belongs to.
 * Amazon's groups differ a little per product type; these are the common members. An attribute
 * not listed counts in product_details, where most of a product's descriptive attributes sit.
 */
const MEMBERS: Record<FieldGroup, readonly string[]> = {
  product_identity: [
    'item_name',
    'brand',
    'externally_assigned_product_identifier',
    'manufacturer',
    'model_number',
    'part_number',
  ],
  product_details: ['product_description', 'bullet_point', 'generic_keyword', 'color', 'size', 'material'],
  offer: ['purchasable_offer', 'list_price', 'condition_type', 'fulfillment_availability'],
  shipping: ['item_package_dimensions', 'item_package_weight', 'merchant_shipping_group'],
  safety_and_compliance: ['country_of_origin', 'batteries_required', 'supplier_declared_dg_hz_regulation'],
  variations: ['parentage_level', 'child_parent_sku_relationship', 'variation_theme'],
  images: [
    'main_product_image_locator',
    ...Array.from({ length: 8 }, (_, i) => `other_product_image_locator_${i + 1}`),
    'swatch_product_image_locator',
  ],
};

const GROUP_OF = new Map<string, FieldGroup>(
  Object.entries(MEMBERS).flatMap(([group, names]) => names.map((n) => [n, group as FieldGroup] as const)),
);

export const fieldGroupOf = (attribute: string): FieldGroup => GROUP_OF.get(attribute) ?? 'product_details';

/** Image slots in order: the first is main, the last is swatch (spec 3 §2). */
export const IMAGE_SLOT_NAMES = MEMBERS.images;
/** Catalog Items image variants, slot by slot. */
export const IMAGE_VARIANT_OF_SLOT: Readonly<Record<string, string | undefined>> = Object.fromEntries(
  MEMBERS.images.map((slot, i) => [
    slot,
    ['MAIN', 'PT01', 'PT02', 'PT03', 'PT04', 'PT05', 'PT06', 'PT07', 'PT08', 'SWCH'][i],
  ]),
);
