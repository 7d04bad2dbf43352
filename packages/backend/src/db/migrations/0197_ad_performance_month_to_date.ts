import { type Kysely, sql } from 'kysely';

// The entity month-to-date rollup of the advertising daily facts (docs/decisions/0638): for every
// entity and every day from its first fact in a calendar month through that month's last day, the
// sums of its facts from the month's 1st through that day, as the SKU one (0627). A period then
// reads one row per entity and month it touches, less one at the day before its start: the admin's
// 90 days over every brand ~4–5 rows per entity instead of ~15 entity-weeks and edge days. The
// loading path keeps it with the entity-weeks (advertising/refresh-ad-rollups.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyed like the daily facts (entity, day); brand, marketplace and ad type copied from the facts
  // as the weekly rows copy them, so the same filters seek the same index. Money numeric(16, 2) and
  // counts bigint, as the weeks': a difference of two rows equals the days' sum exactly.
  await db.schema
    .createTable('ad_performance_month_to_date')
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('ad_type', 'text', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull())
    .addColumn('clicks', 'bigint', (c) => c.notNull())
    .addColumn('advertising_cost', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('advertising_revenue', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('click_throughs', 'bigint', (c) => c.notNull())
    .addColumn('dpv', 'bigint', (c) => c.notNull())
    .addColumn('atc', 'bigint', (c) => c.notNull())
    .addColumn('purchases', 'bigint', (c) => c.notNull())
    .addColumn('total_purchases', 'bigint', (c) => c.notNull())
    .addColumn('unit_sold', 'bigint', (c) => c.notNull())
    .addColumn('total_unit_sold', 'bigint', (c) => c.notNull())
    .addColumn('total_product_sales', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('total_cost', 'numeric(16, 2)', (c) => c.notNull())
    // The entity-days with a fact so far this month: an entity whose difference is 0 had no fact in
    // the period, and the reading leaves it out as the days would (no group or brand of zeros).
    .addColumn('fact_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_performance_month_to_date_pk', ['entity_id', 'report_date'])
    .execute();
  // Backfill from the facts already loaded in one set-based statement; its own SQL, not the loading
  // path's, so this migration never changes after it ran. Each fact's running sums hold from its day
  // to the day before the entity's next fact in the month (or the month's last day); no join, one
  // sort. Written in day order, so a day's rows lie together as the reading seeks them.
  await sql`
    insert into ad_performance_month_to_date
    select c.entity_id, d.day::date, c.brand_code, c.marketplace_id, c.ad_type, c.impressions, c.clicks,
      c.advertising_cost, c.advertising_revenue, c.orders, c.click_throughs, c.dpv, c.atc, c.purchases,
      c.total_purchases, c.unit_sold, c.total_unit_sold, c.total_product_sales, c.total_cost, c.fact_days
    from (
      select entity_id, report_date, brand_code, marketplace_id, ad_type,
        sum(impressions) over w as impressions, sum(clicks) over w as clicks,
        sum(advertising_cost) over w as advertising_cost, sum(advertising_revenue) over w as advertising_revenue,
        sum(orders) over w as orders, sum(click_throughs) over w as click_throughs, sum(dpv) over w as dpv,
        sum(atc) over w as atc, sum(purchases) over w as purchases, sum(total_purchases) over w as total_purchases,
        sum(unit_sold) over w as unit_sold, sum(total_unit_sold) over w as total_unit_sold,
        sum(total_product_sales) over w as total_product_sales, sum(total_cost) over w as total_cost,
        count(*) over w as fact_days,
        coalesce(lead(report_date) over w - 1,
          (date_trunc('month', report_date::timestamp) + interval '1 month' - interval '1 day')::date) as last_day
      from ad_performance_daily
      window w as (partition by entity_id, date_trunc('month', report_date::timestamp) order by report_date)
    ) c
    cross join lateral generate_series(c.report_date::timestamp, c.last_day::timestamp, interval '1 day') d(day)
    order by d.day`.execute(db);
  // The reads' filters (type, marketplace, the period's few days, brands), as the daily rows' and
  // the weeks' scope index; built after the backfill: one sorted build.
  await db.schema
    .createIndex('ad_performance_month_to_date_scope_idx')
    .on('ad_performance_month_to_date')
    .columns(['ad_type', 'marketplace_id', 'report_date', 'brand_code'])
    .execute();
  await sql`analyze ad_performance_month_to_date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_performance_month_to_date').execute();
}
