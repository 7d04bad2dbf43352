import { addIsoDays, type MoversWindow } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { monthEndOf } from '../seller-data/month-to-date.ts';
import { loadReportDocuments } from '../seller-data/pipeline/load-documents.ts';
import { REPORT_TYPES, type ReportDocument } from '../seller-data/reports/report-document.ts';
import { planAccountCatalog } from '../seller-data/simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../seller-data/simulator/demo-marketplace.ts';
import {
  asinMoversFromMonthToDate,
  asinWindowRevenuesFromMonthToDate,
} from './asin-month-to-date.repository.ts';
import { moversFromDays, type WindowScope, windowRevenuesFromDays } from './revenue-windows.repository.ts';

// The ASIN month-to-date rollup (ADR 0628): kept equal to the ASIN-day rollup by the loading path, and
// the dashboard's ASIN windows read through it answering exactly as the day reading does.

const US = 'ATVPDKIKX0DER';
const BRAND = 'AMTD01';
const ACCOUNT = { sellerId: 'AMTDTEST00001', marketplaceId: US };
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addIsoDays(today, offset);
/** The 1st of the month `k` months from this one (k ≤ 0). */
const monthStart = (k: number) => {
  const d = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + k);
  return d.toISOString().slice(0, 10);
};

/**
 * The rollup against its definition, from the ASIN-days afresh, in two checks that together say each
 * row is the month's sum through its day (by induction over the month's days) and that read each row
 * once — a cumulative join of every day with the days before it was minutes at the seed's 400k
 * ASIN-days: (1) the rows are exactly each ASIN-month's days from its first ASIN-day to the month's
 * end; (2) each row less the row of the day before (none on the month's first row) is that day's
 * ASIN-day, or zeros and no fact day when it has none. The first few days failing either are returned,
 * each with the day's figures from the ASIN-days (d) and the step of the rollup (s).
 */
async function rollupMismatches(db: Kysely<Database>) {
  const result = await sql<Record<string, unknown>>`
    with firsts as (
      select brand_code, marketplace_id, asin, date_trunc('month', report_date::timestamp) as m,
        min(report_date) as first_day
      from asin_daily_sales group by 1, 2, 3, 4
    ),
    grid as materialized (
      select f.brand_code, f.marketplace_id, f.asin, d::date as report_date
      from firsts f, generate_series(f.first_day::timestamp, f.m + interval '1 month' - interval '1 day',
        interval '1 day') d
    ),
    days as (
      select g.brand_code, g.marketplace_id, g.asin, g.report_date, coalesce(a.total_sales, 0) as total_sales,
        coalesce(a.units_ordered, 0)::bigint as units_ordered,
        coalesce(a.total_order_items, 0)::bigint as total_order_items, coalesce(a.sessions, 0)::bigint as sessions,
        coalesce(a.page_views, 0)::bigint as page_views, coalesce(a.buy_box_sessions, 0) as buy_box_sessions,
        (a.report_date is not null)::int as fact_days
      from grid g left join asin_daily_sales a on a.brand_code = g.brand_code
        and a.marketplace_id = g.marketplace_id and a.asin = g.asin and a.report_date = g.report_date
    ),
    steps as (
      select r.brand_code, r.marketplace_id, r.asin, r.report_date,
        r.total_sales - coalesce(p.total_sales, 0) as total_sales,
        r.units_ordered - coalesce(p.units_ordered, 0) as units_ordered,
        r.total_order_items - coalesce(p.total_order_items, 0) as total_order_items,
        r.sessions - coalesce(p.sessions, 0) as sessions, r.page_views - coalesce(p.page_views, 0) as page_views,
        r.buy_box_sessions - coalesce(p.buy_box_sessions, 0) as buy_box_sessions,
        r.fact_days - coalesce(p.fact_days, 0) as fact_days
      from asin_daily_sales_month_to_date r
      left join asin_daily_sales_month_to_date p on p.brand_code = r.brand_code
        and p.marketplace_id = r.marketplace_id and p.asin = r.asin and p.report_date = r.report_date - 1
        and extract(day from r.report_date) > 1
    )
    select d.*, s.*
    from days d full join steps s on s.brand_code = d.brand_code and s.marketplace_id = d.marketplace_id
      and s.asin = d.asin and s.report_date = d.report_date
    where d.asin is null or s.asin is null
      or (d.total_sales, d.units_ordered, d.total_order_items, d.sessions, d.page_views, d.buy_box_sessions,
        d.fact_days) is distinct from (s.total_sales, s.units_ordered, s.total_order_items, s.sessions,
        s.page_views, s.buy_box_sessions, s.fact_days)
    limit 5`.execute(db);
  return result.rows;
}

