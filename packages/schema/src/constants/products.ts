/** Columns of the products errors grid the server sorts by (spec 2 §2, §7 `GET products-errors`). */
export const PRODUCTS_ERRORS_SORT_FIELDS = ['date', 'seller_sku', 'asin', 'marketplace_id'] as const;
/** Columns it filters by: SKU, ASIN and marketplace match exactly, description by contained text. */
export const PRODUCTS_ERRORS_FILTER_FIELDS = ['seller_sku', 'asin', 'marketplace_id', 'description'] as const;
export type ProductsErrorsSortField = (typeof PRODUCTS_ERRORS_SORT_FIELDS)[number];
export type ProductsErrorsFilterField = (typeof PRODUCTS_ERRORS_FILTER_FIELDS)[number];
/** The prefix of FBA inbound problem codes, which the grid's info banner explains (spec 2 §2). */
export const FBA_INBOUND_ERROR_PREFIX = 'FBA_INB_';
/** Where Amazon documents the FBA_INB_XXXX inbound problems the banner refers to. */
export const FBA_INBOUND_ERRORS_HELP_URL =
  'https://developer-docs.amazon.com/sp-api/docs/fulfillment-inbound-api-v2024-03-20-reference';
/** Days of sales facts the product detail's average daily sales is taken over (ADR 0211). */
export const AVERAGE_DAILY_SALES_DAYS = 30;
/** Ignore's two choices (spec 3 §2). */
export const IGNORE_CHOICES = ['Yes', 'No'] as const;
export type IgnoreChoice = (typeof IGNORE_CHOICES)[number];
