import { type Kysely, sql } from 'kysely';

// The SKU-month rollup of the sales-and-traffic facts (docs/decisions/0625): overall performance reads
// a period's whole calendar months from it, the whole ISO weeks outside them from the SKU-week rollup
// (0022) and only the remaining days from the SKU-day facts. The loading path keeps it with the weeks
// (seller-data/pipeline/refresh-sku-weeks.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // As the SKU-week rollup, a month's first day for its week's Monday: same key, same summable parts
  // (buy box sessions unrounded, so a month equals its days exactly).
  await db.schema
    .createTable('sku_sales_traffic_monthly')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('month_start', 'date', (c) => c.notNull())
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
    .addPrimaryKeyConstraint('sku_sales_traffic_monthly_pk', [
      'seller_id',
      'marketplace_id',
      'month_start',
      'seller_sku',
      'asin',
      'currency_code',
    ])
    .execute();
  // Backfill from the facts already loaded, one set-based statement; its own SQL, not the pipeline's,
  // so this migration never changes after it ran.
  await sql`
    insert into sku_sales_traffic_monthly
    select seller_id, marketplace_id, date_trunc('month', report_date::timestamp)::date, seller_sku, asin,
      currency_code, sum(ordered_product_sales), sum(units_ordered), sum(browser_sessions),
      sum(mobile_app_sessions), sum(browser_page_views), sum(mobile_app_page_views),
      sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0)
    from sku_sales_traffic_daily
    group by 1, 2, 3, 4, 5, 6`.execute(db);
  // Over all brands the reading seeks a marketplace's months, as it does the weeks (0022).
  await db.schema
    .createIndex('sku_sales_traffic_monthly_market_month_idx')
    .on('sku_sales_traffic_monthly')
    .columns(['marketplace_id', 'month_start'])
    .execute();
  await sql`analyze sku_sales_traffic_monthly`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sku_sales_traffic_monthly').execute();
}
