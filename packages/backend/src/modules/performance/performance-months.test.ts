import { addIsoDays, type IsoDayRange, isoDaysBetween, type PerformanceGroupBy } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { coverPeriod } from '../seller-data/period-cover.ts';
import { loadReportDocuments } from '../seller-data/pipeline/load-documents.ts';
import { refreshSkuWeeks } from '../seller-data/pipeline/refresh-sku-weeks.ts';
import { REPORT_TYPES, type ReportDocument } from '../seller-data/reports/report-document.ts';
import { planAccountCatalog } from '../seller-data/simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../seller-data/simulator/demo-marketplace.ts';
import {
  factsSql,
  monthFactsSql,
  type PerformanceFilters,
  type PerformanceScope,
  weekFactsSql,
} from '../seller-data/sku-facts.sql.ts';
import { groupPageSql, totals } from './performance.repository.ts';

// The SKU-month rollup (ADR 0625) and the SKU month-to-date rollup (ADR 0627): kept equal to the
// SKU-day facts by the loading path, and the grid and summary read through each answering exactly as
// the week-and-day reading (ADR 0272) does.

const US = 'ATVPDKIKX0DER';
const GROUPINGS: PerformanceGroupBy[] = ['sku', 'brand_code', 'asin', 'asin_conditions'];
const ACCOUNT = { sellerId: 'AMONTHTEST0001', marketplaceId: US };
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addIsoDays(today, offset);
/** The 1st of the month `k` months from this one (k ≤ 0). */
const monthStart = (k: number) => {
  const d = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + k);
  return d.toISOString().slice(0, 10);
};
/** The days right before a period, as many as it has. */
const before = (p: IsoDayRange): IsoDayRange => {
  const length = isoDaysBetween(p.from, p.to) + 1;
  return { from: addIsoDays(p.from, -length), to: addIsoDays(p.from, -1) };
};

const RANGES: Array<{ name: string; period: IsoDayRange; compare?: IsoDayRange }> = [
  {
    name: 'crossing months, partial at both ends',
    period: { from: addIsoDays(monthStart(-3), 9), to: addIsoDays(monthStart(-1), 16) },
  },
  {
    name: 'partial months at both ends of one boundary',
    period: { from: addIsoDays(monthStart(-2), 19), to: addIsoDays(monthStart(-1), 8) },
  },
  {
    name: 'inside one month',
    period: { from: addIsoDays(monthStart(-2), 2), to: addIsoDays(monthStart(-2), 25) },
  },
  {
    name: 'exactly two whole months',
    period: { from: monthStart(-3), to: addIsoDays(monthStart(-1), -1) },
    compare: { from: monthStart(-5), to: addIsoDays(monthStart(-3), -1) },
  },
  { name: 'the last 90 days', period: { from: day(-90), to: day(-1) } },
  { name: 'most of the history', period: { from: day(-400), to: day(-1) } },
];

const filtersOf = (current: IsoDayRange, compare: IsoDayRange | null): PerformanceFilters => ({
  current,
  compare,
  marketplaceIds: [US],
  skus: [],
  brandCodes: [],
  productGroups: [],
  accountManagers: [],
  asins: [],
});
const SCOPES: Array<{ name: string; scope: PerformanceScope }> = [
  { name: 'admin, all brands', scope: { brandCodes: null, accountManagers: [] } },
  { name: 'one brand', scope: { brandCodes: ['MONTH01'], accountManagers: [] } },
];

/** Whole rows of the rollup against a fresh sum of the SKU-day facts: the rows only one side has. */
async function monthMismatches(db: Kysely<Database>) {
  const result = await sql<Record<string, unknown>>`
    with days as (
      select seller_id, marketplace_id, date_trunc('month', report_date::timestamp)::date as month_start,
        seller_sku, asin, currency_code, sum(ordered_product_sales) as ordered_product_sales,
        sum(units_ordered)::int as units_ordered, sum(browser_sessions)::int as browser_sessions,
        sum(mobile_app_sessions)::int as mobile_app_sessions,
        sum(browser_page_views)::int as browser_page_views,
        sum(mobile_app_page_views)::int as mobile_app_page_views,
        sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0) as buy_box_sessions
      from sku_sales_traffic_daily group by 1, 2, 3, 4, 5, 6
    ),
    months as (select * from sku_sales_traffic_monthly)
    (select 'only in the days' as side, * from (table days except table months) d)
    union all
    (select 'only in the months' as side, * from (table months except table days) m)`.execute(db);
  return result.rows;
}

