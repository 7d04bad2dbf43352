import { type CommissionRule, commissionOf, currencyOf } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

type Month = {
  month: string;
  sales: number;
  units: number;
  days_loaded: number;
  days_in_month: number;
  value: number;
  predicted: number;
};

// Numbers that must agree across calls (CONVENTIONS 'reconciliation test'): the seeded facts, the
// one commission function, the detail, the table and the chart.
describe.each(databasesUnderTest())(
  'commissions reconcile with the seeded daily sales on $name',
  (database) => {
    let api: TestApi;
    let token: string;
    let lastDay: string;
    const get = (path: string) => api.call('GET', path, { token });

    /** The month's gross sales and units of the brand in its US-dollar marketplaces, straight from SQL. */
    async function monthSales(brand: string, month: string) {
      const { rows } = await sql<{ marketplace_id: string; sales: string; units: number }>`
      select marketplace_id, sum(total_sales)::text as sales, sum(units_ordered)::int as units
      from brand_daily_sales
      where brand_code = ${brand} and to_char(report_date, 'YYYY-MM') = ${month}
      group by 1`.execute(api.backend.db);
      const usd = rows.filter((r) => currencyOf(r.marketplace_id) === 'USD');
      expect(rows.length).toBeGreaterThan(usd.length); // the other currency's sales are really left out
      return {
        sales: usd.reduce((s, r) => s + Number(r.sales), 0),
        units: usd.reduce((s, r) => s + r.units, 0),
      };
    }

    beforeAll(async () => {
      api = await startTestBackend(database);
      token = (await api.login('admin@demo.test')).accessToken;
      const { rows } = await sql<{ day: string }>`
      select to_char(max(report_date), 'YYYY-MM-DD') as day from brand_daily_sales where brand_code = 'MC001'
        and marketplace_id = 'ATVPDKIKX0DER'`.execute(api.backend.db);
      lastDay = rows[0]?.day ?? '';
    });
    afterAll(async () => {
      await api?.stop();
    });

    const previousMonth = () => {
      const [y, m] = lastDay.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
    };

    it('charges a finished, waived month the function of its summed daily sales', async () => {
      const month = previousMonth();
      const rule = (await get('/brand-commission/rule/MC001')).body as CommissionRule;
      const detail = (await get(`/brand-commission/detail/MC001?from=${month}-01&to=${month}-01`)).body;
      const facts = await monthSales('MC001', month);

      const [row] = detail.months as Month[];
      expect(row?.sales).toBeCloseTo(facts.sales, 2);
      expect(row?.units).toBe(facts.units);
      expect(row?.days_loaded).toBe(row?.days_in_month);
      // The seed waives 5 % of MC001's gross sales last month.
      expect(row?.value).toBe(commissionOf(rule, facts, 5));
      expect(row?.value).not.toBe(commissionOf(rule, facts, 0));
      expect(row?.predicted).toBe(row?.value);
    });

    it('predicts the unfinished month from its loaded days’ run rate', async () => {
      const month = lastDay.slice(0, 7);
      const rule = (await get('/brand-commission/rule/MC001')).body as CommissionRule;
      const [row] = (await get(`/brand-commission/detail/MC001?from=${month}-01&to=${lastDay}`)).body
        .months as Month[];
      const facts = await monthSales('MC001', month);
      const daysLoaded = Number(lastDay.slice(8, 10));

      expect(row?.days_loaded).toBe(daysLoaded);
      expect(row?.value).toBe(commissionOf(rule, facts));
      if (daysLoaded < (row?.days_in_month ?? 0)) {
        const factor = (row?.days_in_month ?? 0) / daysLoaded;
        expect(row?.predicted).toBe(
          commissionOf(rule, { sales: facts.sales * factor, units: facts.units * factor }),
        );
      } else {
        expect(row?.predicted).toBe(row?.value);
      }
    });

    it('agrees between the table, the chart and each brand’s detail, month by month, with a compare range', async () => {
      const monthStart = (back: number) =>
        new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)) - 1 - back, 1))
          .toISOString()
          .slice(0, 10);
      const from = monthStart(5);
      const compareFrom = monthStart(11);
      const compareTo = new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10);
      const rows = (
        await get(
          `/brand-commission/all?from=${from}&to=${lastDay}&compareFrom=${compareFrom}&compareTo=${compareTo}`,
        )
      ).body as Array<{
        brand_code: string;
        value: number;
        predicted: number;
        old_value: number;
        old_predicted: number;
      }>;
      const series = (
        await api.call('POST', '/brand-commission/metric', {
          token,
          body: { brands: [], from, to: lastDay, compareFrom, compareTo },
        })
      ).body as Array<{ type: string; data: Array<{ date: string; value: number; predicted: number }> }>;
      const current = series.find((s) => s.type === 'current')?.data ?? [];
      const previous = series.find((s) => s.type === 'previous')?.data ?? [];

      expect(rows.length).toBe(5);
      expect(series).toHaveLength(2); // every demo rule is in US dollars: one current, one previous
      const monthly = { current: current.map(() => [0, 0]), previous: previous.map(() => [0, 0]) };
      for (const row of rows) {
        const now = (await get(`/brand-commission/detail/${row.brand_code}?from=${from}&to=${lastDay}`)).body;
        const before = (
          await get(`/brand-commission/detail/${row.brand_code}?from=${compareFrom}&to=${compareTo}`)
        ).body;
        expect(now.months).toHaveLength(6);
        expect(before.months).toHaveLength(6);
        expect([row.value, row.predicted, row.old_value, row.old_predicted]).toEqual([
          now.value,
          now.predicted,
          before.value,
          before.predicted,
        ]);
        (now.months as Month[]).forEach((m, i) => {
          monthly.current[i] = [
            (monthly.current[i]?.[0] ?? 0) + m.value,
            (monthly.current[i]?.[1] ?? 0) + m.predicted,
          ];
        });
        (before.months as Month[]).forEach((m, i) => {
          monthly.previous[i] = [
            (monthly.previous[i]?.[0] ?? 0) + m.value,
            (monthly.previous[i]?.[1] ?? 0) + m.predicted,
          ];
        });
      }
      // Each month of the chart is the sum of the brands' months; all months sum to the table.
      current.forEach((point, i) => {
        expect(point.value).toBeCloseTo(monthly.current[i]?.[0] ?? Number.NaN, 2);
        expect(point.predicted).toBeCloseTo(monthly.current[i]?.[1] ?? Number.NaN, 2);
      });
      previous.forEach((point, i) => {
        expect(point.value).toBeCloseTo(monthly.previous[i]?.[0] ?? Number.NaN, 2);
      });
      const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
      expect(sum(current.map((p) => p.value))).toBeCloseTo(sum(rows.map((r) => r.value)), 2);
      expect(sum(current.map((p) => p.predicted))).toBeCloseTo(sum(rows.map((r) => r.predicted)), 2);
      expect(sum(previous.map((p) => p.value))).toBeCloseTo(sum(rows.map((r) => r.old_value)), 2);
    });
  },
);
