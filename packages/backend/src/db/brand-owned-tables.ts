/**
 * Tables whose rows are one brand's data (DESIGN §1: a brand user reads only its brand and sub
 * brands). Every read of one of them carries the scoping fragment (db/brand-scope.ts); the harness
 * test brand-scoping.test.ts fails a read without it, and fails a table with a `brand_code`
 * column that is in neither list below, so a new table is classified when it is added.
 */
export const BRAND_OWNED_TABLES = [
  'ad_entities',
  // The owning brand of a key (null: the agency's); brand admins list their brand's keys.
  'api_keys',
  'ad_performance_daily',
  // The advertising rollups (ADR 0617): sums of one brand's daily rows.
  'ad_performance_brand_daily',
  'ad_performance_weekly',
  // The advertising entity month-to-date rollup (ADR 0638): running sums of one brand's entity-days.
  'ad_performance_month_to_date',
  'advertising_authorizations',
  'alerts',
  'asin_daily_sales',
  // The dashboard's ASIN month-to-date rollup (ADR 0628): running sums of one brand's ASIN-days.
  'asin_daily_sales_month_to_date',
  'authorized_marketplaces',
  'brand_custom_attribute_values',
  'brand_daily_buyer_counts',
  'brand_daily_buyers',
  'brand_daily_order_hours',
  'brand_daily_orders',
  'brand_daily_promotions',
  'brand_daily_returns',
  // The returns by reason and disposition per brand and day (ADR 0630).
  'brand_daily_return_reasons',
  'brand_daily_sales',
  'brand_hourly_orders',
  'brand_images',
  'brand_inventory',
  'brand_monthly_sales',
  'brand_notes',
  'brand_report_notes',
  'brand_subscriptions',
  'brand_watchlist',
  // The sales view's brand-week rollup (ADR 0619): sums of one brand's day rows.
  'brand_weekly_sales',
  'brands',
  'bulk_update_items',
  'bulk_updates',
  'catalog_items',
  'commission_overrides',
  'commission_rules',
  'csv_upload_batches',
  'csv_upload_matches',
  'csv_uploads',
  'data_freshness',
  'deleted_skus',
  // A brand's report deliveries to its drive folders (ADR 0535).
  'drive_deliveries',
  'late_fbm_shipments',
  // Read by seller and marketplace after assertSellerVisible, not yet through the fragment.
  'listings',
  'listing_snapshots',
  'listing_suppressions',
  'missing_parents',
  'order_lines',
] as const;

/** Tables with a `brand_code` column whose rows are not a brand's data to keep from other brands. */
export const BRAND_CODE_NOT_TENANT_DATA: Readonly<Record<string, string>> = {
  users: "an account's own brand; users are read under the role rules of the users module",
  advertising_oauth_states: 'a pending OAuth handshake, found by its one-time state token',
  selling_partner_oauth_states: 'a pending Selling Partner grant, found by its one-time state token',
  page_view_events: 'the portal’s own page-view analytics, written by every user and read by staff',
  billing_ledger_customers:
    'the local billing ledger stands in for the payment provider; the portal reads it only through the billing connector',
};
