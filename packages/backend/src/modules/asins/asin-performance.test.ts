import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { yesterdayUtc } from '../dashboard/dashboard.service.ts';

const US = 'ATVPDKIKX0DER';
const through = yesterdayUtc();
const minus = (n: number) =>
  new Date(Date.parse(`${through}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const range = `from=${minus(6)}&to=${through}`;
const compare = `&compareFrom=${minus(13)}&compareTo=${minus(7)}`;

describe.each(databasesUnderTest())('ASIN performance on $name', (database) => {
  let api: TestApi;
  let token: string;
  let asin: string;
  const get = (path: string, bearer = token) => api.call('GET', path, { token: bearer });

  beforeAll(async () => {
    api = await startTestBackend(database);
    token = (await api.login('manager@demo.test')).accessToken;
    const { rows } = await sql<{ asin: string }>`
      select asin from asin_daily_sales where marketplace_id = ${US} and brand_code = 'MC001'
      group by asin order by count(*) desc, asin limit 1`.execute(api.backend.db);
    asin = rows[0]?.asin as string;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('gives the summary the revenue of the ASIN’s daily rollup over the range', async () => {
    const { rows } = await sql<{ sales: number }>`
      select coalesce(sum(total_sales), 0)::float8 as sales from asin_daily_sales
      where asin = ${asin} and marketplace_id = ${US} and report_date between ${minus(6)}::date and ${through}::date`.execute(
      api.backend.db,
    );

    const res = await get(`/asins/performance/summary/${asin}?${range}`);

    expect(res.status).toBe(200);
    expect(res.body.revenue).toBeCloseTo(rows[0]?.sales ?? -1, 2);
    expect(res.body.old_revenue).toBeNull();
  });

  it('makes the SKU rows and the daily series add up to the summary, with previous values when comparing', async () => {
    const [summary, skus, metric] = await Promise.all([
      get(`/asins/performance/summary/${asin}?${range}${compare}`),
      get(`/asins/performance/skus/${asin}?${range}${compare}`),
      get(`/asins/performance/metric/${asin}?${range}${compare}&metric=revenue,units&interval=day`),
    ]);

    const skuRevenue = skus.body.rows.reduce((s: number, r: { revenue: number }) => s + r.revenue, 0);
    expect(skuRevenue).toBeCloseTo(summary.body.revenue, 1);
    const series = (m: string, type: string) =>
      metric.body.series.find((s: { metric: string; type: string }) => s.metric === m && s.type === type);
    const total = (m: string, type: string) =>
      series(m, type).data.reduce((s: number, d: { value: number }) => s + d.value, 0);
    expect(series('revenue', 'current').data).toHaveLength(7);
    expect(total('revenue', 'current')).toBeCloseTo(summary.body.revenue, 1);
    expect(total('units', 'previous')).toBe(summary.body.old_units);
    expect(summary.body.old_revenue).not.toBeNull();
  });

  it('narrows the summary to the chosen SKUs', async () => {
    const skus = await get(`/asins/performance/skus/${asin}?${range}`);
    const first = skus.body.rows[0];

    const res = await get(
      `/asins/performance/summary/${asin}?${range}&skus=${encodeURIComponent(first.seller_sku)}`,
    );

    expect(res.body.revenue).toBeCloseTo(first.revenue, 2);
    expect(res.body.session).toBe(first.session);
  });

  it('answers another brand’s ASIN to a brand user as not found', async () => {
    const mr = (await api.login('mr@demo.test')).accessToken;

    const res = await get(`/asins/performance/summary/${asin}?${range}`, mr);

    expect(res.status).toBe(404);
  });

  it('refuses a range that runs backwards', async () => {
    const res = await get(`/asins/performance/summary/${asin}?from=${through}&to=${minus(3)}`);

    expect(res.status).toBe(400);
  });
});
