import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'APIPELINETEST01', marketplaceId: 'ATVPDKIKX0DER' };

async function collect(
  connector: MarketplaceDataConnector,
  reportType: ReportDocument['reportType'],
  from?: string,
  to?: string,
) {
  const documents: ReportDocument[] = [];
  for await (const d of connector.documents({ ...ACCOUNT, reportType, from, to })) documents.push(d);
  return documents;
}

// The parts of a Sales and Traffic document a correction edits (the report's JSON, loosely typed).
type SalesRow = {
  sku: string;
  salesByAsin: { unitsOrdered: number; orderedProductSales: { amount: number } };
  trafficByAsin: { browserSessions: number; buyBoxPercentage: number };
};

/**
 * A day's Sales and Traffic document as Amazon would send it corrected: its first ASIN row and the
 * day's totals gain `units` and `amount`; `edit` changes the row further.
 */
async function correctedDocument(
  connector: MarketplaceDataConnector,
  day: string,
  change: { units: number; amount: number; edit?: (row: SalesRow) => void },
): Promise<{ document: ReportDocument; row: SalesRow }> {
  const [original] = await collect(connector, REPORT_TYPES.salesAndTraffic, day, day);
  const report = JSON.parse(original?.body ?? '{}');
  const row = report.salesAndTrafficByAsin[0] as SalesRow;
  const cents = (amount: number) => Math.round((amount + change.amount) * 100) / 100;
  row.salesByAsin.unitsOrdered += change.units;
  row.salesByAsin.orderedProductSales.amount = cents(row.salesByAsin.orderedProductSales.amount);
  change.edit?.(row);
  const totals = report.salesAndTrafficByDate[0].salesByDate;
  totals.unitsOrdered += change.units;
  totals.orderedProductSales.amount = cents(totals.orderedProductSales.amount);
  const document = {
    ...(original as ReportDocument),
    documentId: `corrected-${day}`,
    body: JSON.stringify(report),
  };
  return { document, row };
}

/** Row counts and a checksum of every fact and rollup row the account touches. */
async function snapshot(db: Kysely<Database>) {
  const facts = await sql<{ n: number; sum: string }>`
    select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
    from sku_sales_traffic_daily t where seller_id = ${ACCOUNT.sellerId}`.execute(db);
  const rollup = await sql<{ n: number; sum: string }>`
    select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
    from brand_daily_sales t where brand_code = 'PIPE01'`.execute(db);
  const loads = await sql<{
    n: number;
  }>`select count(*)::int as n from report_loads where seller_id = ${ACCOUNT.sellerId}`.execute(db);
  return { facts: facts.rows[0], rollup: rollup.rows[0], loads: loads.rows[0]?.n };
}

