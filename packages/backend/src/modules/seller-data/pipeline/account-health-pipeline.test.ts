import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { readSellerPerformance } from '../reports/seller-performance.model.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'AHEALTHTEST0001', marketplaceId: 'ATVPDKIKX0DER' };

/** Row count and a checksum of the account's monthly account health rows. */
async function snapshot(db: Kysely<Database>) {
  return (
    await sql<{ n: number; sum: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from account_health_monthly t where seller_id = ${ACCOUNT.sellerId}`.execute(db)
  ).rows[0];
}

describe.each(databasesUnderTest())(
  'account health through the seller data pipeline on $name',
  (database) => {
    let api: TestApi;
    let db: Kysely<Database>;
    // MR001 is the demo brand planned to fail its late shipment rate in its two latest months.
    const plan = planAccountCatalog(21, {
      brandCode: 'MR001',
      brandName: 'Health Test Co',
      ...ACCOUNT,
      currencyCode: 'USD',
    });
    const connector = createDemoMarketplace({ seed: 21, now: NOW, accounts: [plan], dailyDemand: () => 900 });
    const documents: ReportDocument[] = [];

    beforeAll(async () => {
      api = await startTestBackend(database, { seed: 'none' });
      db = api.backend.db;
      await db
        .insertInto('brands')
        .values({ brand_code: 'MR001', name: 'Health Test Co', brand_type: 'mr', status_id: 1 })
        .execute();
      await db
        .insertInto('authorized_marketplaces')
        .values({
          brand_code: 'MR001',
          seller_name: 'Health LLC',
          seller_id: ACCOUNT.sellerId,
          marketplace_id: ACCOUNT.marketplaceId,
        })
        .execute();
      for await (const d of connector.documents({
        ...ACCOUNT,
        reportType: REPORT_TYPES.sellerPerformance,
        from: '2026-01-01',
        to: '2026-06-14',
      }))
        documents.push(d);
      await loadReportDocuments(db, documents);
    });
    afterAll(async () => {
      await api?.stop();
    });

    it('writes one document per month, the month in progress taken on the last day asked for', () => {
      expect(documents.map((d) => d.dataStartTime)).toEqual([
        '2026-01-31',
        '2026-02-28',
        '2026-03-31',
        '2026-04-30',
        '2026-05-31',
        '2026-06-14',
      ]);
      for (const d of documents)
        expect(() => readSellerPerformance(d.documentId, d.body, ACCOUNT.marketplaceId)).not.toThrow();
    });

    it('stores one row per month whose rates agree with the document', async () => {
      const rows = await sql<{ month: string; late: number; printed: number }>`
      select month::text, late_shipment_count::float8 / order_count as late from account_health_monthly
      where seller_id = ${ACCOUNT.sellerId} order by month`.execute(db);
      expect(rows.rows.map((r) => r.month)).toEqual([
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
      ]);
      const printed = documents.map(
        (d) =>
          readSellerPerformance(d.documentId, d.body, ACCOUNT.marketplaceId).metrics.lateShipmentRate.rate,
      );
      rows.rows.forEach((row, i) => {
        expect(row.late).toBeCloseTo(printed[i] ?? -1, 3);
      });
    });

    it('fails the planned item in the two latest months only', async () => {
      const rows = await sql<{ month: string; status: string }>`
      select month::text, late_shipment_status as status from account_health_monthly
      where seller_id = ${ACCOUNT.sellerId} order by month`.execute(db);
      expect(rows.rows.map((r) => r.status)).toEqual(['GOOD', 'GOOD', 'GOOD', 'GOOD', 'BAD', 'BAD']);
    });

    it('changes nothing when the same documents load again', async () => {
      const before = await snapshot(db);
      const result = await loadReportDocuments(db, documents);
      expect(result).toMatchObject({ loaded: 0, unchanged: documents.length });
      expect(await snapshot(db)).toEqual(before);
    });

    it('refuses a document whose rate disagrees with its counts, and loads nothing of the batch', async () => {
      const [first, second] = documents;
      if (!first || !second) throw new Error('no documents');
      const json = JSON.parse(second.body);
      json.performanceMetrics[0].lateShipmentRate.lateShipmentCount += 500;
      const garbled = { ...second, body: JSON.stringify(json) };
      const before = await snapshot(db);

      const attempt = loadReportDocuments(db, [
        { ...first, body: first.body.replace('"GREAT"', '"AT_RISK"') },
        garbled,
      ]);

      await expect(attempt).rejects.toBeInstanceOf(ReportDocumentError);
      await expect(attempt).rejects.toThrow(/performanceMetrics\[0\]\.lateShipmentRate\.rate/);
      expect(await snapshot(db)).toEqual(before);
    });

    it('refuses a document without the account’s marketplace, naming where', () => {
      const [first] = documents;
      if (!first) throw new Error('no documents');
      expect(() => readSellerPerformance(first.documentId, first.body, 'A1PA6795UKMFR9')).toThrow(
        /no metrics for marketplace A1PA6795UKMFR9/,
      );
    });

    it('refuses a document missing a metric the portal reads', () => {
      const [first] = documents;
      if (!first) throw new Error('no documents');
      const json = JSON.parse(first.body);
      delete json.performanceMetrics[0].validTrackingRate;
      expect(() =>
        readSellerPerformance(first.documentId, JSON.stringify(json), ACCOUNT.marketplaceId),
      ).toThrow(/performanceMetrics\[0\]\.validTrackingRate/);
    });

    it('records how far account health is loaded', async () => {
      const row = await sql<{ last_day: string }>`
      select last_day::text from data_freshness
      where seller_id = ${ACCOUNT.sellerId} and fact = 'accountHealth'`.execute(db);
      expect(row.rows).toEqual([{ last_day: '2026-06-01' }]);
    });
  },
);
