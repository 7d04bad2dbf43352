import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * Fresh planner statistics for the seller facts. PGlite runs no autovacuum, so after a large load
 * (the demo seed, a history sync wave) the planner would otherwise keep the row counts it last saw.
 */
export async function analyzeFacts(db: Kysely<Database>): Promise<void> {
  await sql`analyze catalog_items, sku_sales_traffic_daily, sku_sales_traffic_weekly, brand_daily_sales, asin_daily_sales, orders,
    order_items, order_lines, customer_returns, brand_hourly_orders, inventory_snapshots, reserved_inventory_snapshots,
    brand_inventory, account_health_monthly, fc_inventory_snapshots, fee_estimates, product_offers,
    product_errors, asin_keywords, keyword_rank_daily, listing_snapshots, alerts`.execute(db);
}
