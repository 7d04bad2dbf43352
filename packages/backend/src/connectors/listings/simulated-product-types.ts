import type { ListingAttributes, ListingsIssue } from './listings-connector.ts';
import { PRODUCT_TYPE_SPECS, productTypeDefinition } from './product-types/catalogue.ts';

/**
 * The product types the simulated catalogue generates listings of, with their variation themes and
 * the deprecated ones (`$lifecycle.enumDeprecated`). What each accepts is its definition
 * (product-types/catalogue.ts, which has four more types).
 */
export interface SimulatedProductType {
  required: readonly string[];
  themes: readonly string[];
  deprecatedThemes: readonly string[];
}

export const PRODUCT_TYPES: Readonly<Record<string, SimulatedProductType>> = {
  SHIRT: {
    required: ['item_name', 'brand', 'product_description'],
    themes: ['SIZE/COLOR', 'SIZE', 'COLOR'],
    deprecatedThemes: ['SIZE_NAME/COLOR_NAME', 'COLOR_NAME'],
  },
  HAIRBAND: {
    required: ['item_name', 'brand'],
    themes: ['COLOR', 'SIZE'],
    deprecatedThemes: ['COLOR_NAME'],
  },
  FOOD: {
    required: ['item_name', 'brand', 'product_description'],
    themes: ['FLAVOR', 'SIZE', 'FLAVOR/SIZE'],
    deprecatedThemes: ['FLAVOR_NAME', 'ITEM_PACKAGE_QUANTITY'],
  },
  KITCHEN: {
    required: ['item_name', 'brand'],
    themes: ['COLOR', 'SIZE/COLOR'],
    deprecatedThemes: ['STYLE_NAME'],
  },
};

const firstValue = (attributes: ListingAttributes, name: string): unknown => attributes[name]?.[0]?.value;

const issue = (code: string, message: string, category: string, attributeNames: string[]): ListingsIssue => ({
  code,
  message,
  severity: 'ERROR',
  categories: [category],
  attributeNames,
});

/**
 * Validation of a submission as Amazon answers it before accepting: unknown product type or
 * attributes, missing required attributes (a put, or a patch deleting one), a variation theme the
 * product type does not offer, and Amazon's length limit on item_name.
 */
/** Characters Amazon's title standards reserve (unless part of the brand, which is not simulated). */
const TITLE_RESERVED = /[!$?_{}^¬¦]/;

export function validateSubmission(
  productType: string,
  attributes: ListingAttributes,
  checkRequired: boolean,
): ListingsIssue[] {
  // Every product type the definitions have (the catalogue generates only the first four).
  const definition = PRODUCT_TYPE_SPECS[productType];
  const schema = productTypeDefinition(productType, 'ATVPDKIKX0DER')?.schemaDocument;
  if (!definition || !schema)
    return [issue('4000001', `The product type ${productType} is not valid.`, 'INVALID_ATTRIBUTE', [])];
  const issues: ListingsIssue[] = [];
  const known = schema.properties as Record<string, unknown>;
  const unknown = Object.keys(attributes).filter((name) => !(name in known));
  if (unknown.length > 0)
    issues.push(issue('90000900', 'The attributes are invalid.', 'INVALID_ATTRIBUTE', unknown));
  for (const [name, values] of Object.entries(attributes))
    if (!Array.isArray(values) || values.some((v) => typeof v !== 'object' || v === null))
      issues.push(issue('90000900', `'${name}' must be an array of objects.`, 'INVALID_ATTRIBUTE', [name]));
  if (checkRequired)
    for (const name of definition.required)
      if (!attributes[name]?.length)
        issues.push(issue('90220', `'${name}' is required but not supplied.`, 'MISSING_ATTRIBUTE', [name]));
  const name = firstValue(attributes, 'item_name');
  if (typeof name === 'string' && name.length > 200)
    issues.push(
      issue('8560', "'item_name' is longer than 200 characters.", 'INVALID_ATTRIBUTE', ['item_name']),
    );
  // Amazon's title standards go beyond the schema (its definitions do not carry them): a title
  // with characters it reserves is refused on processing, however valid the value's shape.
  if (typeof name === 'string' && TITLE_RESERVED.test(name))
    issues.push(
      issue(
        '90003',
        "'item_name' contains characters Amazon does not allow in titles (! $ ? _ { } ^ ¬ ¦).",
        'INVALID_ATTRIBUTE',
        ['item_name'],
      ),
    );
  const theme = firstValue(attributes, 'variation_theme');
  const themeName = typeof theme === 'object' && theme ? (theme as { name?: unknown }).name : theme;
  if (
    themeName !== undefined &&
    !definition.themes.includes(String(themeName)) &&
    !definition.deprecatedThemes.includes(String(themeName))
  )
    issues.push(
      issue(
        '90003',
        `'${String(themeName)}' is not a variation theme of ${productType}.`,
        'INVALID_ATTRIBUTE',
        ['variation_theme'],
      ),
    );
  return issues;
}

/**
 * Issues Amazon raises after it has accepted a submission (they only show on a later
 * getListingsItem): a missing price, a missing main image (the listing is suppressed), a
 * deprecated variation theme.
 */
export function issuesAfterProcessing(productType: string, attributes: ListingAttributes): ListingsIssue[] {
  const issues: ListingsIssue[] = [];
  if (!attributes.main_product_image_locator?.length)
    issues.push({
      code: '18027',
      message: 'The listing has no main image and is not shown to shoppers.',
      severity: 'ERROR',
      categories: ['MISSING_IMAGE'],
      attributeNames: ['main_product_image_locator'],
      enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
    });
  if (!attributes.list_price?.length && attributes.parentage_level?.[0]?.value !== 'parent')
    issues.push({
      code: '18126',
      message: 'A list price is missing; the offer may not win the buy box.',
      severity: 'WARNING',
      categories: ['MISSING_PRICE'],
      attributeNames: ['list_price'],
    });
  const theme = attributes.variation_theme?.[0]?.name;
  if (typeof theme === 'string' && PRODUCT_TYPE_SPECS[productType]?.deprecatedThemes.includes(theme))
    issues.push({
      code: '90310',
      message: `The variation theme ${theme} is deprecated for ${productType}; choose a current theme.`,
      severity: 'WARNING',
      categories: ['INVALID_ATTRIBUTE'],
      attributeNames: ['variation_theme'],
    });
  return issues;
}
