import { addIsoDays, todayUtc } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const PERIOD = { from: dayBefore(28), to: dayBefore(1) };
const COMPARE = { compareFrom: dayBefore(56), compareTo: dayBefore(29) };

interface Row {
  brand_code?: string;
  seller_sku?: string;
  metric?: string;
  label?: string;
  value?: number | null;
  old_value?: number | null;
  count?: number | null;
  percentage?: number | null;
  repeating_percentage?: number | null;
  units_returned?: number | null;
  values?: number[];
  old_average_order?: number | null;
}

// Every insight card reads the seeded orders and returns; the cards must agree with each other and
// with the sales facts.
describe.each(databasesUnderTest())('performance insights on $name', (database) => {
  let api: TestApi;
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const session = await api.login(email);
    tokens.set(email, session.accessToken);
    return session.accessToken;
  };
  const post = async (path: string, body: object, email = 'admin@demo.test') =>
    api.call('POST', path, { token: await token(email), body });
  const rows = async (path: string, body: object = {}, email = 'admin@demo.test'): Promise<Row[]> => {
    const res = await post(path, { ...PERIOD, ...body }, email);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as Row[];
  };
  const get = async (path: string, query: Record<string, string>, email = 'admin@demo.test') =>
    api.call('GET', `${path}?${new URLSearchParams({ ...PERIOD, ...query })}`, { token: await token(email) });
  const metric = (list: Row[], name: string) => list.find((r) => r.metric === name)?.value;

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("sums the heatmap's cells to the period's orders, and the brands' rows to the totals", async () => {
    const summary = await rows('/summary');
    const orders = metric(summary, 'orders') ?? 0;
    expect(orders).toBeGreaterThan(1000);
    const heatmap = await rows('/heatmap');
    expect(heatmap.map((r) => r.label)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(heatmap.every((r) => r.values?.length === 24)).toBe(true);
    expect(heatmap.flatMap((r) => r.values ?? []).reduce((a, b) => a + b, 0)).toBe(orders);
    const brands = await rows('/summary/brand');
    const revenue = brands.reduce((a, r) => a + (r.value ?? 0), 0);
    expect(revenue).toBeCloseTo(metric(summary, 'revenue') ?? -1, 2);
  });

  it("gives the summary's revenue and units the sales facts of the same days", async () => {
    const summary = await rows('/summary');
    const facts = await sql<{ sales: number; units: number }>`
      select round(sum(ordered_product_sales), 2)::float8 as sales, sum(units_ordered)::int as units
      from sku_sales_traffic_daily
      where marketplace_id = 'ATVPDKIKX0DER' and report_date between ${PERIOD.from}::date and ${PERIOD.to}::date`.execute(
      api.backend.db,
    );
    expect(metric(summary, 'revenue')).toBeCloseTo(facts.rows[0]?.sales ?? -1, 2);
    expect(metric(summary, 'units')).toBe(facts.rows[0]?.units);
  });

  it('sums the return pies to the units returned, and a reason’s SKUs to the reason', async () => {
    const summary = await rows('/summary');
    const returned = metric(summary, 'units_returned') ?? 0;
    expect(returned).toBeGreaterThan(20);
    for (const returnBy of ['reason', 'disposition']) {
      const pie = await rows('/fba-returns', { returnBy });
      expect(pie.reduce((a, r) => a + (r.units_returned ?? 0), 0)).toBe(returned);
      expect(pie.reduce((a, r) => a + (r.percentage ?? 0), 0)).toBeCloseTo(100, 0);
    }
    const [top] = await rows('/fba-returns', { returnBy: 'reason' });
    const skus = await rows('/fba-returns', { returnBy: 'reason', value: top?.label });
    expect(skus.reduce((a, r) => a + (r.units_returned ?? 0), 0)).toBe(top?.units_returned);
    const sku = skus[0]?.seller_sku ?? '';
    const page = await get('/performance/fba-returns/sku', {
      seller_sku: sku,
      returnBy: 'reason',
      value: top?.label ?? '',
      pageSize: '2',
    });
    expect(page.status).toBe(200);
    const body = page.body as { count: number; rows: { seller_sku: string; reason: string }[] };
    expect(body.rows.length).toBeLessThanOrEqual(2);
    expect(body.rows.every((r) => r.seller_sku === sku && r.reason === top?.label)).toBe(true);
    const count = await get('/performance/fba-returns/count', {
      seller_sku: sku,
      returnBy: 'reason',
      value: top?.label ?? '',
    });
    expect((count.body as { count: number }).count).toBe(body.count);
  });

  it('never counts more repeat purchasers than buyers, in total or per brand', async () => {
    const [total] = await rows('/purchasers');
    expect(total?.count).toBeGreaterThan(0);
    expect(total?.value).toBeGreaterThan(0);
    expect(total?.value ?? 0).toBeLessThanOrEqual(total?.count ?? 0);
    for (const brand of await rows('/purchasers/brand')) {
      expect(brand.value ?? 0).toBeLessThanOrEqual(brand.count ?? 0);
      expect(brand.repeating_percentage ?? 0).toBeLessThanOrEqual(100);
    }
  });

  it('carries old values when comparing, and only then', async () => {
    const plain = await rows('/average-order');
    expect(plain[0]).not.toHaveProperty('old_average_order');
    const compared = await rows('/average-order', COMPARE);
    expect(compared[0]?.old_average_order).toBeGreaterThan(0);
    const rate = await rows('/return-rate', COMPARE);
    expect(rate[0]).toHaveProperty('old_percentage');
    const sns = await rows('/sub-and-save', COMPARE);
    expect(sns[0]?.count).toBeGreaterThan(0);
    expect(sns[0]).toHaveProperty('old_count');
  });

  it("drills a brand's promotion codes and heatmap down to its SKUs", async () => {
    const codes = await rows('/promo-codes');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes[0]?.label).toMatch(/-SAVE10$/);
    const brands = await rows('/promo-codes/brand');
    const brand = brands[0]?.brand_code ?? '';
    const skus = await rows('/promo-codes/sku', { brand });
    expect(skus.reduce((a, r) => a + (r.count ?? 0), 0)).toBeGreaterThanOrEqual(brands[0]?.count ?? 0);
    const [best] = await (async () => {
      const res = await get('/performance/summary/sku', { brand });
      return res.body as Row[];
    })();
    const heat = await get('/performance/heatmap/sku', { brand, seller_sku: best?.seller_sku ?? '' });
    const cells = (heat.body as Row[]).flatMap((r) => r.values ?? []).reduce((a, b) => a + b, 0);
    expect(cells).toBe(best?.count);
  });

  it("narrows staff to an account manager's brands", async () => {
    const managed = await sql<{ manager: string; brands: string[] }>`
      select account_manager_id::text as manager, array_agg(brand_code order by brand_code) as brands
      from brands where account_manager_id is not null group by 1 order by count(*) desc limit 1`.execute(
      api.backend.db,
    );
    const manager = managed.rows[0];
    expect(manager).toBeDefined();
    const rowsOf = await rows('/summary/brand', { accountManagers: [manager?.manager] });
    expect(rowsOf.length).toBeGreaterThan(0);
    expect(rowsOf.every((r) => manager?.brands.includes(r.brand_code ?? ''))).toBe(true);
    const all = await rows('/summary/brand');
    expect(rowsOf.length).toBeLessThan(all.length);
  });

  it('reads a brand user its own brand only, and refuses another brand', async () => {
    const own = await rows('/summary/brand', {}, 'mr@demo.test');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.brand_code === 'MR001')).toBe(true);
    const other = await post('/summary', { ...PERIOD, brands: ['MC001'] }, 'mr@demo.test');
    expect(other.status).toBe(403);
    const ffp = await post('/summary', PERIOD, 'ffp@demo.test');
    expect(ffp.status).toBe(403);
  });

  it('refuses a period that ends before it starts, or a comparison without its end', async () => {
    const backwards = await post('/summary', { from: PERIOD.to, to: PERIOD.from });
    expect(backwards.status).toBe(400);
    const half = await post('/summary', { ...PERIOD, compareFrom: COMPARE.compareFrom });
    expect(half.status).toBe(400);
  });
});
