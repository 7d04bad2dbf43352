import { type Kysely, sql } from 'kysely';

// The brand-day rollup (brand_daily_sales) as the overall performance chart reads it (ADR 0520):
// buy box sessions unrounded, so a day's buy box % from the rollup is the facts' to the last digit,
// and the device parts of sessions and page views, so every figure of the facts has its brand-day sum.
// The loading path keeps them (seller-data/pipeline/refresh-rollups.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brand_daily_sales alter column buy_box_sessions type numeric`.execute(db);
  await db.schema
    .alterTable('brand_daily_sales')
    .addColumn('browser_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_app_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('browser_page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_app_page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Recomputed from the facts already loaded, one set-based statement (a kept bench database holds
  // millions of SKU-days), attributed as the loading path attributes them: the SKU's catalog brand,
  // else its account's first brand. Only rows the loading path wrote change; their other sums already
  // are the facts'. Its own SQL, not the pipeline's, so this migration never changes after it ran.
  await sql`
    update brand_daily_sales b set buy_box_sessions = f.buy_box_sessions,
      browser_sessions = f.browser_sessions, mobile_app_sessions = f.mobile_app_sessions,
      browser_page_views = f.browser_page_views, mobile_app_page_views = f.mobile_app_page_views
    from (
      select coalesce(c.brand_code, a.brand_code) as brand_code, f.marketplace_id, f.report_date,
        sum((f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0) as buy_box_sessions,
        sum(f.browser_sessions) as browser_sessions, sum(f.mobile_app_sessions) as mobile_app_sessions,
        sum(f.browser_page_views) as browser_page_views, sum(f.mobile_app_page_views) as mobile_app_page_views
      from sku_sales_traffic_daily f
      left join catalog_items c
        on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
      left join (
        select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
        group by seller_id, marketplace_id
      ) a on a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
      group by 1, 2, 3
    ) f
    where b.brand_code = f.brand_code and b.marketplace_id = f.marketplace_id and b.report_date = f.report_date`.execute(
    db,
  );
  await sql`analyze brand_daily_sales`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brand_daily_sales')
    .dropColumn('browser_sessions')
    .dropColumn('mobile_app_sessions')
    .dropColumn('browser_page_views')
    .dropColumn('mobile_app_page_views')
    .execute();
  await sql`alter table brand_daily_sales alter column buy_box_sessions type numeric(14, 2)`.execute(db);
}