/**
 * Whole rows of the test account's month-to-date rollup against its days summed afresh by another
 * method (a range join from each month's 1st, not a running window): for every SKU and day from its
 * first fact in a month to the month's end, the month's facts up to that day. The rows only one side
 * has. The account's own rows only: the join is quadratic in a month's days, and the demo's rows are
 * held to the days through the grid (every range and grouping, over all brands).
 */
async function monthToDateMismatches(db: Kysely<Database>) {
  const result = await sql<Record<string, unknown>>`
    with keys as (
      select seller_id, marketplace_id, seller_sku, asin, currency_code,
        date_trunc('month', report_date::timestamp) as month_start, min(report_date) as first_day
      from sku_sales_traffic_daily where seller_id = ${ACCOUNT.sellerId} group by 1, 2, 3, 4, 5, 6
    ),
    days as (
      select k.seller_id, k.marketplace_id, d.day::date as report_date, k.seller_sku, k.asin, k.currency_code,
        (coalesce(sum(f.ordered_product_sales), 0) * 100)::bigint as ordered_product_sales_hundredths,
        coalesce(sum(f.units_ordered), 0)::int as units_ordered,
        coalesce(sum(f.browser_sessions), 0)::int as browser_sessions,
        coalesce(sum(f.mobile_app_sessions), 0)::int as mobile_app_sessions,
        coalesce(sum(f.browser_page_views), 0)::int as browser_page_views,
        coalesce(sum(f.mobile_app_page_views), 0)::int as mobile_app_page_views,
        (coalesce(sum((f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0), 0) * 10000)::bigint
          as buy_box_sessions_ten_thousandths,
        count(f.report_date)::int as fact_days
      from keys k
      cross join lateral generate_series(k.first_day::timestamp,
        k.month_start + interval '1 month' - interval '1 day', interval '1 day') d(day)
      left join sku_sales_traffic_daily f
        on f.seller_id = k.seller_id and f.marketplace_id = k.marketplace_id and f.seller_sku = k.seller_sku
          and f.asin = k.asin and f.currency_code = k.currency_code
          and f.report_date between k.month_start::date and d.day::date
      group by 1, 2, 3, 4, 5, 6
    ),
    rollup as (select * from sku_sales_traffic_month_to_date where seller_id = ${ACCOUNT.sellerId})
    (select 'only in the days' as side, * from (table days except table rollup) d)
    union all
    (select 'only in the rollup' as side, * from (table rollup except table days) m)`.execute(db);
  return result.rows;
}

