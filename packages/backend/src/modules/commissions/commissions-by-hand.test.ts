import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

type Tier = {
  compare_var: 'sales' | 'units';
  compare_threshold: number;
  value: number;
  value_var: 'FIXED' | 'PERCENTAGE';
  value_from: number;
  value_to: number | null;
};
type Rule = { fixed: number; minimum: number; operator: 'AND' | 'OR'; tiers: Tier[] };
type Month = {
  month: string;
  sales: number;
  units: number;
  days_loaded: number;
  value: number;
  predicted: number;
};

const BRAND = 'HAND01';
const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const percent = (value: number, from: number, to: number | null, threshold = 0): Tier => ({
  compare_var: 'sales',
  compare_threshold: threshold,
  value,
  value_var: 'PERCENTAGE',
  value_from: from,
  value_to: to,
});

// A brand of its own, with sales facts written here so every figure below is worked out by hand:
//   2020-01, finished: 31 days × 1,000 = 31,000 of US sales, 31 × 40 = 1,240 units (and a Canadian
//            sale of 99,999 that a US-dollar rule must not charge);
//   2020-02, under way: 10 of its 29 days loaded × 1,500 = 15,000 and 10 × 40 = 400 units, so its
//            run rate projects 15,000 × 29 / 10 = 43,500 and 400 × 2.9 = 1,160 units.
describe.each(databasesUnderTest())('a commission worked out by hand on $name', (database) => {
  let api: TestApi;
  let token: string;

  async function useRule(rule: Rule) {
    await sql`
      insert into commission_rules (brand_code, fixed, minimum, operator, tiers)
      values (${BRAND}, ${rule.fixed}, ${rule.minimum}, ${rule.operator}, ${JSON.stringify(rule.tiers)}::jsonb)
      on conflict (brand_code) do update set fixed = excluded.fixed, minimum = excluded.minimum,
        operator = excluded.operator, tiers = excluded.tiers`.execute(api.backend.db);
  }
  async function waive(month: string, salesPercentage: number) {
    const res = await api.call('POST', '/brand-commission/override', {
      token,
      body: { brandCode: BRAND, month, salesPercentage },
    });
    expect(res.status).toBe(201);
  }
  async function months(): Promise<[Month, Month]> {
    const res = await api.call('GET', `/brand-commission/detail/${BRAND}?from=2020-01-01&to=2020-02-29`, {
      token,
    });
    expect(res.status).toBe(200);
    return res.body.months as [Month, Month];
  }

  beforeAll(async () => {
    api = await startTestBackend(database);
    token = (await api.login('admin@demo.test')).accessToken;
    const db = api.backend.db;
    await sql`insert into brands (brand_code, name, brand_type, status_id)
      select ${BRAND}, 'Checked by hand', brand_type, status_id from brands where brand_code = 'FFP002'`.execute(
      db,
    );
    const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;
    const rows = [
      ...Array.from({ length: 31 }, (_, i) => [US, day('2020-01', i + 1), 1000, 40] as const),
      ...Array.from({ length: 10 }, (_, i) => [US, day('2020-02', i + 1), 1500, 40] as const),
      [CA, '2020-01-15', 99_999, 500] as const,
    ];
    for (const [marketplace, date, sales, units] of rows) {
      await sql`insert into brand_daily_sales (brand_code, marketplace_id, report_date, total_sales, units_ordered)
        values (${BRAND}, ${marketplace}, ${date}::date, ${sales}, ${units})`.execute(db);
    }
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('reads the facts it is charged on: US-dollar sales only, and the days loaded', async () => {
    await useRule({ fixed: 2500, minimum: 0, operator: 'AND', tiers: [] });

    const [january, february] = await months();

    expect([january.sales, january.units, january.days_loaded]).toEqual([31_000, 1240, 31]);
    expect([february.sales, february.units, february.days_loaded]).toEqual([15_000, 400, 10]);
  });

  it('charges a fixed fee only, whatever the sales', async () => {
    await useRule({ fixed: 2500, minimum: 0, operator: 'AND', tiers: [] });

    const [january, february] = await months();

    expect([january.value, february.value, february.predicted]).toEqual([2500, 2500, 2500]);
  });

  it('adds the fee to marginal brackets under AND (SUM), the upper one from its threshold', async () => {
    await useRule({
      fixed: 1500,
      minimum: 0,
      operator: 'AND',
      tiers: [percent(8, 0, 20_000), percent(5, 20_000, null, 20_000)],
    });

    const [january, february] = await months();

    expect(january.value).toBe(3650); // 1,500 + 8 % × 20,000 + 5 % × 11,000 = 1,500 + 1,600 + 550
    expect(february.value).toBe(2700); // 15,000 is under 20,000: 1,500 + 8 % × 15,000
    expect(february.predicted).toBe(4275); // 43,500: 1,500 + 1,600 + 5 % × 23,500
  });

  it('takes the greater of the fee and the tiers under OR', async () => {
    await useRule({ fixed: 2000, minimum: 1000, operator: 'OR', tiers: [percent(10, 0, null)] });

    const [january, february] = await months();

    expect(january.value).toBe(3100); // 10 % × 31,000 = 3,100 > 2,000
    expect(february.value).toBe(2000); // 10 % × 15,000 = 1,500 < 2,000
    expect(february.predicted).toBe(4350); // 10 % × 43,500
  });

  it('adds a FIXED units tier once the units reach its threshold, projected units included', async () => {
    const bonus: Tier = {
      compare_var: 'units',
      compare_threshold: 1000,
      value: 500,
      value_var: 'FIXED',
      value_from: 0,
      value_to: null,
    };
    await useRule({ fixed: 0, minimum: 750, operator: 'AND', tiers: [percent(6, 0, null), bonus] });

    const [january, february] = await months();

    expect(january.value).toBe(2360); // 6 % × 31,000 + 500 (1,240 units)
    expect(february.value).toBe(900); // 6 % × 15,000; 400 units earn no bonus
    expect(february.predicted).toBe(3110); // 6 % × 43,500 + 500 (1,160 projected units)
  });

  it('charges three brackets, a threshold reached exactly adding an empty band', async () => {
    await useRule({
      fixed: 0,
      minimum: 900,
      operator: 'AND',
      tiers: [percent(7, 0, 15_000), percent(4, 15_000, 60_000, 15_000), percent(2, 60_000, null, 60_000)],
    });

    const [january, february] = await months();

    expect(january.value).toBe(1690); // 7 % × 15,000 + 4 % × 16,000 = 1,050 + 640
    expect(february.value).toBe(1050); // exactly 15,000: the 4 % band is empty
    expect(february.predicted).toBe(2190); // 43,500: 1,050 + 4 % × 28,500
  });

  it('waives a share of gross sales before the tiers, down to the minimum', async () => {
    await useRule({
      fixed: 0,
      minimum: 900,
      operator: 'AND',
      tiers: [percent(7, 0, 15_000), percent(4, 15_000, 60_000, 15_000), percent(2, 60_000, null, 60_000)],
    });
    await waive('2020-01', 90);

    const [january] = await months();

    expect(january.value).toBe(900); // 10 % of 31,000 left: 7 % × 3,100 = 217, under the 900 floor
    await waive('2020-01', 0);
  });

  it('lets a waiver drop a month under a threshold it reached gross', async () => {
    await useRule({
      fixed: 1500,
      minimum: 0,
      operator: 'AND',
      tiers: [percent(8, 0, 20_000), percent(5, 20_000, null, 20_000)],
    });
    await waive('2020-02', 50);

    const [, february] = await months();

    expect(february.value).toBe(2100); // 7,500 left: 1,500 + 8 % × 7,500 = 1,500 + 600
    expect(february.predicted).toBe(3187.5); // half of 43,500 = 21,750: 1,500 + 1,600 + 5 % × 1,750
  });
});
