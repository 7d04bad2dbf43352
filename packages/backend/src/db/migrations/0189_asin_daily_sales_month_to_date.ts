import { type Kysely, sql } from 'kysely';

// The ASIN month-to-date rollup (docs/decisions/0628): for every brand, marketplace and ASIN with a
// row of the ASIN-day rollup (asin_daily_sales) in a calendar month, one row per day from its first
// such row through the month's last day holding the sums of every summable column from the month's
// 1st through that day, and `fact_days`, how many ASIN-day rows they sum (0 rows and a row of zeros
// differ). Any day range is then a few rows per ASIN: each month's row at the range's end (or the
// month's last day) less, in its first month, the row of the day before it. The dashboard's ASIN
// windows read it; the loading path keeps it (seller-data/pipeline/refresh-asin-month-to-date.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The key of asin_daily_sales; money and buy box sessions at their scale (each day's are at 2
  // places, so a difference of two rows is exactly the days' sum), counts wide enough for a month.
  await db.schema
    .createTable('asin_daily_sales_month_to_date')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('total_sales', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('units_ordered', 'bigint', (c) => c.notNull())
    .addColumn('total_order_items', 'bigint', (c) => c.notNull())
    .addColumn('sessions', 'bigint', (c) => c.notNull())
    .addColumn('page_views', 'bigint', (c) => c.notNull())
    .addColumn('buy_box_sessions', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('fact_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('asin_daily_sales_month_to_date_pk', [
      'brand_code',
      'marketplace_id',
      'asin',
      'report_date',
    ])
    .execute();
  // Backfill from the ASIN-days already loaded, in one set-based statement: each ASIN-month's days
  // from its first row to the month's end, its rows left-joined and summed by a running window. Its
  // own SQL, not the loading path's, so this migration never changes. Written day by day, so a day's
  // rows of a marketplace lie together for the reading over every brand.
  await sql`
    insert into asin_daily_sales_month_to_date (brand_code, marketplace_id, asin, report_date, total_sales,
      units_ordered, total_order_items, sessions, page_views, buy_box_sessions, fact_days)
    select brand_code, marketplace_id, asin, day, total_sales, units_ordered, total_order_items, sessions,
      page_views, buy_box_sessions, fact_days
    from (
      select k.brand_code, k.marketplace_id, k.asin, d.day::date as day,
        sum(a.total_sales) over w as total_sales, sum(a.units_ordered) over w as units_ordered,
        sum(a.total_order_items) over w as total_order_items, sum(a.sessions) over w as sessions,
        sum(a.page_views) over w as page_views, sum(a.buy_box_sessions) over w as buy_box_sessions,
        count(a.report_date) over w as fact_days
      from (
        select brand_code, marketplace_id, asin, date_trunc('month', report_date::timestamp) as month_start,
          min(report_date) as first_day
        from asin_daily_sales group by 1, 2, 3, 4
      ) k
      cross join lateral generate_series(k.first_day::timestamp,
        k.month_start + interval '1 month' - interval '1 day', interval '1 day') as d(day)
      left join asin_daily_sales a on a.brand_code = k.brand_code and a.marketplace_id = k.marketplace_id
        and a.asin = k.asin and a.report_date = d.day::date
      window w as (partition by k.brand_code, k.marketplace_id, k.asin, k.month_start order by d.day)
    ) m
    order by marketplace_id, day`.execute(db);
  // The reading seeks a marketplace's few days: over every brand all their rows, for a brand user's
  // brands only theirs (the brand in the index, not filtered from every brand's rows of the days).
  await db.schema
    .createIndex('asin_daily_sales_month_to_date_market_day_idx')
    .on('asin_daily_sales_month_to_date')
    .columns(['marketplace_id', 'report_date', 'brand_code'])
    .execute();
  await sql`analyze asin_daily_sales_month_to_date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asin_daily_sales_month_to_date').execute();
}
