import { type Kysely, sql } from 'kysely';

// The brand-day rollup of the advertising daily facts (docs/decisions/0617): the advertising chart
// sums it per day instead of every entity-day when no entity name is searched. The loading path
// keeps it (advertising/refresh-ad-rollups.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per ad type, marketplace, day, brand and `leaves`: which grouping ids the entities
  // summed in the row carry (1 campaign, 2 ad group, 4 keyword, 8 target, 16 advertiser), so a
  // chart grouped by keyword sums only the keyword leaves, as it does over the facts. A row exists
  // exactly when a fact does, so the brands with rows in a range are those the facts hold (the
  // TACoS base reads their sales).
  await db.schema
    .createTable('ad_performance_brand_daily')
    .addColumn('ad_type', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('leaves', 'smallint', (c) => c.notNull())
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
    .addPrimaryKeyConstraint('ad_performance_brand_daily_pk', [
      'ad_type',
      'marketplace_id',
      'report_date',
      'brand_code',
      'leaves',
    ])
    .execute();
  // Backfill from the facts already loaded, in one statement; its own SQL, not the loading path's,
  // so this migration never changes. Facts without an entity are left out, as the reads leave them.
  await sql`
    insert into ad_performance_brand_daily
    select p.ad_type, p.marketplace_id, p.report_date, p.brand_code,
      (case when e.campaign_id is not null then 1 else 0 end) | (case when e.ad_group_id is not null then 2 else 0 end)
        | (case when e.keyword_id is not null then 4 else 0 end) | (case when e.target_id is not null then 8 else 0 end)
        | (case when e.advertiser_id is not null then 16 else 0 end),
      sum(p.impressions), sum(p.clicks), sum(p.advertising_cost), sum(p.advertising_revenue), sum(p.orders),
      sum(p.click_throughs), sum(p.dpv), sum(p.atc), sum(p.purchases), sum(p.total_purchases), sum(p.unit_sold),
      sum(p.total_unit_sold), sum(p.total_product_sales), sum(p.total_cost)
    from ad_performance_daily p join ad_entities e on e.id = p.entity_id
    group by 1, 2, 3, 4, 5`.execute(db);
  await sql`analyze ad_performance_brand_daily`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_performance_brand_daily').execute();
}
