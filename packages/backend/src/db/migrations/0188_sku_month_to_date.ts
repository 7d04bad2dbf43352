import { type Kysely, sql } from 'kysely';

// The SKU month-to-date rollup of the sales-and-traffic facts (docs/decisions/0627): for every SKU and
// every day from its first fact in a calendar month through that month's last day, the sums of its
// facts from the month's 1st through that day. Any period then reads one row per SKU and month it
// touches, less one row at the day before its start: overall performance reads ~8 rows per SKU for
// 90 days with compare instead of ~25 months, weeks and days. The loading path keeps it with the
// SKU weeks and months (seller-data/pipeline/refresh-sku-month-to-date.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sku_sales_traffic_month_to_date')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('ordered_product_sales', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('units_ordered', 'integer', (c) => c.notNull())
    .addColumn('browser_sessions', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_sessions', 'integer', (c) => c.notNull())
    .addColumn('browser_page_views', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_page_views', 'integer', (c) => c.notNull())
    // Unrounded, as the weeks' and months': a difference of two rows equals the days' sum exactly.
    .addColumn('buy_box_sessions', 'numeric', (c) => c.notNull())
    // The SKU-days with a fact so far this month: a period whose difference is 0 had no fact, and
    // the reading leaves the SKU out as the days would (a SKU is not a row of zeros in the grid).
    .addColumn('fact_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sku_sales_traffic_month_to_date_pk', [
      'seller_id',
      'marketplace_id',
      'report_date',
      'seller_sku',
      'asin',
      'currency_code',
    ])
    .execute();
  // Backfill from the facts already loaded in one set-based statement; its own SQL, not the
  // pipeline's, so this migration never changes after it ran. Each fact's running sums hold from its
  // day to the day before the SKU's next fact in the month (or the month's last day); no join, one
  // sort. Written in day order, so a day's rows lie together as the reading seeks them.
  await sql`
    insert into sku_sales_traffic_month_to_date
    select c.seller_id, c.marketplace_id, d.day::date, c.seller_sku, c.asin, c.currency_code,
      c.ordered_product_sales, c.units_ordered, c.browser_sessions, c.mobile_app_sessions,
      c.browser_page_views, c.mobile_app_page_views, c.buy_box_sessions, c.fact_days
    from (
      select seller_id, marketplace_id, seller_sku, asin, currency_code, report_date,
        sum(ordered_product_sales) over w as ordered_product_sales, sum(units_ordered) over w as units_ordered,
        sum(browser_sessions) over w as browser_sessions, sum(mobile_app_sessions) over w as mobile_app_sessions,
        sum(browser_page_views) over w as browser_page_views,
        sum(mobile_app_page_views) over w as mobile_app_page_views,
        sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0) over w as buy_box_sessions,
        count(*) over w as fact_days,
        coalesce(lead(report_date) over w - 1,
          (date_trunc('month', report_date::timestamp) + interval '1 month' - interval '1 day')::date) as last_day
      from sku_sales_traffic_daily
      window w as (partition by seller_id, marketplace_id, seller_sku, asin, currency_code,
        date_trunc('month', report_date::timestamp) order by report_date)
    ) c
    cross join lateral generate_series(c.report_date::timestamp, c.last_day::timestamp, interval '1 day') d(day)
    order by d.day`.execute(db);
  // Over all brands the reading seeks a marketplace's few days, as the SKU-days' index does (0006).
  await db.schema
    .createIndex('sku_sales_traffic_month_to_date_market_day_idx')
    .on('sku_sales_traffic_month_to_date')
    .columns(['marketplace_id', 'report_date'])
    .execute();
  await sql`analyze sku_sales_traffic_month_to_date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sku_sales_traffic_month_to_date').execute();
}