describe.each(databasesUnderTest())('the SKU-month and month-to-date rollups on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  // An account of its own, loaded through the pipeline over six months.
  const plan = planAccountCatalog(11, {
    brandCode: 'MONTH01',
    brandName: 'Month Test Co',
    ...ACCOUNT,
    currencyCode: 'USD',
  });
  const connector = createDemoMarketplace({
    seed: 11,
    now: new Date(),
    accounts: [plan],
    dailyDemand: () => 900,
  });
  const documents = async (reportType: ReportDocument['reportType'], from?: string, to?: string) => {
    const list: ReportDocument[] = [];
    for await (const d of connector.documents({ ...ACCOUNT, reportType, from, to })) list.push(d);
    return list;
  };
  // The demo seeds its recent days at once (its history follows as syncs): this account's days reach
  // back past every range's compare period.
  const loaded = { from: day(-185), to: day(-1) };

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    await db
      .insertInto('brands')
      .values({ brand_code: 'MONTH01', name: 'Month Test Co', brand_type: 'mc', status_id: 1 })
      .execute();
    await db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'MONTH01',
        seller_id: ACCOUNT.sellerId,
        seller_name: 'Month LLC',
        marketplace_id: US,
      })
      .execute();
    await loadReportDocuments(db, [
      ...(await documents(REPORT_TYPES.merchantListings)),
      ...(await documents(REPORT_TYPES.catalogItems)),
      ...(await documents(REPORT_TYPES.salesAndTraffic, loaded.from, loaded.to)),
    ]);
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('holds every SKU-month of the seeded facts as the sum of its days', async () => {
    const months = await sql<{ n: number; m: number }>`
      select count(*)::int as n, count(distinct month_start)::int as m from sku_sales_traffic_monthly`.execute(
      db,
    );
    expect(months.rows[0]?.m).toBeGreaterThan(3);
    expect(await monthMismatches(db)).toEqual([]);
  });

  it('holds every SKU-day of the month-to-date rollup as the sum of its month so far', async () => {
    const rows = await sql<{ n: number; carried: number }>`
      select count(*)::int as n, count(*) filter (where report_date > ${day(-1)}::date)::int as carried
      from sku_sales_traffic_month_to_date`.execute(db);
    expect(rows.rows[0]?.n).toBeGreaterThan(1000);
    // This month's rows run to its last day, past the last fact: a period's end finds its row.
    if (!today.endsWith('-01')) expect(rows.rows[0]?.carried).toBeGreaterThan(0);
    expect(await monthToDateMismatches(db)).toEqual([]);
  });

  it('keeps each SKU-month equal to its days when a corrected document replaces a day', async () => {
    const corrected = addIsoDays(monthStart(-2), 12);
    const [original] = await documents(REPORT_TYPES.salesAndTraffic, corrected, corrected);
    const report = JSON.parse(original?.body ?? '{}');
    const row = report.salesAndTrafficByAsin[0];
    row.salesByAsin.unitsOrdered += 5;
    row.trafficByAsin.browserSessions += 9;
    row.trafficByAsin.buyBoxPercentage = 66.67;
    report.salesAndTrafficByDate[0].salesByDate.unitsOrdered += 5;
    const month = async () =>
      await db
        .selectFrom('sku_sales_traffic_monthly')
        .select(['units_ordered', 'browser_sessions'])
        .where('seller_id', '=', ACCOUNT.sellerId)
        .where('month_start', '=', new Date(`${monthStart(-2)}T00:00:00Z`))
        .where('seller_sku', '=', row.sku)
        .executeTakeFirstOrThrow();
    const was = await month();
    // The SKU's month-to-date rows on the day before, the day itself, the month's last day and the
    // next month's last day: only the middle two move.
    const probes = [
      addIsoDays(corrected, -1),
      corrected,
      addIsoDays(monthStart(-1), -1),
      addIsoDays(monthStart(0), -1),
    ];
    const soFar = async () =>
      await db
        .selectFrom('sku_sales_traffic_month_to_date')
        .select(['report_date', 'units_ordered', 'browser_sessions'])
        .where('seller_id', '=', ACCOUNT.sellerId)
        .where('seller_sku', '=', row.sku)
        .where(
          'report_date',
          'in',
          probes.map((d) => new Date(`${d}T00:00:00Z`)),
        )
        .orderBy('report_date')
        .execute();
    const before = await soFar();
    expect(before).toHaveLength(4);

    const result = await loadReportDocuments(db, [
      { ...(original as ReportDocument), documentId: `corrected-${corrected}`, body: JSON.stringify(report) },
    ]);

    expect(result.loaded).toBe(1);
    expect(await month()).toEqual({
      units_ordered: was.units_ordered + 5,
      browser_sessions: was.browser_sessions + 9,
    });
    expect(await monthMismatches(db)).toEqual([]);
    const moved = [0, 1, 1, 0];
    expect(await soFar()).toEqual(
      before.map((r, i) => ({
        ...r,
        units_ordered: r.units_ordered + 5 * (moved[i] as number),
        browser_sessions: r.browser_sessions + 9 * (moved[i] as number),
      })),
    );
    expect(await monthToDateMismatches(db)).toEqual([]);
  });

  it('reads whole months for ranges where they save rows, and none inside one month', () => {
    const withMonths = RANGES.filter((r) => coverPeriod(r.period).months.length > 0).map((r) => r.name);
    // Not every range that holds a month reads it: from a Monday, weeks can cover a month's days
    // in fewer pieces than the month and the days around it (the cover test counts them).
    expect(withMonths).toContain('exactly two whole months');
    expect(withMonths).toContain('most of the history');
    expect(withMonths).not.toContain('inside one month');
    // Whole months exactly: the months alone.
    const whole = RANGES[3]?.period as IsoDayRange;
    expect(coverPeriod(whole)).toEqual({
      months: [{ from: whole.from, to: monthStart(-2) }],
      weeks: [],
      days: [],
    });
  });

  it.each([
    { reading: 'month-to-date (served)', facts: factsSql },
    { reading: 'months, weeks and days', facts: monthFactsSql },
  ])(
    'answers every grid grouping and the summary from $reading as the week-and-day reading, for every range and scope',
    async ({ facts }) => {
      let compared = 0;
      for (const range of RANGES) {
        for (const compare of [null, range.compare ?? before(range.period)]) {
          for (const { name, scope } of SCOPES) {
            const label = `${range.name}, ${compare ? 'compared' : 'alone'}, ${name}`;
            const filters = filtersOf(range.period, compare);
            for (const groupBy of GROUPINGS) {
              const request = {
                groupBy,
                sortBy: 'revenue',
                sortDirection: 'desc' as const,
                page: 0,
                pageSize: 100_000,
              };
              const served = await groupPageSql(filters, scope, request, facts).execute(db);
              const reference = await groupPageSql(filters, scope, request, weekFactsSql).execute(db);
              expect(reference.rows.length, `${label} by ${groupBy}`).toBeGreaterThan(0);
              expect(served.rows, `${label} by ${groupBy}`).toEqual(reference.rows);
              compared++;
            }
            const summary = await totals(db, filters, scope, facts);
            expect(Number(summary.revenue), label).toBeGreaterThan(0);
            expect(summary, label).toEqual(await totals(db, filters, scope, weekFactsSql));
          }
        }
      }
      expect(compared).toBe(RANGES.length * 2 * SCOPES.length * GROUPINGS.length);
    },
  );

  it('gives every sort and page of the grid as the week-and-day reading', async () => {
    const range = RANGES[0] as (typeof RANGES)[number];
    const filters = filtersOf(range.period, before(range.period));
    const sorts = [
      'revenue',
      'old_revenue',
      'units',
      'session',
      'buy_box',
      'conversion',
      'seller_sku',
      'brand_name',
    ];
    for (const { scope } of SCOPES) {
      for (const groupBy of GROUPINGS) {
        for (const [i, sortBy] of sorts.entries()) {
          for (const page of [0, 1, 3]) {
            const sortDirection = i % 2 === 0 ? ('asc' as const) : ('desc' as const);
            const request = { groupBy, sortBy, sortDirection, page, pageSize: 7 };
            const served = await groupPageSql(filters, scope, request).execute(db);
            const reference = await groupPageSql(filters, scope, request, weekFactsSql).execute(db);
            expect(served.rows, `${groupBy} by ${sortBy} page ${page}`).toEqual(reference.rows);
          }
        }
      }
    }
  });

  it('leaves out a SKU whose facts in the month all lie before the period, as the days do', async () => {
    const only = addIsoDays(monthStart(-1), 2);
    await sql`
      insert into sku_sales_traffic_daily (seller_id, marketplace_id, report_date, seller_sku, asin, parent_asin,
        ordered_product_sales, currency_code, units_ordered, total_order_items, browser_sessions,
        mobile_app_sessions, browser_page_views, mobile_app_page_views, buy_box_percentage)
      select seller_id, marketplace_id, report_date, 'EARLY-ONLY', asin, parent_asin, ordered_product_sales,
        currency_code, units_ordered, total_order_items, browser_sessions, mobile_app_sessions,
        browser_page_views, mobile_app_page_views, buy_box_percentage
      from sku_sales_traffic_daily where seller_id = ${ACCOUNT.sellerId} and report_date = ${only}::date
      order by seller_sku limit 1`.execute(db);
    await refreshSkuWeeks(db, ACCOUNT, [only]);
    const later = { from: addIsoDays(only, 3), to: addIsoDays(only, 10) };
    const request = {
      groupBy: 'sku' as const,
      sortBy: 'revenue',
      sortDirection: 'desc' as const,
      page: 0,
      pageSize: 100_000,
    };
    for (const { scope } of SCOPES) {
      const served = await groupPageSql(filtersOf(later, null), scope, request).execute(db);
      expect(served.rows.map((r) => r.seller_sku)).not.toContain('EARLY-ONLY');
      expect(served.rows).toEqual(
        (await groupPageSql(filtersOf(later, null), scope, request, weekFactsSql).execute(db)).rows,
      );
      // In a period holding its day it is there, with that day's figures.
      const holding = await groupPageSql(
        filtersOf({ from: only, to: later.to }, null),
        scope,
        request,
      ).execute(db);
      expect(holding.rows.map((r) => r.seller_sku)).toContain('EARLY-ONLY');
    }
    expect(await monthToDateMismatches(db)).toEqual([]);
  });
});
