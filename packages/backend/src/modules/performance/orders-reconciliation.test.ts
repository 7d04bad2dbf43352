import { addMonths, monthOf, todayUtc } from '@portal/schema';
import { format, lastDayOfMonth, parseISO, subDays } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { refreshBrandDayOrders } from '../seller-data/pipeline/refresh-brand-day-orders.ts';

const US = 'ATVPDKIKX0DER';
const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const yesterday = subDays(parseISO(todayUtc()), 1);
const LAST_7_DAYS = { from: iso(subDays(yesterday, 6)), to: iso(yesterday) };
const LAST_MONTH = addMonths(monthOf(new Date()), -1);
const MONTH = { from: `${LAST_MONTH}-01`, to: iso(lastDayOfMonth(parseISO(`${LAST_MONTH}-01`))) };

type Figures = { revenue: number; units: number; orders: number };

/**
 * One definition of an order (decision 0290): an order counts once for each scope it holds at least
 * one line of. Sales performance, the insights and the monthly report read different tables, so
 * the same days must give the same revenue, units and orders on each.
 */
describe.each(databasesUnderTest())('orders, units and revenue agree across screens on $name', (database) => {
  let api: TestApi;
  let admin: LoginAnswer;
  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = await api.login('admin@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function salesPerformance(period: typeof MONTH, brands?: string): Promise<Figures> {
    const query = new URLSearchParams({ ...period, marketplace: US, interval: 'month' });
    if (brands) query.set('filterBrands', brands);
    const res = await api.call('GET', `/performance/sales?${query}`, { token: admin.accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.totals as Figures;
  }
  async function insights(period: typeof MONTH, brands?: string[]): Promise<Figures> {
    const body = { ...period, marketplace: US, ...(brands ? { brands } : {}) };
    const res = await api.call('POST', '/summary', { token: admin.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = (name: string) =>
      Number((res.body as { metric: string; value: number }[]).find((r) => r.metric === name)?.value);
    return { revenue: value('revenue'), units: value('units'), orders: value('orders') };
  }

  it("gives a brand's month the same orders, units and revenue on sales performance, insights and the monthly report", async () => {
    const sales = await salesPerformance(MONTH, 'MC001');
    const insight = await insights(MONTH, ['MC001']);
    const report = await api.call('GET', `/brandreports/MC001/${LAST_MONTH}`, { token: admin.accessToken });
    const reported = report.body.sales_by_month.find(
      (r: { report_month: string; marketplace_id: string }) =>
        r.report_month === LAST_MONTH && r.marketplace_id === US,
    );

    expect(sales.orders).toBeGreaterThan(100);
    expect(sales.orders).toBe(insight.orders);
    expect(sales.units).toBe(insight.units);
    expect(sales.revenue).toBeCloseTo(insight.revenue, 2);
    expect(reported.sales_total).toBeCloseTo(sales.revenue, 2);
  });

  it('gives the marketplace’s last 7 days the same orders and units on sales performance and insights', async () => {
    const sales = await salesPerformance(LAST_7_DAYS);
    const insight = await insights(LAST_7_DAYS);

    expect(sales.orders).toBeGreaterThan(1000);
    expect(sales.orders).toBe(insight.orders);
    expect(sales.units).toBe(insight.units);
  });

  it('gives every brand the same orders on sales performance and on the insights’ brand rows (ADR 0584)', async () => {
    const query = new URLSearchParams({ ...LAST_7_DAYS, marketplace: US, interval: 'day' });
    const sales = await api.call('GET', `/performance/sales?${query}`, { token: admin.accessToken });
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    const insight = await api.call('POST', '/summary/brand', {
      token: admin.accessToken,
      body: { ...LAST_7_DAYS, marketplace: US },
    });
    expect(insight.status, JSON.stringify(insight.body)).toBe(200);
    const salesOrders = new Map<string, number>(
      (sales.body.rows as { brand_code: string; orders: number }[])
        .filter((r) => r.orders > 0)
        .map((r) => [r.brand_code, r.orders]),
    );
    const insightOrders = new Map<string, number>(
      (insight.body as { brand_code: string; count: number }[])
        .filter((r) => r.count > 0)
        .map((r) => [r.brand_code, r.count]),
    );
    expect(salesOrders.size).toBeGreaterThan(2);
    expect([...insightOrders].sort()).toEqual([...salesOrders].sort());
  });

  /**
   * The sales view reads its orders from the brand-day order rollup where it can (ADR 0618): every
   * brand, one brand; some brands fold the order lines. Each answer is held here to the distinct
   * orders of the order lines themselves, not to another screen reading the same rollup.
   */
  it('counts the sales view’s orders as the distinct orders of the order lines, for every brand, one brand and some brands', async () => {
    type Count = { period: string | null; brand_code: string | null; orders: number };
    // The distinct orders of the lines per week, per brand and in all, for the brands asked (null: every brand).
    const fromLines = async (brands: string[] | null) => {
      const counted = await sql<Count>`
        select to_char(date_trunc('week', purchase_day), 'YYYY-MM-DD') as period, brand_code,
          count(distinct seller_id || ' ' || amazon_order_id)::int as orders
        from order_lines
        where marketplace_id = ${US} and purchase_day between ${MONTH.from}::date and ${MONTH.to}::date
          and brand_code in (select brand_code from brands)
          and (${brands}::text[] is null or brand_code = any(${brands}::text[]))
        group by grouping sets ((), (1), (2))`.execute(api.backend.db);
      return counted.rows;
    };
    // Demo orders hold one brand each: give some of MC001's orders a line of MR001 (as a seller
    // selling both would), and rebuild those days' rollups as the loading path does after a load.
    // Such orders are what tell a distinct count from a sum of the brands' counts. Last test of the
    // file: the earlier ones read the data as seeded.
    const added = await sql<{ day: string }>`
      insert into order_lines (seller_id, marketplace_id, purchase_day, amazon_order_id, seller_sku, brand_code,
        sub_brand_code, buyer_key, quantity, item_price, item_promotion_discount, subscribe_and_save,
        purchase_weekday, purchase_hour)
      select distinct on (seller_id, amazon_order_id) seller_id, marketplace_id, purchase_day, amazon_order_id,
        seller_sku || '-MR', 'MR001', null, buyer_key, quantity, item_price, 0, subscribe_and_save,
        purchase_weekday, purchase_hour
      from order_lines
      where marketplace_id = ${US} and purchase_day between ${MONTH.from}::date and ${MONTH.to}::date
        and brand_code = 'MC001' and amazon_order_id like '%1'
      returning to_char(purchase_day, 'YYYY-MM-DD') as day`.execute(api.backend.db);
    expect(added.rows.length).toBeGreaterThan(10);
    const days = [...new Set(added.rows.map((r) => r.day))];
    await refreshBrandDayOrders(api.backend.db, US, days, null);

    for (const brands of [null, ['MC001'], ['MC001', 'MR001']]) {
      const query = new URLSearchParams({ ...MONTH, marketplace: US, interval: 'week' });
      if (brands) query.set('filterBrands', brands.join(','));
      const res = await api.call('GET', `/performance/sales?${query}`, { token: admin.accessToken });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expected = await fromLines(brands);
      const name = brands?.join(',') ?? 'every brand';
      expect(res.body.totals.orders, name).toBe(
        expected.find((r) => !r.period && !r.brand_code)?.orders ?? 0,
      );
      const periods = (res.body.periods as { period: string; orders: number }[]).filter((p) => p.orders > 0);
      expect(periods.map((p) => [p.period, p.orders]).sort(), name).toEqual(
        expected
          .filter((r) => r.period)
          .map((r) => [r.period, r.orders])
          .sort(),
      );
      const rows = (res.body.rows as { brand_code: string; orders: number }[]).filter((r) => r.orders > 0);
      expect(rows.map((r) => [r.brand_code, r.orders]).sort(), name).toEqual(
        expected
          .filter((r) => r.brand_code)
          .map((r) => [r.brand_code, r.orders])
          .sort(),
      );
    }
  });
});
