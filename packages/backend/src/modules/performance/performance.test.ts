import { addMonths, monthOf } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { refreshSkuWeeks } from '../seller-data/pipeline/refresh-sku-weeks.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const US = 'ATVPDKIKX0DER';
type Row = Record<string, number | string | null>;

// The seeded template database: every figure of the screen must be the sum of the same SKU-day facts.
describe.each(databasesUnderTest())('overall performance calls on $name', (database) => {
  let api: TestApi;
  let admin: LoginAnswer;
  const range = { from: day(-30), to: day(-1) };
  const compare = { compareFrom: day(-60), compareTo: day(-31) };

  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = await api.login('admin@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  const query = (params: Record<string, string | undefined>) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
      .join('&');
  const skus = (session: LoginAnswer, params: Record<string, string | undefined>) =>
    api.call('GET', `/performance/skus?${query(params)}`, { token: session.accessToken });
  const post = (session: LoginAnswer, path: string, body: unknown) =>
    api.call('POST', path, { token: session.accessToken, body });

  async function allRows(session: LoginAnswer, params: Record<string, string | undefined>) {
    const rows: Row[] = [];
    for (let page = 0; ; page++) {
      const res = await skus(session, { ...params, page: String(page), pageSize: '50' });
      expect(res.status).toBe(200);
      rows.push(...res.body.rows);
      if (rows.length >= res.body.count) return { rows, count: res.body.count as number };
    }
  }
  const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + Number(r[field] ?? 0), 0);

  it('gives the summary the revenue of the grid’s rows and of the chart’s points, in both periods', async () => {
    const filters = { ...range, ...compare, filterBrands: 'MR100' };
    const { rows, count } = await allRows(admin, filters);
    const summary = await post(admin, '/performance/summary', { ...filters, filterBrands: ['MR100'] });
    const chart = await post(admin, '/performance/metric', {
      ...filters,
      filterBrands: ['MR100'],
      metric: ['revenue', 'units'],
    });

    expect(count).toBeGreaterThan(50);
    expect(summary.body.revenue).toBeGreaterThan(0);
    expect(sum(rows, 'revenue')).toBeCloseTo(summary.body.revenue, 1);
    expect(sum(rows, 'old_revenue')).toBeCloseTo(summary.body.old_revenue, 1);
    expect(sum(rows, 'units')).toBe(summary.body.units);
    const series = (type: string, metric: string) =>
      chart.body.find((s: { type: string; metric: string }) => s.type === type && s.metric === metric);
    const points = (type: string, metric: string) =>
      series(type, metric).data.reduce((s: number, p: { value: number }) => s + p.value, 0);
    expect(series('current', 'revenue').data).toHaveLength(30);
    expect(points('current', 'revenue')).toBeCloseTo(summary.body.revenue, 1);
    expect(points('previous', 'revenue')).toBeCloseTo(summary.body.old_revenue, 1);
    expect(points('current', 'units')).toBe(summary.body.units);
  });

  it('gives the summary of a whole month the monthly report’s sales, marketplace by marketplace', async () => {
    const month = addMonths(monthOf(new Date()), -1);
    const from = `${month}-01`;
    const to = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const report = await api.call('GET', `/brandreports/MC001/${month}`, { token: admin.accessToken });
    const months = report.body.sales_by_month.filter(
      (r: { report_month: string }) => r.report_month === month,
    );

    expect(months.length).toBeGreaterThan(0);
    for (const m of months as Array<{ marketplace_id: string; sales_total: number }>) {
      const summary = await post(admin, '/performance/summary', {
        from,
        to,
        filterBrands: ['MC001'],
        marketplace: [m.marketplace_id],
      });
      expect(summary.body.revenue).toBeCloseTo(m.sales_total, 2);
    }
  });

  it('computes buy box % and conversion from summed parts, not as an average of rows', async () => {
    const facts = await sql<{ sessions: number; bb: number; units: number }>`
      select sum(f.browser_sessions + f.mobile_app_sessions)::float8 as sessions,
        sum((f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage)::float8 as bb,
        sum(f.units_ordered)::float8 as units
      from sku_sales_traffic_daily f
      join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id
        and c.seller_sku = f.seller_sku
      where c.brand_code = 'MC001' and f.marketplace_id = ${US}
        and f.report_date between ${range.from}::date and ${range.to}::date`.execute(api.backend.db);
    const expected = facts.rows[0] as { sessions: number; bb: number; units: number };
    const summary = await post(admin, '/performance/summary', { ...range, filterBrands: ['MC001'] });
    const { rows } = await allRows(admin, { ...range, filterBrands: 'MC001' });
    const averageOfRows = rows.reduce((s, r) => s + Number(r.buy_box ?? 0), 0) / rows.length;

    expect(summary.body.session).toBe(expected.sessions);
    expect(summary.body.buy_box).toBeCloseTo(expected.bb / expected.sessions, 2);
    expect(summary.body.conversion).toBeCloseTo((100 * expected.units) / expected.sessions, 2);
    expect(Math.abs(averageOfRows - summary.body.buy_box)).toBeGreaterThan(0.01);
  });

  it('sorts the grid by the column asked for', async () => {
    const res = await skus(admin, { ...range, sortBy: 'units', sortDirection: 'asc', filterBrands: 'MR001' });
    const units = res.body.rows.map((r: Row) => r.units);

    expect(units).toEqual([...units].sort((a: number, b: number) => a - b));
    expect(res.body.rows).toHaveLength(Math.min(40, res.body.count));
  });

  it('forces a brand user’s brand filter to its brand and sub brands', async () => {
    const mrSub = await api.login('mr-sub@demo.test');
    const subs = mrSub.sub_brand_codes as string[];
    const own = await allRows(mrSub, { ...range, groupBy: 'brand_code' });
    const other = await skus(mrSub, { ...range, filterBrands: 'MC001' });
    const sub = await allRows(mrSub, { ...range, filterBrands: subs[0] });

    expect(subs.length).toBeGreaterThan(0);
    expect(own.rows.map((r) => r.brand_code)).toContain('MR100');
    expect(own.rows.every((r) => [mrSub.brand_code, ...subs].includes(String(r.brand_code)))).toBe(true);
    expect(other.body.count).toBe(0);
    expect(sub.count).toBeGreaterThan(0);
    expect(sub.rows.every((r) => r.sub_brand_code === subs[0] || r.brand_code === subs[0])).toBe(true);
  });

  it('ignores the account manager filter of a brand user and applies a manager’s', async () => {
    const mr = await api.login('mr@demo.test');
    const manager = await api.login('manager@demo.test');
    const asBrand = await skus(mr, {
      ...range,
      groupBy: 'brand_code',
      filterAccountManagers: 'nobody@x.test',
    });
    const managed = await allRows(admin, {
      ...range,
      groupBy: 'brand_code',
      filterAccountManagers: String(manager.email),
    });

    expect(asBrand.body.rows.map((r: Row) => r.brand_code)).toEqual(['MR001']);
    expect(managed.count).toBeGreaterThan(0);
    expect(managed.rows.every((r) => r.account_manager === String(manager.email))).toBe(true);
  });

  it('refuses the calls to brand types other than mc, mr and ecom3k (spec 1 §6.2)', async () => {
    const ffp = await api.login('ffp@demo.test');
    const ecom3k = await api.login('ecom3k@demo.test');

    expect((await skus(ffp, range)).status).toBe(403);
    expect((await post(ffp, '/performance/summary', range)).status).toBe(403);
    expect((await skus(ecom3k, range)).status).toBe(200);
  });

  it('refuses a reversed range and an unknown marketplace', async () => {
    const reversed = await skus(admin, { from: range.to, to: range.from });
    const unknown = await post(admin, '/performance/summary', { ...range, marketplace: ['NOPE'] });

    expect(reversed.status).toBe(400);
    expect(unknown.status).toBe(400);
  });

  it('records page views of ecom3k users as first-party events, and refuses them from mc users', async () => {
    const ecom3k = await api.login('ecom3k@demo.test');
    const mc = await api.login('mc@demo.test');

    const recorded = await post(ecom3k, '/analytics/page-views', { path: '/performance' });
    const refused = await post(mc, '/analytics/page-views', { path: '/performance' });
    const events = await sql<{ brand_code: string; path: string }>`
      select brand_code, path from page_view_events`.execute(api.backend.db);

    expect(recorded.status).toBe(204);
    expect(refused.status).toBe(403);
    expect(events.rows).toEqual([{ brand_code: 'E3K001', path: '/performance' }]);
  });
  it('groups by brand, the brand rows adding up to the summary', async () => {
    const brands = await skus(admin, { ...range, groupBy: 'brand_code', pageSize: '200' });
    const summary = await post(admin, '/performance/summary', range);

    expect(brands.body.count).toBeGreaterThan(5);
    expect(sum(brands.body.rows, 'revenue')).toBeCloseTo(summary.body.revenue, 1);
    expect(brands.body.rows.every((r: Row) => r.seller_sku === null && r.brand_name)).toBe(true);
    expect(sum(brands.body.rows, 'page_views_percentage')).toBeCloseTo(100, 0);
  });

  it('gives /performance-sales a month equal to the monthly report, its periods adding up to the totals', async () => {
    const month = addMonths(monthOf(new Date()), -1);
    const from = `${month}-01`;
    const to = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const report = await api.call('GET', `/brandreports/MC001/${month}`, { token: admin.accessToken });
    const reported = report.body.sales_by_month.find(
      (r: { report_month: string; marketplace_id: string }) =>
        r.report_month === month && r.marketplace_id === US,
    );
    const monthly = await api.call(
      'GET',
      `/performance/sales?${query({ from, to, filterBrands: 'MC001', interval: 'month' })}`,
      {
        token: admin.accessToken,
      },
    );
    const daily = await api.call('GET', `/performance/sales?${query({ from, to, filterBrands: 'MC001' })}`, {
      token: admin.accessToken,
    });

    expect(monthly.body.totals.revenue).toBeCloseTo(reported.sales_total, 2);
    expect(monthly.body.periods).toHaveLength(1);
    expect(monthly.body.periods[0].revenue).toBeCloseTo(reported.sales_total, 2);
    expect(daily.body.interval).toBe('day');
    expect(sum(daily.body.periods, 'revenue')).toBeCloseTo(reported.sales_total, 1);
    expect(sum(daily.body.periods, 'units')).toBe(daily.body.totals.units);
    expect(daily.body.totals.asp).toBeCloseTo(daily.body.totals.revenue / daily.body.totals.units, 2);
    expect(daily.body.currency_code).toBe('USD');
  });

  it('gives /performance-sales last year’s figures of the same days, and scopes brand users', async () => {
    const lastYear = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
    const now = await api.call('GET', `/performance/sales?${query(range)}`, { token: admin.accessToken });
    const before = await api.call(
      'GET',
      `/performance/sales?${query({ from: lastYear(range.from), to: lastYear(range.to) })}`,
      { token: admin.accessToken },
    );
    const mr = await api.login('mr@demo.test');
    const asBrand = await api.call(
      'GET',
      `/performance/sales?${query({ ...range, filterBrands: 'MC001,MR001' })}`,
      {
        token: mr.accessToken,
      },
    );

    expect(now.body.totals.ly_revenue).toBeGreaterThan(0);
    expect(now.body.totals.ly_revenue).toBeCloseTo(before.body.totals.revenue, 1);
    expect(now.body.totals.ly_units).toBe(before.body.totals.units);
    expect(asBrand.body.rows.map((r: Row) => r.brand_code)).toEqual(['MR001']);
  });

  it('gives /performance-sales the revenue and units of /performance for the same scope and days, and last year’s of the same days', async () => {
    const lastYear = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
    const previous = { compareFrom: lastYear(range.from), compareTo: lastYear(range.to) };
    // All brands (the chart then reads the brand-day rollup, as the sales do) and one brand (the SKU facts).
    for (const brand of [undefined, 'MC001']) {
      const filterBrands = brand ? [brand] : undefined;
      const sales = await api.call('GET', `/performance/sales?${query({ ...range, filterBrands: brand })}`, {
        token: admin.accessToken,
      });
      const summary = await post(admin, '/performance/summary', { ...range, ...previous, filterBrands });
      const chart = await post(admin, '/performance/metric', {
        ...range,
        ...previous,
        filterBrands,
        metric: ['revenue', 'units'],
        interval: 'day',
      });
      const series = (type: string, metric: string) =>
        chart.body.find((s: { type: string; metric: string }) => s.type === type && s.metric === metric)
          .data as { date: string; value: number }[];
      const name = brand ?? 'all brands';

      expect(sales.status, name).toBe(200);
      expect(sales.body.interval, name).toBe('day');
      expect(sales.body.totals.revenue, name).toBeGreaterThan(0);
      expect(sales.body.totals.ly_revenue, name).toBeGreaterThan(0);
      expect(sales.body.totals.revenue, name).toBeCloseTo(summary.body.revenue, 1);
      expect(sales.body.totals.units, name).toBe(summary.body.units);
      expect(sales.body.totals.ly_revenue, name).toBeCloseTo(summary.body.old_revenue, 1);
      expect(sales.body.totals.ly_units, name).toBe(summary.body.old_units);
      // Day by day: each sales period is the chart's point of that day.
      const periods = sales.body.periods as Array<{ period: string; revenue: number; units: number }>;
      expect(periods.map((p) => p.period)).toEqual(series('current', 'revenue').map((p) => p.date));
      for (const [i, p] of periods.entries()) {
        expect(p.revenue, `${name} ${p.period}`).toBeCloseTo(
          series('current', 'revenue')[i]?.value ?? Number.NaN,
          2,
        );
        expect(p.units, `${name} ${p.period}`).toBe(series('current', 'units')[i]?.value);
      }
    }
  });

  // Last: it adds a second SKU (a used-condition offer) to an ASIN, which the other tests must not see.
  it('expands an ASIN condition row into its SKUs, which add up to it', async () => {
    const db = api.backend.db;
    const first = await skus(admin, { ...range, groupBy: 'asin_conditions', filterBrands: 'MR100' });
    const asin = first.body.rows[0] as Row;
    await sql`
      insert into catalog_items (seller_id, marketplace_id, seller_sku, brand_code, sub_brand_code, asin,
        parent_asin, product_name, fulfillment)
      select seller_id, marketplace_id, seller_sku || '-USED', brand_code, sub_brand_code, asin, parent_asin,
        product_name, 'FBM'
      from catalog_items where asin = ${asin.asin} and marketplace_id = ${US}`.execute(db);
    await sql`
      insert into sku_sales_traffic_daily
      select seller_id, marketplace_id, report_date, seller_sku || '-USED', asin, parent_asin,
        ordered_product_sales / 2, currency_code, units_ordered, total_order_items, browser_sessions,
        mobile_app_sessions, browser_page_views, mobile_app_page_views, buy_box_percentage
      from sku_sales_traffic_daily
      where asin = ${asin.asin} and marketplace_id = ${US} and report_date = ${range.to}::date`.execute(db);
    // Written straight into the SKU-day facts: their weeks are rebuilt as the loading path would.
    const sellers = await sql<{ seller_id: string }>`
      select distinct seller_id from sku_sales_traffic_daily
      where seller_sku like '%-USED' and marketplace_id = ${US}`.execute(db);
    for (const { seller_id } of sellers.rows)
      await refreshSkuWeeks(db, { sellerId: seller_id, marketplaceId: US }, [range.to]);

    const grouped = await skus(admin, {
      ...range,
      groupBy: 'asin_conditions',
      filterAsins: String(asin.asin),
    });
    const row = grouped.body.rows[0] as Row;
    const expanded = await skus(admin, { ...range, groupBy: 'sku', filterAsins: String(asin.asin) });

    expect(row.sku_count).toBe(2);
    expect(expanded.body.count).toBe(2);
    expect(expanded.body.rows.every((r: Row) => r.asin === asin.asin)).toBe(true);
    expect(sum(expanded.body.rows, 'revenue')).toBeCloseTo(Number(row.revenue), 1);
    expect(sum(expanded.body.rows, 'page_views_percentage')).toBeCloseTo(100, 0);
  });
});