type SalesRow = {
  sku: string;
  childAsin: string;
  salesByAsin: { unitsOrdered: number; orderedProductSales: { amount: number } };
};

describe.each(databasesUnderTest())('the ASIN month-to-date rollup on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  const plan = planAccountCatalog(13, {
    brandCode: BRAND,
    brandName: 'Month To Date Co',
    ...ACCOUNT,
    currencyCode: 'USD',
  });
  const connector = createDemoMarketplace({
    seed: 13,
    now: new Date(),
    accounts: [plan],
    dailyDemand: () => 700,
  });
  const documents = async (reportType: ReportDocument['reportType'], from?: string, to?: string) => {
    const list: ReportDocument[] = [];
    for await (const d of connector.documents({ ...ACCOUNT, reportType, from, to })) list.push(d);
    return list;
  };
  /** A day's report as Amazon would send it corrected: the first row gains units and sales, the last is gone. */
  const corrected = async (reportDay: string) => {
    const [original] = await documents(REPORT_TYPES.salesAndTraffic, reportDay, reportDay);
    const report = JSON.parse(original?.body ?? '{}');
    const rows = report.salesAndTrafficByAsin as SalesRow[];
    const [first, gone] = [rows[0] as SalesRow, rows.at(-1) as SalesRow];
    const totals = report.salesAndTrafficByDate[0].salesByDate;
    const cents = (amount: number) => Math.round(amount * 100);
    first.salesByAsin.unitsOrdered += 5;
    first.salesByAsin.orderedProductSales.amount =
      (cents(first.salesByAsin.orderedProductSales.amount) + 1234) / 100;
    totals.unitsOrdered += 5 - gone.salesByAsin.unitsOrdered;
    totals.orderedProductSales.amount =
      (cents(totals.orderedProductSales.amount) + 1234 - cents(gone.salesByAsin.orderedProductSales.amount)) /
      100;
    report.salesAndTrafficByAsin = rows.slice(0, -1);
    const document = {
      ...(original as ReportDocument),
      documentId: `corrected-${reportDay}`,
      body: JSON.stringify(report),
    };
    return { document, first, gone };
  };
  /** An ASIN's row of the rollup on a day (undefined: none). */
  const rollupRow = async (asin: string, onDay: string) =>
    (
      await sql<{ total_sales: string; units_ordered: string; fact_days: number }>`
        select total_sales, units_ordered::text, fact_days from asin_daily_sales_month_to_date
        where brand_code = ${BRAND} and marketplace_id = ${US} and asin = ${asin}
          and report_date = ${onDay}::date`.execute(db)
    ).rows[0];
  const loaded = { from: day(-200), to: day(-1) };

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    await db
      .insertInto('brands')
      .values({ brand_code: BRAND, name: 'Month To Date Co', brand_type: 'mc', status_id: 1 })
      .execute();
    await db
      .insertInto('authorized_marketplaces')
      .values({ brand_code: BRAND, seller_id: ACCOUNT.sellerId, seller_name: 'MTD LLC', marketplace_id: US })
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

  it('holds every ASIN-day from its first row in a month as the sums of the month’s ASIN-days through it', async () => {
    const { rows } = await sql<{ months: number; dense: boolean }>`
      select count(distinct date_trunc('month', report_date))::int as months,
        bool_and(fact_days between 1 and extract(day from report_date)) as dense
      from asin_daily_sales_month_to_date where brand_code = ${BRAND}`.execute(db);

    expect(rows[0]?.months).toBeGreaterThanOrEqual(6);
    expect(rows[0]?.dense).toBe(true);
    expect(await rollupMismatches(db)).toEqual([]);
  });

  it('follows corrected days through the loading path, in an earlier month and in the latest', async () => {
    const earlier = addIsoDays(monthStart(-3), 9);
    const recent = day(-2);
    const a = await corrected(earlier);
    const b = await corrected(recent);
    const monthEnd = monthEndOf(earlier);
    const before = await rollupRow(a.first.childAsin, monthEnd);
    const goneBefore = await rollupRow(a.gone.childAsin, monthEnd);

    const result = await loadReportDocuments(db, [a.document, b.document]);

    expect(result.loaded).toBe(2);
    // Every later day of the month moved by the correction, its month's end among them.
    expect(await rollupRow(a.first.childAsin, monthEnd)).toEqual({
      total_sales: (Number(before?.total_sales) + 12.34).toFixed(2),
      units_ordered: String(Number(before?.units_ordered) + 5),
      fact_days: before?.fact_days,
    });
    // The row gone from the report is an ASIN-day fewer, not a day of zeros.
    expect((await rollupRow(a.gone.childAsin, monthEnd))?.fact_days).toBe((goneBefore?.fact_days ?? 0) - 1);
    expect(await rollupMismatches(db)).toEqual([]);
  });

  it('answers the ASIN windows and movers as the day reading, for windows ending and starting on month boundaries', async () => {
    const throughs = [
      day(-1),
      monthStart(-1), // a 1st
      addIsoDays(monthStart(-1), -1), // a month's last day
      addIsoDays(monthStart(-1), 1), // the 1d window before it is a 1st
      addIsoDays(monthStart(-2), 6), // the 7d window starts on a 1st
      addIsoDays(monthStart(-2), 29), // the 30d window starts on a 1st
      addIsoDays(monthStart(-4), 59), // the 30d window before it starts on a 1st
    ];
    const demo = await sql<{ brand_code: string }>`
      select distinct brand_code from asin_daily_sales where marketplace_id = ${US} and brand_code <> ${BRAND}
      order by 1 limit 3`.execute(db);
    const visibles = [null, [BRAND], [BRAND, ...demo.rows.map((r) => r.brand_code)]];
    const byKey = <T extends { key: string }>(rows: T[]) =>
      [...rows].sort((x, y) => (x.key < y.key ? -1 : 1));
    let nonEmpty = 0;
    for (const through of throughs) {
      for (const visible of visibles) {
        const scope: WindowScope = { marketplaceId: US, through, visible };
        const label = `through ${through}, ${visible ? visible.join('+') : 'every brand'}`;
        const reference = await windowRevenuesFromDays(db, 'asin', scope);
        expect(byKey(await asinWindowRevenuesFromMonthToDate(db, scope)), label).toEqual(byKey(reference));
        const keys = reference.slice(0, 3).map((r) => r.key);
        expect(byKey(await asinWindowRevenuesFromMonthToDate(db, scope, keys)), label).toEqual(
          byKey(await windowRevenuesFromDays(db, 'asin', scope, keys)),
        );
        if (reference.length > 0) nonEmpty++;
        for (const window of ['1d', '7d', '30d'] as MoversWindow[]) {
          for (const direction of ['gainers', 'losers'] as const) {
            for (const limit of [20, 10_000]) {
              expect(await asinMoversFromMonthToDate(db, scope, window, direction, limit), label).toEqual(
                await moversFromDays(db, 'asin', scope, window, direction, limit),
              );
            }
          }
        }
      }
    }
    // Every scope had ASINs to compare on every day (the brand's days reach back past each window).
    expect(nonEmpty).toBe(throughs.length * visibles.length);
  });

  it('leaves no rows of a brand deleted, as its ASIN-days go', async () => {
    const count = async (table: string) =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(table)} where brand_code = ${BRAND}`.execute(db)
      ).rows[0]?.n;
    expect(await count('asin_daily_sales_month_to_date')).toBeGreaterThan(0);

    await sql`delete from brands where brand_code = ${BRAND}`.execute(db);

    expect(await count('asin_daily_sales')).toBe(0);
    expect(await count('asin_daily_sales_month_to_date')).toBe(0);
  });
});
