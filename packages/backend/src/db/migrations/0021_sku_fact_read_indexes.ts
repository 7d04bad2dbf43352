import { type Kysely, sql } from 'kysely';

// Reads of the SKU-day facts that the primary key (seller, marketplace, day, SKU) cannot seek
// (docs/decisions/0270). Measured with EXPLAIN ANALYZE on the 1× seed, PostgreSQL 15 (bench/README.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Overall performance over all brands: a marketplace's days, whatever the seller.
  await db.schema
    .createIndex('sku_sales_traffic_daily_market_day_idx')
    .on('sku_sales_traffic_daily')
    .columns(['marketplace_id', 'report_date'])
    .execute();
  // ASIN performance: one ASIN's facts in a marketplace over a range.
  await db.schema
    .createIndex('sku_sales_traffic_daily_asin_idx')
    .on('sku_sales_traffic_daily')
    .columns(['asin', 'marketplace_id', 'report_date'])
    .execute();
  // The facts are summed per SKU key first; without this the planner multiplies the columns'
  // distinct counts, expects no reduction and sorts (spilling to disk) instead of hashing.
  await sql`
    create statistics sku_sales_traffic_daily_sku_key_stats (ndistinct)
    on seller_id, marketplace_id, seller_sku, asin, currency_code from sku_sales_traffic_daily`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop statistics sku_sales_traffic_daily_sku_key_stats`.execute(db);
  await db.schema.dropIndex('sku_sales_traffic_daily_asin_idx').execute();
  await db.schema.dropIndex('sku_sales_traffic_daily_market_day_idx').execute();
}
