import { addIsoDays, formatIsoDay, isoDayToLocal, todayUtc } from '@portal/schema';
import { addYears } from 'date-fns';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { refreshBrandDayOrders } from '../seller-data/pipeline/refresh-brand-day-orders.ts';
import { refreshBrandWeeks } from '../seller-data/pipeline/refresh-brand-weeks.ts';
import { refreshSalesRollups } from '../seller-data/pipeline/refresh-rollups.ts';
import { type SalesScope, salesFigures, salesValuesOf } from './sales.repository.ts';
import { lastYearPieces, salesWeekSplit, yearEarlier } from './sales-weeks.ts';

// The sales view's brand-week rollup (docs/decisions/0619) held to the brand-day tables: after the
// seed and after a corrected day through the loading path's refreshes, each brand-week equals the
// sums of its days; and the view answers the same reading whole weeks from it as from days alone.

const US = 'ATVPDKIKX0DER';
const today = todayUtc();
const day = (offset: number) => addIsoDays(today, offset);

/** Brand-weeks of the rollup and of the day tables summed the same way that differ (empty when equal). */
async function weeksOffDays(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with days as (
      select brand_code, marketplace_id, week_start, sum(revenue)::text as revenue, sum(units)::text as units,
        to_char(min(sales_day), 'YYYY-MM-DD') as first_sales_day, sum(orders)::text as orders, sum(orders_once)::text as orders_once
      from (
        select brand_code, marketplace_id, date_trunc('week', report_date::timestamp)::date as week_start,
          total_sales as revenue, units_ordered as units, report_date as sales_day, 0 as orders, 0 as orders_once
        from brand_daily_sales
        union all
        select brand_code, marketplace_id, date_trunc('week', purchase_day::timestamp)::date, 0, 0, null, orders,
          orders_once
        from brand_daily_orders) d
      group by 1, 2, 3),
    rollup as (
      select brand_code, marketplace_id, week_start, revenue::text, units::text,
        to_char(first_sales_day, 'YYYY-MM-DD'), orders::text,
        orders_once::text
      from brand_weekly_sales)
    (select 'days' as side, * from days except select 'days', * from rollup)
    union all (select 'rollup', * from rollup except select 'rollup', * from days)`.execute(db);
  return rows;
}

describe('the sales view’s week split', () => {
  it('covers every day once, whole weeks inside one bucket only', () => {
    // 2026-03-25 is a Wednesday; March ends on a Tuesday, so that week is two month buckets' days.
    expect(salesWeekSplit({ from: '2026-03-25', to: '2026-04-19' }, 'week')).toEqual({
      mondays: ['2026-03-30', '2026-04-06', '2026-04-13'],
      days: [{ from: '2026-03-25', to: '2026-03-29' }],
    });
    expect(salesWeekSplit({ from: '2026-03-25', to: '2026-04-19' }, 'month')).toEqual({
      mondays: ['2026-04-06', '2026-04-13'],
      days: [{ from: '2026-03-25', to: '2026-04-05' }],
    });
    expect(salesWeekSplit({ from: '2026-03-25', to: '2026-04-19' }, 'day')).toBeNull();
    expect(salesWeekSplit({ from: '2026-03-25', to: '2026-03-30' }, 'week')).toBeNull();
  });
});

describe('last year’s pieces', () => {
  const later = (day: string) => formatIsoDay(addYears(isoDayToLocal(day), 1));
  // Per bucket, each last-year day's count: +1 for a day or a week holding it, -1 where it is moved
  // off, +1 where it is moved to. Each must be 1 in the bucket the day a year later lands in.
  it.each([
    ['2026-08-31', '2026-11-28', 'week'],
    ['2026-08-05', '2026-11-02', 'week'],
    ['2026-08-31', '2026-11-28', 'month'],
    ['2025-02-19', '2025-03-16', 'week'],
    ['2025-02-19', '2025-04-16', 'month'],
    ['2028-02-20', '2028-03-20', 'week'],
    ['2029-02-20', '2029-03-20', 'week'],
    ['2026-03-25', '2026-04-19', 'week'],
  ] as const)('sums every day of last year once in its bucket (%s to %s by %s)', (from, to, interval) => {
    const { weeks, days, moved } = lastYearPieces({ from, to }, interval);
    const bucketOf = (day: string) =>
      interval === 'week' ? weekStartOf(later(day)) : `${later(day).slice(0, 7)}-01`;
    const counts = new Map<string, number>();
    const count = (day: string, bucket: string, by: number) =>
      counts.set(`${bucket} ${day}`, (counts.get(`${bucket} ${day}`) ?? 0) + by);
    for (const w of weeks)
      for (let i = 0; i < 7; i++) {
        const day = addIsoDays(w.monday, i);
        expect(day <= yearEarlier(to)).toBe(true);
        count(day, w.bucket, 1);
      }
    for (const d of days) count(d.day, d.bucket, 1);
    for (const m of moved) {
      count(m.day, m.from, -1);
      count(m.day, m.to, 1);
    }
    const expected = new Map<string, number>();
    for (let day = yearEarlier(from); day <= yearEarlier(to); day = addIsoDays(day, 1))
      expected.set(`${bucketOf(day)} ${day}`, 1);
    expect(new Map([...counts].filter(([, n]) => n !== 0))).toEqual(expected);
    // Fewer rows than the days: a whole week bucket's last year is a week and a moved day.
    if (interval === 'week') expect(weeks.length).toBeGreaterThan(1);
  });
});

describe.each(databasesUnderTest())('the sales view’s brand-week rollup on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  let historyFirstDay: string;
  let twoBrands: string[];

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    const first = await sql<{ day: string }>`
      select to_char(min(purchase_day), 'YYYY-MM-DD') as day from order_lines where marketplace_id = ${US}`.execute(
      db,
    );
    historyFirstDay = first.rows[0]?.day as string;
    const brands = await sql<{ brand_code: string }>`
      select brand_code from brand_daily_sales where marketplace_id = ${US}
      group by 1 order by sum(total_sales) desc limit 2`.execute(db);
    twoBrands = brands.rows.map((r) => r.brand_code);
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('holds every brand-week of the seed to the sums of its days', async () => {
    const counted = await sql<{ weeks: number; known: number }>`
      select count(*)::int as weeks, count(*) filter (where first_sales_day is not null and orders > 0)::int as known
      from brand_weekly_sales`.execute(db);
    expect(counted.rows[0]?.weeks).toBeGreaterThan(100);
    expect(counted.rows[0]?.known).toBeGreaterThan(100);
    expect(await weeksOffDays(db)).toEqual([]);
  });

  it('keeps the rollup equal to the days after a corrected sales day and a corrected orders day', async () => {
    const picked = await sql<{ seller_id: string; brand_code: string }>`
      select f.seller_id, s.brand_code from sku_sales_traffic_daily f
      join brand_daily_sales s on s.marketplace_id = f.marketplace_id and s.report_date = f.report_date
      where f.marketplace_id = ${US} and f.report_date = ${day(-20)}::date and f.ordered_product_sales > 0
      limit 1`.execute(db);
    const account = { sellerId: picked.rows[0]?.seller_id as string, marketplaceId: US };
    const corrected = day(-20);
    const week = weekStartOf(corrected);
    const revenueOfWeek = async () => {
      const { rows } = await sql<{ revenue: string; orders: string }>`
        select coalesce(sum(revenue), 0)::text as revenue, coalesce(sum(orders_once), 0)::text as orders
        from brand_weekly_sales where marketplace_id = ${US} and week_start = ${week}::date`.execute(db);
      return { revenue: Number(rows[0]?.revenue), orders: Number(rows[0]?.orders) };
    };
    const before = await revenueOfWeek();

    // The account's sales of the day up by 1,000.01 on one SKU, rebuilt as a load rebuilds them.
    await db.transaction().execute(async (trx) => {
      await sql`
        update sku_sales_traffic_daily set ordered_product_sales = ordered_product_sales + 1000.01
        where (seller_id, marketplace_id, report_date, seller_sku) in (
          select seller_id, marketplace_id, report_date, seller_sku from sku_sales_traffic_daily
          where seller_id = ${account.sellerId} and marketplace_id = ${US} and report_date = ${corrected}::date
          order by seller_sku limit 1)`.execute(trx);
      await refreshSalesRollups(trx, account, [corrected]);
    });
    // One order of the day gone from the lines, the order rollups rebuilt as a load rebuilds them.
    const gone = await sql<{ amazon_order_id: string }>`
      delete from order_lines where (seller_id, marketplace_id, amazon_order_id) in (
        select seller_id, marketplace_id, amazon_order_id from order_lines
        where marketplace_id = ${US} and purchase_day = ${corrected}::date and brand_code is not null
        order by amazon_order_id limit 1)
      returning amazon_order_id`.execute(db);
    expect(gone.rows.length).toBeGreaterThan(0);
    await db.transaction().execute((trx) => refreshBrandDayOrders(trx, US, [corrected], null));

    const after = await revenueOfWeek();
    expect(after.revenue).toBeCloseTo(before.revenue + 1000.01, 2);
    expect(after.orders).toBe(before.orders - 1);
    expect(await weeksOffDays(db)).toEqual([]);
  });

  // Ranges with partial weeks at both ends, whole weeks only, across months, shorter than a week,
  // across the order history's first day (its week is read from days), and one whose last year
  // holds a 29 February.
  const ranges = () => [
    { from: day(-90), to: day(-1) },
    { from: weekStartOf(day(-60)), to: addIsoDays(weekStartOf(day(-10)), -1) },
    { from: day(-75), to: day(-31) },
    { from: day(-5), to: day(-2) },
    { from: addIsoDays(historyFirstDay, -17), to: addIsoDays(historyFirstDay, 40) },
    { from: addIsoDays(historyFirstDay, 3), to: addIsoDays(historyFirstDay, 30) },
    { from: '2025-02-19', to: '2025-03-16' },
  ];
  const scopes = () => [null, [twoBrands[0] as string], twoBrands];

  for (const interval of ['day', 'week', 'month'] as const)
    it(`answers ${interval} buckets the same from the week rollup as from days`, async () => {
      let compared = 0;
      let lastYear = 0;
      for (const range of ranges())
        for (const brandCodes of scopes()) {
          const scope: SalesScope = { ...range, interval, marketplaceIds: [US], brandCodes };
          const weeks = await salesFigures(db, scope, 'weeks');
          const days = await salesFigures(db, scope, 'days');
          expect(weeks, JSON.stringify({ range, brandCodes })).toEqual(days);
          if (salesValuesOf(days.totals).revenue && days.rows.length > 0) compared++;
          if (salesValuesOf(days.totals).ly_revenue) lastYear++;
        }
      expect(compared).toBeGreaterThan(10);
      expect(lastYear).toBeGreaterThan(5);
    });

  it('answers the same across the order history’s first day on a Wednesday (its week from days)', async () => {
    // The history made to start on a Wednesday well inside the sales days, in a transaction rolled
    // back: the days before it are not `known`, and its week holds days of both kinds. The top
    // brand sold nothing that Monday and Tuesday (its week rebuilt as the loading path rebuilds it):
    // its week's first sales day is known although the week began before the history.
    const firstSales = await sql<{ day: string }>`
      select to_char(min(report_date), 'YYYY-MM-DD') as day from brand_daily_sales where marketplace_id = ${US}`.execute(
      db,
    );
    const later = [firstSales.rows[0]?.day as string, historyFirstDay].sort()[1] as string;
    const wednesday = addIsoDays(weekStartOf(addIsoDays(later, 40)), 2);
    const rollback = new Error('rolled back');
    let unknown = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from order_lines where marketplace_id = ${US} and purchase_day < ${wednesday}::date`.execute(
          trx,
        );
        await sql`
          delete from brand_daily_sales where marketplace_id = ${US} and brand_code = ${twoBrands[0] as string}
            and report_date between ${addIsoDays(wednesday, -2)}::date and ${addIsoDays(wednesday, -1)}::date`.execute(
          trx,
        );
        await refreshBrandWeeks(trx, US, [wednesday], null);
        for (const interval of ['week', 'month'] as const)
          for (const [from, to] of [
            [-30, 30],
            // From that Monday: the top brand's row holds only known sales days.
            [-2, 20],
            [-3, 20],
            [-9, 2],
          ] as const)
            for (const brandCodes of scopes()) {
              const scope: SalesScope = {
                from: addIsoDays(wednesday, from),
                to: addIsoDays(wednesday, to),
                interval,
                marketplaceIds: [US],
                brandCodes,
              };
              const days = await salesFigures(trx, scope, 'days');
              expect(await salesFigures(trx, scope, 'weeks'), JSON.stringify(scope)).toEqual(days);
              unknown += days.periods.filter((p) => p.orders_known === false).length;
            }
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(unknown).toBeGreaterThan(3);
  });

  it('answers the same when last year’s weeks spill a brand’s first sales day into the next bucket', async () => {
    // The order history made to start on a Monday of last year (one order line copied there, in a
    // transaction rolled back), and the top brand's sales of the week before it kept on its Sunday
    // only: that week's first sales day is the Sunday, before the history, and is the next week
    // bucket's. The brand's row must count it (not known), the first period not (no sales day).
    const monday = weekStartOf(addIsoDays(today, -400));
    const top = twoBrands[0] as string;
    const rollback = new Error('rolled back');
    let checked = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`create temporary table h_line on commit drop as
          select * from order_lines where marketplace_id = ${US} order by purchase_day limit 1`.execute(trx);
        await sql`update h_line set purchase_day = ${monday}::date, amazon_order_id = 'H-' || amazon_order_id`.execute(
          trx,
        );
        await sql`insert into order_lines select * from h_line`.execute(trx);
        await sql`
          delete from brand_daily_sales where marketplace_id = ${US} and brand_code = ${top}
            and report_date between ${addIsoDays(monday, -7)}::date and ${addIsoDays(monday, -2)}::date`.execute(
          trx,
        );
        await refreshBrandWeeks(trx, US, [addIsoDays(monday, -7)], null);
        const sunday = await sql<{ n: number }>`
          select count(*)::int as n from brand_daily_sales
          where marketplace_id = ${US} and brand_code = ${top} and report_date = ${addIsoDays(monday, -1)}::date`.execute(
          trx,
        );
        expect(sunday.rows[0]?.n).toBe(1);
        const from = formatIsoDay(addYears(isoDayToLocal(addIsoDays(monday, -7)), 1));
        for (const interval of ['week', 'month'] as const)
          for (const brandCodes of scopes()) {
            const scope: SalesScope = {
              from,
              to: addIsoDays(from, 27),
              interval,
              marketplaceIds: [US],
              brandCodes,
            };
            const days = await salesFigures(trx, scope, 'days');
            expect(await salesFigures(trx, scope, 'weeks'), JSON.stringify(scope)).toEqual(days);
            if (interval === 'week' && brandCodes?.length === 1) {
              expect(days.periods[0]?.ly_orders_known).toBe(true);
              expect(days.rows[0]?.ly_orders_known).toBe(false);
              checked++;
            }
          }
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(checked).toBe(1);
  });

  it('reads the rollup (a week changed in it changes the answer)', async () => {
    const scope: SalesScope = {
      from: day(-90),
      to: day(-1),
      interval: 'week',
      marketplaceIds: [US],
      brandCodes: null,
    };
    const monday = weekStartOf(day(-40));
    await sql`update brand_weekly_sales set revenue = revenue + 1 where marketplace_id = ${US} and week_start = ${monday}::date`.execute(
      db,
    );
    try {
      const weeks = await salesFigures(db, scope, 'weeks');
      const days = await salesFigures(db, scope, 'days');
      expect(weeks.totals).not.toEqual(days.totals);
    } finally {
      await sql`update brand_weekly_sales set revenue = revenue - 1 where marketplace_id = ${US} and week_start = ${monday}::date`.execute(
        db,
      );
    }
  });
});
