import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * What the demo's seller facts add up to, table by table: counts and sums of the loaded facts, their
 * rollups, the brand report months reconciled with them and the alerts raised from them. Two
 * databases loaded the same documents in whatever order agree on every figure.
 */
const FIGURES: Record<string, string> = {
  salesAndTraffic: `select count(*)::int as n, sum(ordered_product_sales)::text as sales, sum(units_ordered)::int as units from sku_sales_traffic_daily`,
  skuWeeks: `select count(*)::int as n, sum(ordered_product_sales)::text as sales, sum(browser_sessions)::int as sessions from sku_sales_traffic_weekly`,
  brandDaily: `select count(*)::int as n, sum(total_sales)::text as sales from brand_daily_sales`,
  asinDaily: `select count(*)::int as n, sum(total_sales)::text as sales from asin_daily_sales`,
  orders: `select count(*)::int as n from orders`,
  orderItems: `select count(*)::int as n, sum(item_price)::text as price, sum(quantity)::int as quantity from order_items`,
  orderLines: `select count(*)::int as n, sum(item_price)::text as price, count(sub_brand_code)::int as sub from order_lines`,
  hourly: `select count(*)::int as n, sum(orders)::int as orders, sum(item_sales)::text as sales from brand_hourly_orders`,
  returns: `select count(*)::int as n, sum(quantity)::int as quantity from customer_returns`,
  inventory: `select count(*)::int as n, sum(doi)::text as doi, sum(sales_last_30_days)::text as sales from brand_inventory`,
  monthly: `select count(*)::int as n, sum(sales_total)::text as sales, sum(ad_spend)::text as spend from brand_monthly_sales`,
  alerts: `select alert_type, count(*)::int as n from alerts group by 1 order by 1`,
  freshness: `select fact, min(first_day)::text as first, max(last_day)::text as last, count(*)::int as n from data_freshness group by 1 order by 1`,
};

export async function demoFactFigures(db: PGlite): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(FIGURES)) figures[name] = (await db.query(query)).rows;
  return figures;
}

/** Opens a PGlite data folder (after its portal stopped) or a snapshot tarball, read only by use. */
export async function openDemoDatabase(source: { folder: string } | { tarball: string }): Promise<PGlite> {
  if ('folder' in source) return PGlite.create(source.folder);
  return PGlite.create({ loadDataDir: new Blob([readFileSync(source.tarball)]) });
}
