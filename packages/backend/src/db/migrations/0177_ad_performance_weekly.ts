import { type Kysely, sql } from 'kysely';

// The entity-week rollup of the advertising daily facts (docs/decisions/0617): the advertising
// groups and summaries read a period's whole weeks from it and only the days at the period's ends
// from `ad_performance_daily`, as overall performance reads the SKU-week rollup (0272). The loading
// path keeps it (advertising/refresh-ad-rollups.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyed like the daily facts (entity, time); brand, marketplace and ad type copied from the
  // entity as the daily rows copy them, so the same filters seek the same index. Sums keep every
  // cent and count, so a week equals the sum of its days exactly.
  await db.schema
    .createTable('ad_performance_weekly')
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('week_start', 'date', (c) => c.notNull())
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
    .addPrimaryKeyConstraint('ad_performance_weekly_pk', ['entity_id', 'week_start'])
    .execute();
  // Backfill from the facts already loaded, in one set-based statement (a kept bench database holds
  // millions of rows). Its own SQL, not the loading path's, so this migration never changes.
  await sql`
    insert into ad_performance_weekly
    select entity_id, date_trunc('week', report_date::timestamp)::date, min(brand_code), min(marketplace_id),
      min(ad_type), sum(impressions), sum(clicks), sum(advertising_cost), sum(advertising_revenue), sum(orders),
      sum(click_throughs), sum(dpv), sum(atc), sum(purchases), sum(total_purchases), sum(unit_sold),
      sum(total_unit_sold), sum(total_product_sales), sum(total_cost)
    from ad_performance_daily
    group by 1, 2`.execute(db);
  // The reads' filters (type, marketplace, weeks, brands), as the daily rows' scope index; built
  // after the backfill: one sorted build rather than an entry per inserted row.
  await db.schema
    .createIndex('ad_performance_weekly_scope_idx')
    .on('ad_performance_weekly')
    .columns(['ad_type', 'marketplace_id', 'week_start', 'brand_code'])
    .execute();
  await sql`analyze ad_performance_weekly`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_performance_weekly').execute();
}
