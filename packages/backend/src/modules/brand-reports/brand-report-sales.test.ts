import { addMonths, monthOf } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const LAST_MONTH = addMonths(monthOf(new Date()), -1);

describe.each(databasesUnderTest())(
  'brand report sales and the daily advertising data on $name',
  (database) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestBackend(database);
    });
    afterAll(async () => {
      await api?.stop();
    });

    it('sums sp + sb cost and revenue and the daily brand sales into the month', async () => {
      const daily = await sql<{ marketplace_id: string; cost: string; revenue: string; sales: string }>`
      select a.marketplace_id, a.cost, a.revenue, s.sales
      from (select marketplace_id, sum(advertising_cost) as cost, sum(advertising_revenue) as revenue
            from ad_performance_daily
            where brand_code = 'MC001' and ad_type in ('sp', 'sb') and to_char(report_date, 'YYYY-MM') = ${LAST_MONTH}
            group by marketplace_id) a
      join (select marketplace_id, sum(total_sales) as sales from brand_daily_sales
            where brand_code = 'MC001' and to_char(report_date, 'YYYY-MM') = ${LAST_MONTH}
            group by marketplace_id) s using (marketplace_id)`.execute(api.backend.db);
      expect(daily.rows.length).toBeGreaterThan(0);
      const session = await api.login('manager@demo.test');

      const res = await api.call('GET', `/brandreports/MC001/${LAST_MONTH}`, { token: session.accessToken });

      for (const day of daily.rows) {
        const month = res.body.sales_by_month.find(
          (r: { report_month: string; marketplace_id: string }) =>
            r.report_month === LAST_MONTH && r.marketplace_id === day.marketplace_id,
        );
        expect(month.ad_spend).toBeCloseTo(Number(day.cost), 2);
        expect(month.sales_ppc).toBeCloseTo(Number(day.revenue), 2);
        expect(month.sales_total).toBeCloseTo(Number(day.sales), 2);
      }
    });

    it('keeps generated figures for the months before the daily history', async () => {
      const session = await api.login('manager@demo.test');
      const res = await api.call('GET', `/brandreports/MC001/2021-09`, { token: session.accessToken });
      const months = new Set(res.body.sales_by_month.map((r: { report_month: string }) => r.report_month));
      expect(months).toEqual(new Set(['2021-04', '2021-05', '2021-06', '2021-07', '2021-08', '2021-09']));
    });
  },
);
