import type { Kysely } from 'kysely';

// The brand-day rollups the insights read, read for one brand (docs/decisions/0621): their keys
// are (marketplace, day, brand, …), which seek a range of days for every brand, so one brand's 90
// days walked every brand's rows of them (640 brands at 16× demo data: the heatmap read 3,586 pages
// for 696 rows). Brand first, then its days, as brand_daily_sales has had since 0023.
const TABLES = [
  ['brand_daily_orders', 'purchase_day'],
  ['brand_daily_returns', 'return_day'],
  ['brand_daily_order_hours', 'purchase_day'],
  ['brand_daily_promotions', 'purchase_day'],
  ['brand_daily_buyer_counts', 'purchase_day'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, day] of TABLES)
    await db.schema
      .createIndex(`${table}_brand_idx`)
      .on(table)
      .columns(['marketplace_id', 'brand_code', day])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TABLES) await db.schema.dropIndex(`${table}_brand_idx`).execute();
}
