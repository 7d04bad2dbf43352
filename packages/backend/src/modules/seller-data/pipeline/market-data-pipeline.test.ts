import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { readEstimatedFees } from '../reports/estimated-fees.model.ts';
import { readFbaInventory } from '../reports/fba-inventory.model.ts';
import { readItemOffers } from '../reports/item-offers.model.ts';
import { readLedgerSummary } from '../reports/ledger-summary.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { readSalesAndTraffic } from '../reports/sales-and-traffic.model.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'AMARKETDATATEST', marketplaceId: 'ATVPDKIKX0DER' };
const FROM = '2026-06-08';
const TO = '2026-06-14';

const plan = planAccountCatalog(21, {
  brandCode: 'MKT01',
  brandName: 'Market Co',
  ...ACCOUNT,
  currencyCode: 'USD',
});
// One FBA SKU out of stock from 5 to 3 days before NOW: its offer must lose the buy box those days.
const outOfStock = plan.skus.find((s) => s.fulfillment === 'FBA');
if (!outOfStock) throw new Error('the plan has no FBA SKU');
for (const sku of plan.skus) sku.stockOut = null;
outOfStock.stockOut = [5, 3];
const connector = createDemoMarketplace({ seed: 21, now: NOW, accounts: [plan], dailyDemand: () => 900 });

async function collect(c: MarketplaceDataConnector, reportType: ReportDocument['reportType']) {
  const documents: ReportDocument[] = [];
  for await (const d of c.documents({ ...ACCOUNT, reportType, from: FROM, to: TO })) documents.push(d);
  return documents;
}
const byDay = (docs: ReportDocument[]) => new Map(docs.map((d) => [d.dataStartTime ?? '', d]));
const withBody = (d: ReportDocument, body: string): ReportDocument => ({ ...d, body });

describe('the simulator’s ASIN market data documents', () => {
  it('validate against our models of the ledger, estimated fees and getItemOffersBatch', async () => {
    for (const d of await collect(connector, REPORT_TYPES.ledgerSummary))
      expect(readLedgerSummary(d.documentId, d.body, d.dataStartTime ?? '').length).toBeGreaterThan(0);
    for (const d of await collect(connector, REPORT_TYPES.estimatedFees))
      expect(readEstimatedFees(d.documentId, d.body).length).toBe(
        plan.skus.filter((s) => s.fulfillment === 'FBA').length,
      );
    for (const d of await collect(connector, REPORT_TYPES.itemOffers))
      expect(
        new Set(readItemOffers(d.documentId, d.body, ACCOUNT.marketplaceId).map((o) => o.asin)).size,
      ).toBe(plan.skus.length);
  });

  it('split each SKU’s warehouse units over fulfillment centers and dispositions that sum to the Manage Inventory snapshot', async () => {
    const inventory = byDay(await collect(connector, REPORT_TYPES.fbaInventory));
    for (const ledger of await collect(connector, REPORT_TYPES.ledgerSummary)) {
      const day = ledger.dataStartTime ?? '';
      const snapshot = inventory.get(day);
      if (!snapshot) throw new Error(`no inventory snapshot on ${day}`);
      const sums = new Map<string, number>();
      for (const row of readLedgerSummary(ledger.documentId, ledger.body, day))
        sums.set(row.sellerSku, (sums.get(row.sellerSku) ?? 0) + row.quantity);
      for (const sku of readFbaInventory(snapshot.documentId, snapshot.body).filter(
        (s) => s.afnListingExists,
      ))
        expect([day, sku.sellerSku, sums.get(sku.sellerSku) ?? 0]).toEqual([
          day,
          sku.sellerSku,
          sku.afnWarehouseQuantity,
        ]);
    }
  });

  it('give the seller’s offer the buy box exactly when its buy box share of the day is at least half', async () => {
    const sales = new Map(
      (await collect(connector, REPORT_TYPES.salesAndTraffic)).flatMap((d) =>
        readSalesAndTraffic(d.documentId, d.body, ACCOUNT.marketplaceId).map((f) => [
          `${f.reportDate}|${f.asin}`,
          f,
        ]),
      ),
    );
    let lost = 0;
    for (const d of await collect(connector, REPORT_TYPES.itemOffers)) {
      const offers = readItemOffers(d.documentId, d.body, ACCOUNT.marketplaceId);
      for (const asin of new Set(offers.map((o) => o.asin))) {
        const ofAsin = offers.filter((o) => o.asin === asin);
        const fact = sales.get(`${d.dataStartTime}|${asin}`);
        const share = fact && fact.browserSessions + fact.mobileAppSessions > 0 ? fact.buyBoxPercentage : 0;
        const mine = ofAsin.find((o) => o.isMyOffer);
        expect(mine?.isBuyBoxWinner).toBe(share >= 50);
        expect(ofAsin.filter((o) => o.isBuyBoxWinner)).toHaveLength(1);
        expect(ofAsin.length - 1).toBeGreaterThanOrEqual(2);
        expect(ofAsin.length - 1).toBeLessThanOrEqual(6);
        if (!mine?.isBuyBoxWinner) lost++;
      }
    }
    expect(lost).toBeGreaterThanOrEqual(3);
  });
});

