import { addMonths, monthOf } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { orderMetrics, returnedUnits } from '../insights/insights.sql.ts';

const LAST_MONTH = addMonths(monthOf(new Date()), -1);

// The seeded demo data, loaded through the pipeline: every screen's sales figure must be the sum of
// the same SKU-day facts.
describe.each(databasesUnderTest())('seller data reconciliation on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** A brand's sales per marketplace over a range, summed from the SKU facts through the catalog. */
  const factSales = async (brandCode: string, from: string, to: string) =>
    (
      await sql<{ marketplace_id: string; sales: number }>`
        select f.marketplace_id, round(sum(f.ordered_product_sales), 2)::float8 as sales
        from sku_sales_traffic_daily f
        join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id
          and c.seller_sku = f.seller_sku
        where c.brand_code = ${brandCode} and f.report_date between ${from}::date and ${to}::date
        group by f.marketplace_id order by 1`.execute(api.backend.db)
    ).rows;

  it('gives the monthly brand report the sum of the daily sales facts', async () => {
    const session = await api.login('manager@demo.test');
    const from = `${LAST_MONTH}-01`;
    const to = sql`(${from}::date + interval '1 month' - interval '1 day')::date`;
    const lastDay =
      (await sql<{ d: string }>`select to_char(${to}, 'YYYY-MM-DD') as d`.execute(api.backend.db)).rows[0]
        ?.d ?? from;
    const facts = await factSales('MC001', from, lastDay);
    expect(facts.length).toBeGreaterThan(0);
    const res = await api.call('GET', `/brandreports/MC001/${LAST_MONTH}`, { token: session.accessToken });
    for (const fact of facts) {
      const month = res.body.sales_by_month.find(
        (r: { report_month: string; marketplace_id: string }) =>
          r.report_month === LAST_MONTH && r.marketplace_id === fact.marketplace_id,
      );
      expect(month.sales_total).toBeCloseTo(fact.sales, 2);
    }
  });

  it('gives TACoS a denominator equal to the facts on every brand, marketplace and day', async () => {
    // brand_daily_sales is what the advertising SQL divides by; no day may differ from its facts.
    const mismatches = await sql<{ n: number }>`
      select count(*)::int as n from brand_daily_sales b
      full join (
        select c.brand_code, f.marketplace_id, f.report_date, sum(f.ordered_product_sales) as sales
        from sku_sales_traffic_daily f
        join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id
          and c.seller_sku = f.seller_sku
        group by 1, 2, 3
      ) f on f.brand_code = b.brand_code and f.marketplace_id = b.marketplace_id and f.report_date = b.report_date
      where b.total_sales is distinct from f.sales`.execute(api.backend.db);
    expect(mismatches.rows[0]?.n).toBe(0);
  });

  it('gives every brand-day of the sales rollup the facts’ sessions, page views and unrounded buy box sessions', async () => {
    const mismatches = await sql<{ n: number; rows: number }>`
      with facts as (
        select coalesce(c.brand_code, a.brand_code) as brand_code, f.marketplace_id, f.report_date,
          sum(f.browser_sessions)::int as browser_sessions, sum(f.mobile_app_sessions)::int as mobile_app_sessions,
          sum(f.browser_page_views)::int as browser_page_views,
          sum(f.mobile_app_page_views)::int as mobile_app_page_views,
          sum((f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0) as buy_box_sessions
        from sku_sales_traffic_daily f
        left join catalog_items c
          on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
        left join (
          select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces group by 1, 2
        ) a on a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
        group by 1, 2, 3
      ),
      rollup as (
        select brand_code, marketplace_id, report_date, browser_sessions, mobile_app_sessions, browser_page_views,
          mobile_app_page_views, buy_box_sessions
        from brand_daily_sales
      )
      select (select count(*)::int from ((table rollup except table facts) union all
          (table facts except table rollup)) d) as n,
        (select count(*)::int from rollup) as rows`.execute(api.backend.db);
    expect(mismatches.rows[0]?.rows).toBeGreaterThan(1000);
    expect(mismatches.rows[0]?.n).toBe(0);
  });

  it('gives the insights’ brand rows of 90 days from the brand-day order and returns rollups as from the lines', async () => {
    const db = api.backend.db;
    const period = {
      from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    };
    const scope = { marketplace: 'ATVPDKIKX0DER', codes: null, sellers: null };
    const fromLines = await orderMetrics(db, scope, period, 'brand');
    const returnedFromLines = await returnedUnits(db, scope, period, 'brand');
    const rollup = await sql<{
      brand_code: string;
      orders: number;
      units: number;
      revenue: number;
      sns_orders: number;
      sns_revenue: number;
    }>`
      select brand_code, sum(orders)::int as orders, sum(units)::int as units,
        round(sum(revenue), 2)::float8 as revenue, sum(sns_orders)::int as sns_orders,
        round(sum(sns_revenue), 2)::float8 as sns_revenue
      from brand_daily_orders
      where marketplace_id = ${scope.marketplace} and purchase_day between ${period.from}::date and ${period.to}::date
      group by 1`.execute(db);
    const returned = await sql<{ brand_code: string; units: number }>`
      select brand_code, sum(units)::int as units from brand_daily_returns
      where marketplace_id = ${scope.marketplace} and return_day between ${period.from}::date and ${period.to}::date
      group by 1`.execute(db);
    const once = await sql<{ orders: number }>`
      select coalesce(sum(orders_once), 0)::int as orders from brand_daily_orders
      where marketplace_id = ${scope.marketplace} and purchase_day between ${period.from}::date and ${period.to}::date`.execute(
      db,
    );
    const total = await orderMetrics(db, scope, period, 'total');

    expect(rollup.rows.length).toBeGreaterThan(5);
    const linesByBrand = Object.fromEntries(
      [...fromLines]
        .filter(([brand]) => brand !== null)
        .map(([brand, m]) => [
          brand,
          {
            orders: m.orders,
            units: m.units,
            revenue: m.revenue,
            sns_orders: m.snsOrders,
            sns_revenue: m.snsRevenue,
          },
        ]),
    );
    const rollupByBrand = Object.fromEntries(rollup.rows.map(({ brand_code, ...m }) => [brand_code, m]));
    expect(rollupByBrand).toEqual(linesByBrand);
    expect(Object.fromEntries(returned.rows.map((r) => [r.brand_code, r.units]))).toEqual(
      Object.fromEntries([...returnedFromLines].filter(([brand]) => brand !== null)),
    );
    // Lines without a brand count only in the total; the demo has none, so the brands' once-counts are it.
    expect(once.rows[0]?.orders).toBe(total.get('total')?.orders);
  });

  it('sums a brand’s 30-day revenue the same from its ASIN rollup as from its SKUs', async () => {
    const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const facts = await factSales('FFP001', from, to);
    const rollup = await sql<{ marketplace_id: string; sales: number }>`
      select marketplace_id, round(sum(total_sales), 2)::float8 as sales from asin_daily_sales
      where brand_code = 'FFP001' and report_date between ${from}::date and ${to}::date
      group by marketplace_id order by 1`.execute(api.backend.db);
    expect(facts.length).toBeGreaterThan(1);
    expect(rollup.rows).toEqual(facts);
  });

  it('keeps the seeded world believable: large catalogs, sub brand SKUs, stock-outs and TACoS below ACoS', async () => {
    const db = api.backend.db;
    const largest = await sql<{ n: number }>`
      select max(n)::int as n from (select count(*) as n from catalog_items group by brand_code, marketplace_id) c`.execute(
      db,
    );
    expect(largest.rows[0]?.n).toBeGreaterThanOrEqual(60);
    const subBrandSkus = await sql<{ n: number }>`
      select count(*)::int as n from catalog_items where brand_code = 'MR100' and sub_brand_code in ('MR100-K', 'MR100-B')`.execute(
      db,
    );
    expect(subBrandSkus.rows[0]?.n).toBeGreaterThan(10);
    const stockOutDays = await sql<{ n: number }>`
      select count(*)::int as n from sku_sales_traffic_daily where buy_box_percentage = 0 and units_ordered = 0`.execute(
      db,
    );
    expect(stockOutDays.rows[0]?.n).toBeGreaterThan(0);
    const ratio = await sql<{ ads: number; sales: number }>`
      select (select sum(advertising_revenue)::float8 from ad_performance_daily where brand_code = 'MC001' and ad_type in ('sp', 'sb')) as ads,
             (select sum(total_sales)::float8 from brand_daily_sales where brand_code = 'MC001') as sales`.execute(
      db,
    );
    expect(ratio.rows[0]?.sales).toBeGreaterThan(ratio.rows[0]?.ads ?? Number.POSITIVE_INFINITY);
  });
  it('sums the seeded order items to the sales facts on every account, day and SKU they cover', async () => {
    const db = api.backend.db;
    const result = await sql<{ compared: number; mismatched: number; returns: number }>`
      with o as (
        select seller_id, marketplace_id, purchase_day as day, seller_sku, sum(item_price) as sales,
          sum(quantity)::int as units, count(*)::int as items
        from order_items where item_status <> 'Cancelled' group by 1, 2, 3, 4),
      s as (
        select seller_id, marketplace_id, report_date as day, seller_sku, ordered_product_sales as sales,
          units_ordered as units, total_order_items as items
        from sku_sales_traffic_daily
        where units_ordered > 0 and report_date >= (select min(purchase_day) from orders))
      select count(*)::int as compared,
        count(*) filter (where s.sales is distinct from o.sales or s.units is distinct from o.units
          or s.items is distinct from o.items)::int as mismatched,
        (select count(*)::int from customer_returns) as returns
      from s full join o using (seller_id, marketplace_id, day, seller_sku)`.execute(db);
    const row = result.rows[0];
    expect(row?.compared).toBeGreaterThan(10_000);
    expect(row?.mismatched).toBe(0);
    expect(row?.returns).toBeGreaterThan(100);
  });
  it('gives each brand inventory the sums of its latest FBA snapshot, and doi from its sales facts', async () => {
    const db = api.backend.db;
    const mismatches = await sql<{ brand_code: string }>`
      with latest as (
        select seller_id, marketplace_id, max(snapshot_day) as day from inventory_snapshots group by 1, 2),
      snap as (
        select coalesce(c.brand_code, a.brand_code) as brand_code, s.marketplace_id,
          sum(s.afn_fulfillable_quantity)::int as available, sum(s.afn_unsellable_quantity)::int as unfulfillable,
          sum(s.afn_total_quantity)::int as total_units,
          sum(s.afn_inbound_working_quantity + s.afn_inbound_shipped_quantity + s.afn_inbound_receiving_quantity)::int
            as inbound,
          sum(r.reserved_customer_orders)::int as customer_order
        from inventory_snapshots s
        join latest l using (seller_id, marketplace_id)
        left join catalog_items c using (seller_id, marketplace_id, seller_sku)
        left join reserved_inventory_snapshots r using (seller_id, marketplace_id, snapshot_day, seller_sku)
        join (select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
          group by 1, 2) a using (seller_id, marketplace_id)
        where s.snapshot_day = l.day and s.afn_listing_exists
        group by 1, 2),
      rolled as (
        select brand_code, marketplace_id, sum(available)::int as available,
          sum(unfulfillable)::int as unfulfillable, sum(total_units)::int as total_units,
          sum(inbound)::int as inbound, sum(customer_order)::int as customer_order
        from brand_inventory group by 1, 2)
      select coalesce(snap.brand_code, rolled.brand_code) as brand_code from snap
      full join rolled using (brand_code, marketplace_id)
      where (snap.available, snap.unfulfillable, snap.total_units, snap.inbound, snap.customer_order)
        is distinct from (rolled.available, rolled.unfulfillable, rolled.total_units, rolled.inbound,
          rolled.customer_order)`.execute(db);
    expect(mismatches.rows).toEqual([]);

    const doi = await sql<{ rows: number; wrong: number }>`
      select count(*)::int as rows, count(*) filter (where b.doi is distinct from
        case when coalesce(d.units, 0) > 0 then round(b.available / (d.units / 30.0), 1) end)::int as wrong
      from brand_inventory b
      left join lateral (
        select sum(units_ordered) as units from sku_sales_traffic_daily f
        where f.seller_id = b.seller_id and f.marketplace_id = b.marketplace_id and f.seller_sku = b.seller_sku
          and f.report_date between b.date - 29 and b.date) d on true`.execute(db);
    expect(doi.rows[0]?.rows).toBeGreaterThan(100);
    expect(doi.rows[0]?.wrong).toBe(0);
  });
});
