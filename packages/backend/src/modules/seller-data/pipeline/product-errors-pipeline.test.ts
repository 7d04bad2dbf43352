import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import { readListingsItemsIssues } from '../reports/listings-items-issues.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'AERRORSTEST0001', marketplaceId: 'ATVPDKIKX0DER' };
const SNAPSHOT_DAYS = ['2026-05-24', '2026-05-31', '2026-06-07', '2026-06-14'];

/** Row count and a checksum of the account's product errors. */
async function snapshot(db: Kysely<Database>) {
  return (
    await sql<{ n: number; sum: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from product_errors t where seller_id = ${ACCOUNT.sellerId}`.execute(db)
  ).rows[0];
}

const errorKeys = async (db: Kysely<Database>) =>
  (
    await sql<{ key: string }>`
      select seller_sku || '|' || error_code as key from product_errors
      where seller_id = ${ACCOUNT.sellerId} order by 1`.execute(db)
  ).rows.map((r) => r.key);

describe.each(databasesUnderTest())(
  'product errors through the seller data pipeline on $name',
  (database) => {
    let api: TestApi;
    let db: Kysely<Database>;
    // MR001 (the demo brand user's brand) always has product errors in the simulator.
    const plan = planAccountCatalog(33, {
      brandCode: 'MR001',
      brandName: 'Errors Test Co',
      ...ACCOUNT,
      currencyCode: 'USD',
    });
    const connector = createDemoMarketplace({ seed: 33, now: NOW, accounts: [plan], dailyDemand: () => 900 });
    const snapshots: ReportDocument[] = [];
    const documentOf = async (day: string) => {
      for await (const d of connector.documents({
        ...ACCOUNT,
        reportType: REPORT_TYPES.listingsItemsIssues,
        from: day,
        to: day,
      }))
        return d;
      throw new Error(`no document for ${day}`);
    };

    beforeAll(async () => {
      api = await startTestBackend(database, { seed: 'none' });
      db = api.backend.db;
      await db
        .insertInto('brands')
        .values({ brand_code: 'MR001', name: 'Errors Test Co', brand_type: 'mr', status_id: 1 })
        .execute();
      await db
        .insertInto('authorized_marketplaces')
        .values({
          brand_code: 'MR001',
          seller_name: 'Errors LLC',
          ...{ seller_id: ACCOUNT.sellerId, marketplace_id: ACCOUNT.marketplaceId },
        })
        .execute();
      const catalog: ReportDocument[] = [];
      for (const reportType of [REPORT_TYPES.merchantListings, REPORT_TYPES.catalogItems])
        for await (const d of connector.documents({ ...ACCOUNT, reportType })) catalog.push(d);
      await loadReportDocuments(db, catalog);
      for (const day of SNAPSHOT_DAYS) snapshots.push(await documentOf(day));
    });
    afterAll(async () => {
      await api?.stop();
    });

    it('writes documents that validate against the model, with listing issues and FBA_INB problems', () => {
      const read = snapshots.map((d) => readListingsItemsIssues(d.documentId, d.body, ACCOUNT.marketplaceId));
      const codes = read.flatMap((r) => r.errors.map((e) => e.code));
      expect(codes.some((c) => /^\d+$/.test(c))).toBe(true);
      expect(codes.some((c) => c.startsWith('FBA_INB_'))).toBe(true);
    });

    it('keeps the latest snapshot only, and the day each error was first reported', async () => {
      await loadReportDocuments(db, snapshots);
      const latest = readListingsItemsIssues(
        snapshots[3]?.documentId ?? '',
        snapshots[3]?.body ?? '',
        ACCOUNT.marketplaceId,
      );
      expect(await errorKeys(db)).toEqual(latest.errors.map((e) => `${e.sellerSku}|${e.code}`).sort());
      const first = await sql<{ n: number }>`
      select count(*)::int as n from product_errors
      where seller_id = ${ACCOUNT.sellerId} and first_reported < snapshot_day`.execute(db);
      expect(first.rows[0]?.n).toBeGreaterThan(0);
    });

    it('changes nothing when the same documents load again', async () => {
      const before = await snapshot(db);
      const result = await loadReportDocuments(db, snapshots);
      expect(result).toMatchObject({ loaded: 0, unchanged: snapshots.length });
      expect(await snapshot(db)).toEqual(before);
    });

    it('lets a corrected document of the latest day replace its snapshot', async () => {
      const latest = snapshots[3];
      if (!latest) throw new Error('no document');
      const json = JSON.parse(latest.body);
      for (const item of json.items) item.issues = [];
      json.inboundProblems = [];

      await loadReportDocuments(db, [{ ...latest, body: JSON.stringify(json) }]);

      expect(await errorKeys(db)).toEqual([]);
      await loadReportDocuments(db, [latest]);
      expect((await errorKeys(db)).length).toBeGreaterThan(0);
    });

    it('ignores an older snapshot that arrives after a newer one', async () => {
      const before = await snapshot(db);
      const older = snapshots[0];
      if (!older) throw new Error('no document');
      const json = JSON.parse(older.body);
      json.items[0].issues = [
        {
          code: '90220',
          message: "'item_name' is required but not supplied.",
          severity: 'ERROR',
          categories: [],
        },
      ];

      await loadReportDocuments(db, [{ ...older, body: JSON.stringify(json) }]);

      expect(await snapshot(db)).toEqual(before);
    });

    it('refuses a malformed document whole, naming the field, and loads nothing of its batch', async () => {
      const latest = snapshots[3];
      if (!latest) throw new Error('no document');
      const json = JSON.parse(latest.body);
      json.inboundProblems.push({
        msku: plan.skus[0]?.sellerSku,
        code: 'INB_4',
        message: 'x',
        severity: 'ERROR',
      });
      const before = await snapshot(db);

      const attempt = loadReportDocuments(db, [
        { ...latest, documentId: 'fixed', body: latest.body.replace(/"issues":\[\]/, '"issues":[]') },
        { ...latest, body: JSON.stringify(json) },
      ]);

      await expect(attempt).rejects.toBeInstanceOf(ReportDocumentError);
      await expect(attempt).rejects.toThrow(/inboundProblems\[\d+\]\.code: must be an FBA_INB_NNNN code/);
      expect(await snapshot(db)).toEqual(before);
    });

    it('refuses a truncated document naming where it ends', () => {
      const latest = snapshots[3];
      if (!latest) throw new Error('no document');
      expect(() =>
        readListingsItemsIssues(latest.documentId, latest.body.slice(0, 200), ACCOUNT.marketplaceId),
      ).toThrow(/not valid JSON/);
    });

    it('sets the FNSKU, hazmat, consumable and the master carton of the catalog rows', async () => {
      const rows = await sql<{ cartons: number; fba: number; fnskus: number }>`
      select count(*) filter (where master_carton_units is not null and master_carton_length > 0)::int as cartons,
        count(*) filter (where fulfillment = 'FBA' and fnsku is not null)::int as fnskus,
        count(*) filter (where fulfillment = 'FBA')::int as fba
      from catalog_items where seller_id = ${ACCOUNT.sellerId}`.execute(db);
      expect(rows.rows[0]?.cartons).toBe(rows.rows[0]?.fba);
      expect(rows.rows[0]?.fnskus).toBe(rows.rows[0]?.fba);
      expect(rows.rows[0]?.fba).toBeGreaterThan(0);
    });

    it('records how far product errors are loaded', async () => {
      const row = await sql<{ last_day: string }>`
      select last_day::text from data_freshness where seller_id = ${ACCOUNT.sellerId} and fact = 'productErrors'`.execute(
        db,
      );
      expect(row.rows).toEqual([{ last_day: '2026-06-14' }]);
    });
  },
);
