import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import {
  PAGE_MONITOR_SUB_TYPES,
  type PageMonitorAlertsDocument,
  pageMonitorAlertsDocument,
} from '../reports/page-monitor-alerts.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { planListingHistory } from '../simulator/demo-listing-history.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
// A large demo catalog (≥ 60 SKUs): its simulated monitor sees every kind of page alert.
const ACCOUNT = { sellerId: 'AALERTSOURCE01', marketplaceId: 'ATVPDKIKX0DER' };
const plan = planAccountCatalog(7, {
  brandCode: 'MC001',
  brandName: 'Source Co',
  ...ACCOUNT,
  currencyCode: 'USD',
});
const connector = createDemoMarketplace({ seed: 7, now: NOW, accounts: [plan], dailyDemand: () => 900 });

async function collect(
  c: MarketplaceDataConnector,
  reportType: ReportDocument['reportType'],
  from?: string,
  to?: string,
) {
  const documents: ReportDocument[] = [];
  for await (const d of c.documents({ ...ACCOUNT, reportType, from, to })) documents.push(d);
  return documents;
}
const monitorDays = () => collect(connector, REPORT_TYPES.pageMonitorAlerts, '2026-06-01', '2026-06-14');
const bodyOf = (doc: ReportDocument) => JSON.parse(doc.body) as PageMonitorAlertsDocument;
const withBody = (doc: ReportDocument, edit: (body: PageMonitorAlertsDocument) => void): ReportDocument => {
  const body = bodyOf(doc);
  edit(body);
  return { ...doc, body: JSON.stringify(body) };
};

async function monitorAlerts(db: Kysely<Database>) {
  return (
    await sql<{
      id: string;
      alert_sub_type: string;
      message: string;
      brand_code: string;
      product_name: string;
    }>`
      select id::text, alert_sub_type, message, brand_code, product_name from alerts
      where seller_id = ${ACCOUNT.sellerId} and collection = 'page-monitor-alerts' order by id`.execute(db)
  ).rows;
}

describe('the page monitor document model', () => {
  it('accepts every document the simulator writes, and they hold all twelve page alert kinds', async () => {
    const documents = await monitorDays();
    const kinds = new Set(documents.flatMap((d) => bodyOf(d).alerts.map((a) => a.alertSubType)));

    for (const doc of documents)
      expect(pageMonitorAlertsDocument.safeParse(JSON.parse(doc.body)).success).toBe(true);
    expect([...kinds].sort()).toEqual([...PAGE_MONITOR_SUB_TYPES].sort());
  });
});

