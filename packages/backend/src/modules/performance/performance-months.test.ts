import { addIsoDays, type IsoDayRange, isoDaysBetween, type PerformanceGroupBy } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { coverPeriod } from '../seller-data/period-cover.ts';
import { loadReportDocuments } from '../seller-data/pipeline/load-documents.ts';
import { REPORT_TYPES, type ReportDocument } from '../seller-data/reports/report-document.ts';
import { planAccountCatalog } from '../seller-data/simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../seller-data/simulator/demo-marketplace.ts';
import {
  type PerformanceFilters,
  type PerformanceScope,
  weekFactsSql,
} from '../seller-data/sku-facts.sql.ts';
import { groupPageSql, totals } from './performance.repository.ts';

// The SKU-month rollup (ADR 0625): kept equal to the SKU-day facts by the loading path, and the grid
// and summary read through it answering exactly as the week-and-day reading (ADR 0272) does.

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

describe.each(databasesUnderTest())('the SKU-month rollup on $name', (database) => {
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

    const result = await loadReportDocuments(db, [
      { ...(original as ReportDocument), documentId: `corrected-${corrected}`, body: JSON.stringify(report) },
    ]);

    expect(result.loaded).toBe(1);
    expect(await month()).toEqual({
      units_ordered: was.units_ordered + 5,
      browser_sessions: was.browser_sessions + 9,
    });
    expect(await monthMismatches(db)).toEqual([]);
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

  it('answers every grid grouping and the summary as the week-and-day reading, for every range and scope', async () => {
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
            const served = await groupPageSql(filters, scope, request).execute(db);
            const reference = await groupPageSql(filters, scope, request, weekFactsSql).execute(db);
            expect(reference.rows.length, `${label} by ${groupBy}`).toBeGreaterThan(0);
            expect(served.rows, `${label} by ${groupBy}`).toEqual(reference.rows);
            compared++;
          }
          const summary = await totals(db, filters, scope);
          expect(Number(summary.revenue), label).toBeGreaterThan(0);
          expect(summary, label).toEqual(await totals(db, filters, scope, weekFactsSql));
        }
      }
    }
    expect(compared).toBe(RANGES.length * 2 * SCOPES.length * GROUPINGS.length);
  });

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
});
