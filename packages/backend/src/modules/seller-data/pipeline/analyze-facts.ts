import { setImmediate } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The seller facts' tables whose planner statistics a large load leaves stale. */
export const FACT_TABLES = [
  'catalog_items',
  'sku_sales_traffic_daily',
  'sku_sales_traffic_weekly',
  'sku_sales_traffic_monthly',
  'sku_sales_traffic_month_to_date',
  'brand_daily_sales',
  'asin_daily_sales',
  'asin_daily_sales_month_to_date',
  'orders',
  'order_items',
  'order_lines',
  'customer_returns',
  'brand_hourly_orders',
  'inventory_snapshots',
  'reserved_inventory_snapshots',
  'brand_inventory',
  'account_health_monthly',
  'fc_inventory_snapshots',
  'fee_estimates',
  'product_offers',
  'product_errors',
  'asin_keywords',
  'keyword_rank_daily',
  'listing_snapshots',
  'alerts',
] as const;

/**
 * Fresh planner statistics for the seller facts. PGlite runs no autovacuum, so after a large load
 * (the demo seed, a history sync wave) the planner would otherwise keep the row counts it last saw.
 *
 * One table per statement, with a turn of the event loop between them (docs/decisions/0615): the
 * embedded database runs a statement on the backend's own thread, and the one statement naming
 * all of them held every request of the process for 5–7 s after a seller was connected.
 * PostgreSQL analyzes a list table by table anyway; the statistics are the same.
 */
export async function analyzeFacts(
  db: Kysely<Database>,
  opts: { pause?: () => Promise<unknown> } = {},
): Promise<void> {
  const pause = opts.pause ?? (() => setImmediate());
  for (const table of FACT_TABLES) {
    await sql`analyze ${sql.table(table)}`.execute(db);
    await pause();
  }
}

/**
 * The rollups some read finds in an index alone (an index-only scan), whose pages a large load
 * leaves not all-visible: every brand's buyer counts (docs/decisions/0633).
 */
export const INDEX_ONLY_TABLES = ['brand_daily_buyer_counts'] as const;

/**
 * Vacuums the rollups read index-only after a large load, so their visibility map is current: the
 * planner keeps an index-only scan only while most pages are all-visible (below ~80 % at 16× demo
 * data the buyer counts were read by a sequential scan of the whole table again), and PGlite runs
 * no autovacuum, PostgreSQL's only after a fifth of the table changed. VACUUM cannot run in a
 * transaction: inside one this does nothing. A role that does not own the tables is warned, not
 * refused.
 */
export async function vacuumIndexOnlyTables(
  db: Kysely<Database>,
  opts: { pause?: () => Promise<unknown> } = {},
): Promise<void> {
  if (db.isTransaction) return;
  const pause = opts.pause ?? (() => setImmediate());
  for (const table of INDEX_ONLY_TABLES) {
    await sql`vacuum ${sql.table(table)}`.execute(db);
    await pause();
  }
}
