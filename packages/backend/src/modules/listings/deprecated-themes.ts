import { PRODUCT_TYPES } from '../../connectors/listings/simulated-product-types.ts';

/**
 * Deprecated variation themes per product type. A product type definition marks them
 * (`$lifecycle.enumDeprecated` of variation_theme); until the portal reads definitions (the
 * listing editor's issue), the simulator's definitions are the list (docs/decisions/0400).
 */
export const DEPRECATED_THEMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(PRODUCT_TYPES).map(([type, definition]) => [type, definition.deprecatedThemes]),
);