describe.each(databasesUnderTest())('listings history and page monitor alerts on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;

  beforeAll(async () => {
    api = await startTestBackend(database, { seed: 'none' });
    db = api.backend.db;
    await db
      .insertInto('brands')
      .values({ brand_code: 'MC001', name: 'Source Co', brand_type: 'mc', status_id: 1 })
      .execute();
    await db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'MC001',
        seller_id: ACCOUNT.sellerId,
        seller_name: 'Source LLC',
        marketplace_id: ACCOUNT.marketplaceId,
      })
      .execute();
    await loadReportDocuments(db, [
      ...(await collect(connector, REPORT_TYPES.merchantListings)),
      ...(await collect(connector, REPORT_TYPES.catalogItems)),
    ]);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('keeps an older listings document as its day’s snapshot and leaves the catalog as today’s', async () => {
    const history = planListingHistory(7, plan);
    const retired = history.retired[0];
    if (!retired) throw new Error('a large catalog has retired listings');

    await loadReportDocuments(db, [
      ...(await collect(connector, REPORT_TYPES.merchantListings, '2026-05-25', '2026-05-25')),
      ...(await collect(connector, REPORT_TYPES.catalogItems, '2026-05-25', '2026-05-25')),
    ]);
    const { rows } = await sql<{ day: string; skus: number; retired: number }>`
      select to_char(snapshot_day, 'YYYY-MM-DD') as day, count(*)::int as skus,
        count(*) filter (where seller_sku = ${retired.sellerSku})::int as retired
      from listing_snapshots where seller_id = ${ACCOUNT.sellerId} group by 1 order by 1`.execute(db);
    const catalog = await db
      .selectFrom('catalog_items')
      .select('seller_sku')
      .where('seller_id', '=', ACCOUNT.sellerId)
      .execute();

    expect(rows).toEqual([
      { day: '2026-05-25', skus: plan.skus.length + history.retired.length, retired: 1 },
      { day: '2026-06-15', skus: plan.skus.length, retired: 0 },
    ]);
    expect(catalog).toHaveLength(plan.skus.length);
  });

  it('loads the monitor’s alerts with the catalog’s brand and product, and a second load changes nothing', async () => {
    const documents = await monitorDays();
    const count = documents.reduce((n, d) => n + bodyOf(d).alerts.length, 0);

    await loadReportDocuments(db, documents);
    const first = await monitorAlerts(db);
    const again = await loadReportDocuments(db, documents);

    expect(first).toHaveLength(count);
    expect(first.every((a) => a.brand_code === 'MC001' && a.product_name.startsWith('Source Co'))).toBe(true);
    expect(again).toMatchObject({ loaded: 0, factRows: 0 });
    expect(await monitorAlerts(db)).toEqual(first);
  });

  it('replaces a corrected day: what it no longer names is withdrawn, what it names again keeps its id', async () => {
    const documents = await monitorDays();
    const day = documents.find((d) => bodyOf(d).alerts.length >= 2) as ReportDocument;
    const [kept, dropped] = bodyOf(day).alerts;
    const before = await monitorAlerts(db);
    const keptId = before.find(
      (a) => a.alert_sub_type === kept?.alertSubType && a.message === kept?.message,
    )?.id;

    await loadReportDocuments(db, [
      withBody(day, (b) => {
        b.alerts = [{ ...(b.alerts[0] as (typeof b.alerts)[number]), message: 'Corrected by the monitor' }];
      }),
    ]);
    const after = await monitorAlerts(db);

    expect(after).toHaveLength(before.length - bodyOf(day).alerts.length + 1);
    expect(after.find((a) => a.id === keptId)?.message).toBe('Corrected by the monitor');
    expect(
      after.some((a) => a.alert_sub_type === dropped?.alertSubType && a.message === dropped?.message),
    ).toBe(false);
  });

  it('refuses a document naming a SKU the account does not list, loads nothing of its batch and says where', async () => {
    const [good, other] = await monitorDays();
    const before = await monitorAlerts(db);
    const bad = withBody(other as ReportDocument, (b) => {
      b.alerts.push({
        ...(b.alerts[0] ?? {
          alertType: 'Additional AM AlertType',
          alertSubType: 'Adult-Flag',
          asin: 'B000000000',
          observedAt: `${b.reportSpecification.dataStartTime}T10:00:00Z`,
          message: 'x',
          payload: {},
        }),
        sellerSku: 'NOT-LISTED',
      });
    });
    const corrected = withBody(good as ReportDocument, (b) => {
      b.alerts = [];
    });

    const error = await loadReportDocuments(db, [corrected, bad]).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ReportDocumentError);
    expect((error as ReportDocumentError).where).toBe(`alerts[${bodyOf(bad).alerts.length - 1}].sellerSku`);
    expect(await monitorAlerts(db)).toEqual(before);
  });

  it('refuses an alert observed off the document’s day, with its path', async () => {
    const doc = (await monitorDays()).find((d) => bodyOf(d).alerts.length > 0) as ReportDocument;
    const off = withBody(doc, (b) => {
      (b.alerts[0] as { observedAt: string }).observedAt = '2020-01-01T00:00:00Z';
    });

    const error = await loadReportDocuments(db, [off]).catch((e: unknown) => e);

    expect((error as ReportDocumentError).where).toBe('alerts[0].observedAt');
  });
});
