import { type Kysely, sql } from 'kysely';

// The SKU-week rollup of the sales-and-traffic facts (docs/decisions/0272): overall performance reads
// a period's whole weeks from it and only the days at the period's ends from the SKU-day facts.
// The loading path keeps it (seller-data/pipeline/refresh-sku-weeks.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyed like the daily facts (seller, marketplace, time, SKU) plus the ASIN and currency the
  // performance reading groups by: a SKU whose ASIN or currency changed within a week keeps both.
  // Sums of integer parts stay integer (a SKU's week is far from 2³¹ sessions); money keeps its cents;
  // buy box sessions (sessions × buy box % / 100) keep every digit, so a week equals its days exactly.
  await db.schema
    .createTable('sku_sales_traffic_weekly')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('week_start', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('ordered_product_sales', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('units_ordered', 'integer', (c) => c.notNull())
    .addColumn('browser_sessions', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_sessions', 'integer', (c) => c.notNull())
    .addColumn('browser_page_views', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_page_views', 'integer', (c) => c.notNull())
    .addColumn('buy_box_sessions', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('sku_sales_traffic_weekly_pk', [
      'seller_id',
      'marketplace_id',
      'week_start',
      'seller_sku',
      'asin',
      'currency_code',
    ])
    .execute();
  // Backfill from the facts already loaded: one set-based statement (a kept bench database holds
  // millions of SKU-days). Its own SQL, not the pipeline's, so this migration never changes after it ran.
  await sql`
    insert into sku_sales_traffic_weekly
    select seller_id, marketplace_id, date_trunc('week', report_date::timestamp)::date, seller_sku, asin,
      currency_code, sum(ordered_product_sales), sum(units_ordered), sum(browser_sessions),
      sum(mobile_app_sessions), sum(browser_page_views), sum(mobile_app_page_views),
      sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0)
    from sku_sales_traffic_daily
    group by 1, 2, 3, 4, 5, 6`.execute(db);
  // Over all brands the reading has no seller to seek by: a marketplace's weeks, as 0021 gave the
  // days. Built after the backfill: one sorted build rather than an entry per inserted row.
  await db.schema
    .createIndex('sku_sales_traffic_weekly_market_week_idx')
    .on('sku_sales_traffic_weekly')
    .columns(['marketplace_id', 'week_start'])
    .execute();
  // Statistics now, so the first reading plans with them rather than waiting for autovacuum.
  await sql`analyze sku_sales_traffic_weekly`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sku_sales_traffic_weekly').execute();
}
