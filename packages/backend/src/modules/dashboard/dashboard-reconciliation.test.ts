import { percentChange } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { refreshAsinMonthToDate } from '../seller-data/pipeline/refresh-asin-month-to-date.ts';
import { yesterdayUtc } from './dashboard.service.ts';

const US = 'ATVPDKIKX0DER';

// The dashboard's figures against the facts they come from: the SKU-day facts for the watchlist,
// the daily rollup for the movers (each recomputed here from its own rows, not by the service's SQL).
describe.each(databasesUnderTest())('dashboard reconciliation on $name', (database) => {
  let api: TestApi;
  const through = yesterdayUtc();
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email] });
  };
  /** Daily revenue of a brand or ASIN in the US from the rollup, keyed by day. */
  const rollupDays = async (table: 'brand_daily_sales' | 'asin_daily_sales', column: string, key: string) => {
    const { rows } = await sql<{ day: string; sales: number }>`
      select to_char(report_date, 'YYYY-MM-DD') as day, sum(total_sales)::float8 as sales
      from ${sql.table(table)} where ${sql.ref(column)} = ${key} and marketplace_id = ${US}
      group by report_date`.execute(api.backend.db);
    return new Map(rows.map((r) => [r.day, r.sales]));
  };
  const dayMinus = (n: number) =>
    new Date(Date.parse(`${through}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  /** Σ of the days in (through − to, through − from]. */
  const sumDays = (days: Map<string, number>, from: number, to: number) => {
    let total = 0;
    for (let i = from; i < to; i++) total += days.get(dayMinus(i)) ?? 0;
    return total;
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('gives a watched brand a revenue_30d equal to its SKUs’ summed sales over those 30 days', async () => {
    await call('manager@demo.test', 'POST', '/brands/watchlist/watch/MR100');
    const { rows } = await sql<{ sales: number }>`
      select coalesce(round(sum(f.ordered_product_sales), 2), 0)::float8 as sales
      from sku_sales_traffic_daily f
      join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id
        and c.seller_sku = f.seller_sku
      where c.brand_code = 'MR100' and f.marketplace_id = ${US}
        and f.report_date between ${through}::date - 29 and ${through}::date`.execute(api.backend.db);
    const facts = rows[0]?.sales ?? 0;

    const res = await call('manager@demo.test', 'GET', '/brands/watchlist/get');

    expect(facts).toBeGreaterThan(0);
    const row = res.body.rows.find((r: { brand_code: string }) => r.brand_code === 'MR100');
    expect(row.revenue_30d).toBeCloseTo(facts, 2);
    expect(res.body).toMatchObject({ currency: 'USD', through });
  });

  it('gives every brand gainer of 7 days a change equal to the rollup’s last 7 days minus the 7 before', async () => {
    const res = await call('admin@demo.test', 'GET', '/brands/gainers/7d');

    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(0);
    for (const mover of res.body.rows.slice(0, 4)) {
      const days = await rollupDays('brand_daily_sales', 'brand_code', mover.brand_code);
      expect(mover.revenue_amount).toBeCloseTo(sumDays(days, 0, 7) - sumDays(days, 7, 14), 2);
      expect(mover.revenue_amount).toBeGreaterThan(0);
    }
  });

  it('gives every ASIN loser of 30 days a negative change equal to the rollup’s difference', async () => {
    const res = await call('admin@demo.test', 'GET', '/asins/losers/30d');

    expect(res.body.rows.length).toBeGreaterThan(0);
    const amounts = res.body.rows.map((r: { revenue_amount: number }) => r.revenue_amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const mover of res.body.rows.slice(0, 4)) {
      const days = await rollupDays('asin_daily_sales', 'asin', mover.asin);
      expect(mover.revenue_amount).toBeCloseTo(sumDays(days, 0, 30) - sumDays(days, 30, 60), 2);
      expect(mover.revenue_amount).toBeLessThan(0);
    }
  });

  it('lists only ASINs whose page opens: sales of an ASIN no listing names make no mover', async () => {
    // An ASIN sold under MC001's account with no catalog row, and the biggest gain of the day.
    await sql`
      insert into asin_daily_sales (brand_code, marketplace_id, asin, report_date, total_sales, units_ordered,
        total_order_items, sessions, page_views, buy_box_sessions)
      values ('MC001', ${US}, 'B0UNLISTED1', ${through}::date, 9999999, 1, 1, 1, 1, 1)`.execute(
      api.backend.db,
    );
    // Kept with its ASIN-days as the loading path keeps it: the movers read the month-to-date rows.
    await refreshAsinMonthToDate(api.backend.db, US, [through], ['MC001']);

    const res = await call('admin@demo.test', 'GET', '/asins/gainers/1d');
    await sql`delete from asin_daily_sales where asin = 'B0UNLISTED1'`.execute(api.backend.db);
    await refreshAsinMonthToDate(api.backend.db, US, [through], ['MC001']);

    expect(res.status).toBe(200);
    const asins = res.body.rows.map((r: { asin: string }) => r.asin);
    expect(asins.length).toBeGreaterThan(0);
    expect(asins).not.toContain('B0UNLISTED1');
    for (const asin of asins.slice(0, 4))
      expect((await call('admin@demo.test', 'GET', `/asins/${asin}`)).status).toBe(200);
  });

  it('keeps a brand user’s movers within its brand', async () => {
    const gainers = await call('mr-sub@demo.test', 'GET', '/brands/gainers/30d');
    const losers = await call('mr-sub@demo.test', 'GET', '/brands/losers/30d');

    const codes = [...gainers.body.rows, ...losers.body.rows].map(
      (r: { brand_code: string }) => r.brand_code,
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(['MR100', 'MR100-K', 'MR100-B']).toContain(code);
  });

  it('gives a new brand the percent change of each window against the window before', async () => {
    const res = await call('admin@demo.test', 'GET', '/brand-revenue/new/revenue?brands=MR100');

    const days = await rollupDays('brand_daily_sales', 'brand_code', 'MR100');
    expect(res.body.items).toEqual([
      {
        brand_code: 'MR100',
        revenue_1d: percentChange(sumDays(days, 0, 1), sumDays(days, 1, 2)),
        revenue_7d: percentChange(sumDays(days, 0, 7), sumDays(days, 7, 14)),
        revenue_30d: percentChange(sumDays(days, 0, 30), sumDays(days, 30, 60)),
      },
    ]);
  });

  it('lists a watched ASIN with its 7-day revenue from the rollup', async () => {
    const { rows } = await sql<{ asin: string }>`
      select asin from asin_daily_sales where brand_code = 'MC001' and marketplace_id = ${US}
      group by asin order by sum(total_sales) desc limit 1`.execute(api.backend.db);
    const asin = rows[0]?.asin as string;
    await call('mc@demo.test', 'POST', `/asins/watchlist/watch/${asin}`);

    const res = await call('mc@demo.test', 'GET', '/asins/watchlist/get');

    const days = await rollupDays('asin_daily_sales', 'asin', asin);
    expect(res.body.rows).toEqual([
      expect.objectContaining({ asin, revenue_7d: Math.round(sumDays(days, 0, 7) * 100) / 100 }),
    ]);
  });

  it('answers a brand user’s own 30-day revenue trend, one row per day ending yesterday', async () => {
    const res = await call('mr@demo.test', 'GET', '/brand-revenue/trend');

    expect(res.status).toBe(200);
    expect(res.body.brand_code).toBe('MR001');
    expect(res.body.rows).toHaveLength(30);
    expect(res.body.rows.at(-1).date).toBe(through);
  });

  it('refuses a brand user another brand’s trend', async () => {
    const res = await call('mr@demo.test', 'GET', '/brand-revenue/trend?brand=MC001');

    expect(res.status).toBe(403);
  });
});
