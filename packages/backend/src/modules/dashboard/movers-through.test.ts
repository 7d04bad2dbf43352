import { addIsoDays } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { refreshAsinMonthToDate } from '../seller-data/pipeline/refresh-asin-month-to-date.ts';
import { yesterdayUtc } from './dashboard.service.ts';
import { LOAD_LAG_DAYS } from './revenue-windows.repository.ts';

const US = 'ATVPDKIKX0DER';

// Between midnight (UTC) and the morning's sync, yesterday is not loaded yet: the windows end on
// the last loaded day instead of showing every brand falling to nothing.
describe.each(databasesUnderTest())('the movers’ last day on $name', (database) => {
  let api: TestApi;
  let token = '';
  const yesterday = yesterdayUtc();
  const get = (path: string) => api.call('GET', path, { token });
  /** A brand's US revenue per day from the rollup. */
  const brandDay = async (brand: string, day: string) => {
    const { rows } = await sql<{ sales: number }>`
      select coalesce(sum(total_sales), 0)::float8 as sales from brand_daily_sales
      where brand_code = ${brand} and marketplace_id = ${US} and report_date = ${day}::date`.execute(
      api.backend.db,
    );
    return rows[0]?.sales ?? 0;
  };
  /** Takes the US days from `from` through yesterday out of the rollups, as if not loaded yet. */
  const unload = async (from: string) => {
    for (const table of ['brand_daily_sales', 'asin_daily_sales'])
      await sql`delete from ${sql.table(table)} where marketplace_id = ${US}
        and report_date >= ${from}::date`.execute(api.backend.db);
    await refreshAsinMonthToDate(api.backend.db, US, [from, yesterday], null);
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
    token = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('ends every window on yesterday while yesterday is loaded', async () => {
    const res = await get('/brands/gainers/1d');

    expect(res.status).toBe(200);
    expect(res.body.through).toBe(yesterday);
  });

  it('ends the windows on the day before while yesterday is not loaded, with that day’s changes', async () => {
    await unload(yesterday);
    const dayBefore = addIsoDays(yesterday, -1);

    const gainers = await get('/brands/gainers/1d');
    const losers = await get('/brands/losers/1d');
    const trend = await get('/brand-revenue/trend?brand=MR100');

    expect(gainers.body.through).toBe(dayBefore);
    expect(losers.body.through).toBe(dayBefore);
    expect(trend.body.rows.at(-1).date).toBe(dayBefore);
    // Had the window ended on the unloaded day, there would be no gainer and every brand a loser.
    expect(gainers.body.rows.length).toBeGreaterThan(0);
    for (const mover of gainers.body.rows.slice(0, 4)) {
      const change =
        (await brandDay(mover.brand_code, dayBefore)) -
        (await brandDay(mover.brand_code, addIsoDays(dayBefore, -1)));
      expect(mover.revenue_amount).toBeCloseTo(change, 2);
    }
  });

  it('shows a load stalled for longer than the lag as the gap it is: the windows end yesterday', async () => {
    await unload(addIsoDays(yesterday, -(LOAD_LAG_DAYS - 1)));

    const res = await get('/brands/gainers/7d');

    expect(res.body.through).toBe(yesterday);
  });
});