describe.each(databasesUnderTest())('the seller data pipeline on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  const plan = planAccountCatalog(7, {
    brandCode: 'PIPE01',
    brandName: 'Pipeline Test Co',
    ...ACCOUNT,
    currencyCode: 'USD',
  });
  const connector = createDemoMarketplace({ seed: 7, now: NOW, accounts: [plan], dailyDemand: () => 900 });

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    await db
      .insertInto('brands')
      .values({ brand_code: 'PIPE01', name: 'Pipeline Test Co', brand_type: 'mc', status_id: 1 })
      .execute();
    await db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'PIPE01',
        seller_id: ACCOUNT.sellerId,
        seller_name: 'Pipeline LLC',
        marketplace_id: ACCOUNT.marketplaceId,
      })
      .execute();
    const documents = [
      ...(await collect(connector, REPORT_TYPES.merchantListings)),
      ...(await collect(connector, REPORT_TYPES.catalogItems)),
      ...(await collect(connector, REPORT_TYPES.salesAndTraffic, '2026-06-01', '2026-06-14')),
    ];
    await loadReportDocuments(db, documents);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('loads the catalog from the listings and catalog documents', async () => {
    const items = await db
      .selectFrom('catalog_items')
      .selectAll()
      .where('seller_id', '=', ACCOUNT.sellerId)
      .execute();
    expect(items).toHaveLength(plan.skus.length);
    const first = plan.skus[0];
    const row = items.find((i) => i.seller_sku === first?.sellerSku);
    expect(row).toMatchObject({
      brand_code: 'PIPE01',
      asin: first?.asin,
      parent_asin: first?.parentAsin,
      product_group: first?.productGroup,
    });
  });

  it('changes nothing when the same documents are loaded again', async () => {
    const before = await snapshot(db);
    expect(before.facts?.n).toBeGreaterThan(0);
    const again = await collect(connector, REPORT_TYPES.salesAndTraffic, '2026-06-01', '2026-06-14');
    const result = await loadReportDocuments(db, again);
    expect(result).toMatchObject({ documents: 14, loaded: 0, unchanged: 14, factRows: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('replaces a day with a corrected document, and its rollup with it', async () => {
    const { document: corrected, row } = await correctedDocument(connector, '2026-06-14', {
      units: 2,
      amount: 50,
    });
    const sumOfDay = async () =>
      (
        await sql<{ s: number }>`select sum(total_sales)::float8 as s from brand_daily_sales
        where brand_code = 'PIPE01' and report_date = '2026-06-14'`.execute(db)
      ).rows[0]?.s ?? 0;
    const before = await sumOfDay();
    const result = await loadReportDocuments(db, [corrected]);
    expect(result.loaded).toBe(1);
    expect(await sumOfDay()).toBeCloseTo(before + 50, 2);
    const fact = await db
      .selectFrom('sku_sales_traffic_daily')
      .select(['units_ordered'])
      .where('seller_id', '=', ACCOUNT.sellerId)
      .where('report_date', '=', new Date('2026-06-14T00:00:00Z'))
      .where('seller_sku', '=', row.sku)
      .executeTakeFirstOrThrow();
    expect(fact.units_ordered).toBe(row.salesByAsin.unitsOrdered);
  });

  it('keeps each SKU’s week equal to the sum of its days when a corrected document replaces a day', async () => {
    // A Wednesday: the week of 2026-06-08 keeps six days as they were and takes the corrected one.
    const { document: corrected, row } = await correctedDocument(connector, '2026-06-10', {
      units: 3,
      amount: 20,
      edit: (asin) => {
        asin.trafficByAsin.browserSessions += 7;
        asin.trafficByAsin.buyBoxPercentage = 87.5;
      },
    });
    const week = async () =>
      await db
        .selectFrom('sku_sales_traffic_weekly')
        .select(['units_ordered', 'browser_sessions'])
        .where('seller_id', '=', ACCOUNT.sellerId)
        .where('week_start', '=', new Date('2026-06-08T00:00:00Z'))
        .where('seller_sku', '=', row.sku)
        .executeTakeFirstOrThrow();
    const before = await week();

    await loadReportDocuments(db, [corrected]);

    expect(await week()).toEqual({
      units_ordered: before.units_ordered + 3,
      browser_sessions: before.browser_sessions + 7,
    });
    // Every week of the account, whole rows: the rollup against a fresh sum of the SKU-day facts.
    const mismatches = await sql<Record<string, unknown>>`
      with days as (
        select seller_id, marketplace_id, date_trunc('week', report_date::timestamp)::date as week_start,
          seller_sku, asin, currency_code, sum(ordered_product_sales) as ordered_product_sales,
          sum(units_ordered)::int as units_ordered, sum(browser_sessions)::int as browser_sessions,
          sum(mobile_app_sessions)::int as mobile_app_sessions,
          sum(browser_page_views)::int as browser_page_views,
          sum(mobile_app_page_views)::int as mobile_app_page_views,
          sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0) as buy_box_sessions
        from sku_sales_traffic_daily where seller_id = ${ACCOUNT.sellerId}
        group by 1, 2, 3, 4, 5, 6
      ),
      weeks as (select * from sku_sales_traffic_weekly where seller_id = ${ACCOUNT.sellerId})
      (select 'only in the days' as side, * from (table days except table weeks) d)
      union all
      (select 'only in the weeks' as side, * from (table weeks except table days) w)`.execute(db);
    const weeks = await sql<{ n: number }>`
      select count(distinct week_start)::int as n from sku_sales_traffic_weekly
      where seller_id = ${ACCOUNT.sellerId}`.execute(db);
    expect(weeks.rows[0]?.n).toBe(2);
    expect(mismatches.rows).toEqual([]);
  });

  it('keeps each brand’s day equal to its facts, buy box sessions unrounded, when a corrected document replaces a day', async () => {
    const { document: corrected } = await correctedDocument(connector, '2026-06-11', {
      units: 4,
      amount: 12.34,
      edit: (asin) => {
        asin.trafficByAsin.browserSessions += 11;
        asin.trafficByAsin.buyBoxPercentage = 33.33;
      },
    });
    const brandDay = async () =>
      await db
        .selectFrom('brand_daily_sales')
        .select(['units_ordered', 'browser_sessions', 'sessions', 'total_sales'])
        .where('brand_code', '=', 'PIPE01')
        .where('report_date', '=', new Date('2026-06-11T00:00:00Z'))
        .executeTakeFirstOrThrow();
    const before = await brandDay();

    await loadReportDocuments(db, [corrected]);

    const after = await brandDay();
    expect(after.units_ordered).toBe(before.units_ordered + 4);
    expect(after.browser_sessions).toBe(before.browser_sessions + 11);
    expect(after.sessions).toBe(before.sessions + 11);
    expect(Number(after.total_sales)).toBeCloseTo(Number(before.total_sales) + 12.34, 2);
    // Every day of the brand, whole rows: the rollup against a fresh sum of its SKU-day facts, each
    // attributed as the reading does (catalog brand, else the account's first brand).
    const mismatches = await sql<Record<string, unknown>>`
      with days as (
        select coalesce(c.brand_code, a.brand_code) as brand_code, f.marketplace_id, f.report_date,
          sum(f.ordered_product_sales) as total_sales, sum(f.units_ordered)::int as units_ordered,
          sum(f.total_order_items)::int as total_order_items,
          sum(f.browser_sessions + f.mobile_app_sessions)::int as sessions,
          sum(f.browser_page_views + f.mobile_app_page_views)::int as page_views,
          sum((f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0) as buy_box_sessions,
          sum(f.browser_sessions)::int as browser_sessions, sum(f.mobile_app_sessions)::int as mobile_app_sessions,
          sum(f.browser_page_views)::int as browser_page_views,
          sum(f.mobile_app_page_views)::int as mobile_app_page_views
        from sku_sales_traffic_daily f
        left join catalog_items c
          on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
        left join (
          select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
          group by 1, 2
        ) a on a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
        where f.seller_id = ${ACCOUNT.sellerId}
        group by 1, 2, 3
      ),
      rollup as (
        select brand_code, marketplace_id, report_date, total_sales, units_ordered, total_order_items, sessions,
          page_views, buy_box_sessions, browser_sessions, mobile_app_sessions, browser_page_views,
          mobile_app_page_views
        from brand_daily_sales where brand_code = 'PIPE01'
      )
      (select 'only in the facts' as side, * from (table days except table rollup) d)
      union all
      (select 'only in the rollup' as side, * from (table rollup except table days) r)`.execute(db);
    const unrounded = await sql<{ n: number }>`
      select count(*)::int as n from brand_daily_sales
      where brand_code = 'PIPE01' and buy_box_sessions <> round(buy_box_sessions, 2)`.execute(db);
    expect(mismatches.rows).toEqual([]);
    expect(unrounded.rows[0]?.n).toBeGreaterThan(0);
  });

  it('records how far the facts are loaded and which days are still provisional', async () => {
    const res = await api.call('GET', '/seller-data/freshness?brandCode=PIPE01', {
      token: (await api.login('admin@demo.test')).accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        fact: 'salesAndTraffic',
        brand_code: 'PIPE01',
        last_day: '2026-06-14',
        final_through: '2026-06-12',
      }),
    ]);
  });

  it('shows a brand user only its own brands’ freshness', async () => {
    const mc = await api.login('mc@demo.test');
    const res = await api.call('GET', '/seller-data/freshness', { token: mc.accessToken });
    expect(res.status).toBe(200);
    expect(new Set(res.body.map((r: { brand_code: string }) => r.brand_code))).toEqual(new Set(['MC001']));
  });

  describe('refuses a bad document whole, saying where', () => {
    const good = async () =>
      (
        await collect(connector, REPORT_TYPES.salesAndTraffic, '2026-06-10', '2026-06-10')
      )[0] as ReportDocument;

    it('a truncated JSON document, with the line', async () => {
      const doc = await good();
      const truncated = { ...doc, body: doc.body.slice(0, Math.floor(doc.body.length / 2)) };
      const before = await snapshot(db);
      await expect(loadReportDocuments(db, [await good(), truncated])).rejects.toThrow(
        /refused at (line \d+|end of document).*not valid JSON/,
      );
      expect(await snapshot(db)).toEqual(before);
    });

    it('a field of the wrong type, with its path', async () => {
      const doc = await good();
      const report = JSON.parse(doc.body);
      report.salesAndTrafficByAsin[1].trafficByAsin.browserSessions = 'many';
      const error = await loadReportDocuments(db, [{ ...doc, body: JSON.stringify(report) }]).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ReportDocumentError);
      expect((error as ReportDocumentError).where).toBe(
        'salesAndTrafficByAsin[1].trafficByAsin.browserSessions',
      );
    });

    it('a document whose SKU rows lost one (they no longer add up to the day)', async () => {
      const doc = await good();
      const report = JSON.parse(doc.body);
      report.salesAndTrafficByAsin.pop();
      await expect(loadReportDocuments(db, [{ ...doc, body: JSON.stringify(report) }])).rejects.toThrow(
        /do not add up/,
      );
    });

    it('a flat file line with a bad price, with its line and column', async () => {
      const [listings] = await collect(connector, REPORT_TYPES.merchantListings);
      const lines = (listings as ReportDocument).body.split('\n');
      lines[3] = (lines[3] ?? '').replace(/\t\d+\.\d{2}\t/, '\tnine dollars\t');
      const error = await loadReportDocuments(db, [
        { ...(listings as ReportDocument), body: lines.join('\n') },
      ]).catch((e: unknown) => e);
      expect((error as ReportDocumentError).where).toBe('line 4, column "price"');
    });
  });
});