describe('ASIN market data documents are refused whole, naming where', () => {
  const header = (d: ReportDocument) => d.body.split('\n')[0] ?? '';
  it('refuses a ledger line whose ending balance is not its starting balance plus its events', async () => {
    const [d] = await collect(connector, REPORT_TYPES.ledgerSummary);
    if (!d) throw new Error('no ledger');
    const cells = (d.body.split('\n')[1] ?? '').split('\t');
    cells[18] = String(Number(cells[18]) + 1);
    const broken = `${header(d)}\n${cells.join('\t')}\n`;
    expect(() => readLedgerSummary(d.documentId, broken, d.dataStartTime ?? '')).toThrow(
      /line 2, column "Ending Warehouse Balance"/,
    );
  });

  it('refuses a fee estimate whose total is not its parts', async () => {
    const [d] = await collect(connector, REPORT_TYPES.estimatedFees);
    if (!d) throw new Error('no fees');
    const lines = d.body.split('\n');
    const cells = (lines[2] ?? '').split('\t');
    cells[13] = '99.99';
    lines[2] = cells.join('\t');
    expect(() => readEstimatedFees(d.documentId, lines.join('\n'))).toThrow(
      /line 3, column "estimated-fee-total"/,
    );
  });

  it('refuses an offers answer with two buy box winners, naming its JSON path', async () => {
    const [d] = await collect(connector, REPORT_TYPES.itemOffers);
    if (!d) throw new Error('no offers');
    const json = JSON.parse(d.body) as {
      responses: { body: { payload: { Offers: { IsBuyBoxWinner: boolean }[] } } }[];
    };
    for (const o of json.responses[1]?.body.payload.Offers ?? []) o.IsBuyBoxWinner = true;
    const error = (() => {
      try {
        readItemOffers(d.documentId, JSON.stringify(json), ACCOUNT.marketplaceId);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ReportDocumentError);
    expect((error as ReportDocumentError).where).toBe('responses[1].body.payload.Offers');
  });
});

/** Row counts and a checksum of the account's market data. */
async function snapshot(db: Kysely<Database>) {
  const of = async (table: string) =>
    (
      await sql<{ n: number; sum: string }>`
        select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
        from ${sql.table(table)} t where seller_id = ${ACCOUNT.sellerId}`.execute(db)
    ).rows[0];
  return {
    ledger: await of('fc_inventory_snapshots'),
    fees: await of('fee_estimates'),
    offers: await of('product_offers'),
  };
}

describe.each(databasesUnderTest())(
  'ASIN market data through the seller data pipeline on $name',
  (database) => {
    let api: TestApi;
    let db: Kysely<Database>;
    let documents: ReportDocument[];

    beforeAll(async () => {
      api = await startTestBackend(database);
      db = api.backend.db;
      await db
        .insertInto('brands')
        .values({ brand_code: 'MKT01', name: 'Market Co', brand_type: 'mc', status_id: 1 })
        .execute();
      await db
        .insertInto('authorized_marketplaces')
        .values({
          brand_code: 'MKT01',
          seller_id: ACCOUNT.sellerId,
          seller_name: 'Market LLC',
          ...{ marketplace_id: ACCOUNT.marketplaceId },
        })
        .execute();
      documents = [
        ...(await collect(connector, REPORT_TYPES.ledgerSummary)),
        ...(await collect(connector, REPORT_TYPES.estimatedFees)),
        ...(await collect(connector, REPORT_TYPES.itemOffers)),
      ];
      await loadReportDocuments(db, documents);
    });
    afterAll(async () => {
      await api?.stop();
    });

    it('stores one row per day, SKU, fulfillment center and disposition, per day and SKU, and per day, ASIN and offering seller', async () => {
      const s = await snapshot(db);
      expect(s.ledger?.n).toBeGreaterThan(0);
      expect(s.fees?.n).toBe(7 * plan.skus.filter((k) => k.fulfillment === 'FBA').length);
      expect(s.offers?.n).toBeGreaterThanOrEqual(7 * plan.skus.length * 3);
    });

    it('records the freshness of each fact', async () => {
      const rows = await db
        .selectFrom('data_freshness')
        .select(['fact', sql<string>`to_char(last_day, 'YYYY-MM-DD')`.as('last_day')])
        .where('seller_id', '=', ACCOUNT.sellerId)
        .orderBy('fact')
        .execute();
      expect(rows).toEqual([
        { fact: 'fcInventory', last_day: TO },
        { fact: 'feeEstimates', last_day: TO },
        { fact: 'productOffers', last_day: TO },
      ]);
    });

    it('changes nothing when the same documents are loaded twice', async () => {
      const before = await snapshot(db);
      const result = await loadReportDocuments(db, documents);
      expect(result.loaded).toBe(0);
      expect(await snapshot(db)).toEqual(before);
    });

    it('replaces a day whole with a corrected document', async () => {
      const ledger = documents.find(
        (d) => d.reportType === REPORT_TYPES.ledgerSummary && d.dataStartTime === TO,
      );
      if (!ledger) throw new Error('no ledger of the last day');
      const lines = ledger.body.trimEnd().split('\n');
      const corrected = withBody(ledger, `${lines.slice(0, 2).join('\n')}\n`);
      await loadReportDocuments(db, [corrected]);
      const rows = await sql<{ n: number }>`
      select count(*)::int as n from fc_inventory_snapshots
      where seller_id = ${ACCOUNT.sellerId} and snapshot_day = ${TO}::date`.execute(db);
      expect(rows.rows[0]?.n).toBe(1);
      await loadReportDocuments(db, [ledger]);
    });

    it('loads nothing of a batch that holds one malformed document, and says which line', async () => {
      const before = await snapshot(db);
      const fees = documents.find(
        (d) => d.reportType === REPORT_TYPES.estimatedFees && d.dataStartTime === TO,
      );
      if (!fees) throw new Error('no fees of the last day');
      const truncated = withBody(fees, fees.body.replace(/\t[0-9.]+\n$/, '\n'));
      const offers = documents.find(
        (d) => d.reportType === REPORT_TYPES.itemOffers && d.dataStartTime === TO,
      );
      if (!offers) throw new Error('no offers of the last day');
      const changedOffers = withBody(offers, offers.body.replaceAll('"Amount":0,', '"Amount":1,'));
      await expect(loadReportDocuments(db, [changedOffers, truncated])).rejects.toThrow(
        /fees-.* refused: .*line 6/,
      );
      expect(await snapshot(db)).toEqual(before);
    });

    it('writes two accounts’ days in one batch, and one malformed document refuses both accounts’', async () => {
      const other = { sellerId: 'AMARKETDATATEST2', marketplaceId: ACCOUNT.marketplaceId };
      const otherPlan = planAccountCatalog(22, {
        brandCode: 'MKT01',
        brandName: 'Market Co',
        ...other,
        currencyCode: 'USD',
      });
      const otherConnector = createDemoMarketplace({
        seed: 22,
        now: NOW,
        accounts: [otherPlan],
        dailyDemand: () => 900,
      });
      const otherDocs: ReportDocument[] = [];
      for (const reportType of [REPORT_TYPES.estimatedFees, REPORT_TYPES.itemOffers])
        for await (const d of otherConnector.documents({ ...other, reportType, from: FROM, to: TO }))
          otherDocs.push(d);
      const fees = documents.find(
        (d) => d.reportType === REPORT_TYPES.estimatedFees && d.dataStartTime === TO,
      );
      if (!fees) throw new Error('no fees of the last day');
      const truncated = withBody(fees, fees.body.replace(/\t[0-9.]+\n$/, '\n'));
      const count = async () =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from product_offers where seller_id = ${other.sellerId}`.execute(db)
        ).rows[0]?.n;
      const before = await snapshot(db);

      const refused = await loadReportDocuments(db, [...otherDocs, truncated]).catch((e: unknown) => e);
      const offersAfterRefusal = await count();
      const loaded = await loadReportDocuments(db, [...otherDocs, fees]);

      expect(refused).toBeInstanceOf(ReportDocumentError);
      expect((refused as ReportDocumentError).message).toMatch(/fees-.* refused.*line 6/);
      expect(offersAfterRefusal).toBe(0);
      expect(loaded).toMatchObject({ loaded: otherDocs.length, unchanged: 1 });
      expect(await count()).toBeGreaterThanOrEqual(7 * otherPlan.skus.length);
      expect(await snapshot(db)).toEqual(before);
    });
  },
);
