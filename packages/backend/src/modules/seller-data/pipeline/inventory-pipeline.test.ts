import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { readFbaInventory } from '../reports/fba-inventory.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { readReservedInventory } from '../reports/reserved-inventory.model.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'AINVENTORYTEST1', marketplaceId: 'ATVPDKIKX0DER' };
const FROM = '2026-06-01';
const TO = '2026-06-14';

async function collect(connector: MarketplaceDataConnector, reportType: ReportDocument['reportType']) {
  const documents: ReportDocument[] = [];
  for await (const d of connector.documents({ ...ACCOUNT, reportType, from: FROM, to: TO }))
    documents.push(d);
  return documents;
}

/** Row counts and a checksum of the account's snapshots and brand inventory rows. */
async function snapshot(db: Kysely<Database>) {
  const of = async (table: string) =>
    (
      await sql<{ n: number; sum: string }>`
        select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
        from ${sql.table(table)} t where seller_id = ${ACCOUNT.sellerId}`.execute(db)
    ).rows[0];
  return {
    inventory: await of('inventory_snapshots'),
    reserved: await of('reserved_inventory_snapshots'),
    brand: await of('brand_inventory'),
  };
}

describe.each(databasesUnderTest())('FBA inventory through the seller data pipeline on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  const plan = planAccountCatalog(13, {
    brandCode: 'INVT01',
    brandName: 'Inventory Test Co',
    ...ACCOUNT,
    currencyCode: 'USD',
  });
  // One FBA SKU is planned out of stock from 10 to 6 days before NOW (June 5 to 9).
  const outOfStock = plan.skus.find((s) => s.fulfillment === 'FBA');
  if (!outOfStock) throw new Error('the plan has no FBA SKU');
  for (const sku of plan.skus) sku.stockOut = null;
  outOfStock.stockOut = [10, 6];
  const connector = createDemoMarketplace({ seed: 13, now: NOW, accounts: [plan], dailyDemand: () => 700 });
  let inventoryDocuments: ReportDocument[];
  let reservedDocuments: ReportDocument[];

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    await db
      .insertInto('brands')
      .values({ brand_code: 'INVT01', name: 'Inventory Test Co', brand_type: 'mc', status_id: 1 })
      .execute();
    await db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'INVT01',
        seller_id: ACCOUNT.sellerId,
        seller_name: 'Inventory LLC',
        marketplace_id: ACCOUNT.marketplaceId,
      })
      .execute();
    inventoryDocuments = await collect(connector, REPORT_TYPES.fbaInventory);
    reservedDocuments = await collect(connector, REPORT_TYPES.reservedInventory);
    await loadReportDocuments(db, [
      ...(await collect(connector, REPORT_TYPES.merchantListings)),
      ...(await collect(connector, REPORT_TYPES.catalogItems)),
      ...(await collect(connector, REPORT_TYPES.salesAndTraffic)),
      ...inventoryDocuments,
      ...reservedDocuments,
    ]);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('writes one document of each report per day that our models read', () => {
    expect(inventoryDocuments).toHaveLength(14);
    expect(reservedDocuments).toHaveLength(14);
    const lines = inventoryDocuments.flatMap((d) => readFbaInventory(d.documentId, d.body));
    expect(lines).toHaveLength(14 * plan.skus.length);
    expect(
      reservedDocuments.flatMap((d) => readReservedInventory(d.documentId, d.body)).length,
    ).toBeGreaterThan(0);
  });

  it('runs the planned SKU out of stock while its sales are zero, and restocks it after', async () => {
    const days = await sql<{ day: string; available: number; units: number | null }>`
      select to_char(s.snapshot_day, 'YYYY-MM-DD') as day, s.afn_fulfillable_quantity + coalesce(r.reserved_fc_transfers, 0) as available,
        f.units_ordered as units
      from inventory_snapshots s
      left join reserved_inventory_snapshots r using (seller_id, marketplace_id, snapshot_day, seller_sku)
      left join sku_sales_traffic_daily f on f.seller_id = s.seller_id and f.marketplace_id = s.marketplace_id
        and f.report_date = s.snapshot_day and f.seller_sku = s.seller_sku
      where s.seller_id = ${ACCOUNT.sellerId} and s.seller_sku = ${outOfStock.sellerSku}
      order by 1`.execute(db);
    const during = days.rows.filter((r) => r.day >= '2026-06-05' && r.day <= '2026-06-09');
    expect(during.map((r) => [r.available, r.units ?? 0])).toEqual(during.map(() => [0, 0]));
    const before = days.rows.find((r) => r.day === '2026-06-03');
    const after = days.rows.find((r) => r.day === '2026-06-10');
    expect(before?.available).toBeGreaterThan(0);
    expect(after?.available).toBeGreaterThan(0);
  });

  it('derives the brand inventory row from the latest snapshot and the Sales and Traffic facts', async () => {
    const rows = await sql<{ n: number; wrong_doi: number; wrong_units: number; latest: string }>`
      with demand as (
        select seller_sku, sum(units_ordered)::int as units from sku_sales_traffic_daily
        where seller_id = ${ACCOUNT.sellerId} and report_date between ${TO}::date - 29 and ${TO}::date
        group by seller_sku)
      select count(*)::int as n,
        count(*) filter (where b.doi is distinct from
          case when coalesce(d.units, 0) > 0 then round(b.available / (d.units / 30.0), 1) end)::int as wrong_doi,
        count(*) filter (where b.units_sold_last_30_days <> coalesce(d.units, 0))::int as wrong_units,
        to_char(max(b.date), 'YYYY-MM-DD') as latest
      from brand_inventory b left join demand d using (seller_sku)
      where b.seller_id = ${ACCOUNT.sellerId} and b.brand_code = 'INVT01'`.execute(db);
    expect(rows.rows[0]).toEqual({
      n: plan.skus.filter((s) => s.fulfillment === 'FBA').length,
      wrong_doi: 0,
      wrong_units: 0,
      latest: TO,
    });
  });

  it('changes nothing when the same documents load again', async () => {
    const before = await snapshot(db);
    const result = await loadReportDocuments(db, [...inventoryDocuments, ...reservedDocuments]);
    expect(result.unchanged).toBe(inventoryDocuments.length + reservedDocuments.length);
    expect(await snapshot(db)).toEqual(before);
  });

  it('replaces a day with a corrected document, and the brand inventory with it', async () => {
    const original = inventoryDocuments.at(-1) as ReportDocument;
    const [header = '', ...lines] = original.body.trimEnd().split('\n');
    const columns = header.split('\t');
    const at = (name: string) => columns.indexOf(name);
    // 5 more units found fulfillable: warehouse and total follow, as the report's sums require.
    const cells = (
      lines.find((l) => l.includes('\tYes\t') && l.split('\t')[at('afn-listing-exists')] === 'Yes') ?? ''
    ).split('\t');
    const sku = cells[0] ?? '';
    for (const name of ['afn-fulfillable-quantity', 'afn-warehouse-quantity', 'afn-total-quantity'])
      cells[at(name)] = String(Number(cells[at(name)]) + 5);
    const corrected = {
      ...original,
      documentId: `${original.documentId}-corrected`,
      body: `${[header, cells.join('\t')].join('\n')}\n`,
    };
    const before = await sql<{ available: number }>`
      select available from brand_inventory where seller_id = ${ACCOUNT.sellerId} and seller_sku = ${sku}`.execute(
      db,
    );
    await loadReportDocuments(db, [corrected]);
    const day = await sql<{ skus: number; available: number }>`
      select (select count(*)::int from inventory_snapshots where seller_id = ${ACCOUNT.sellerId} and snapshot_day = ${TO}::date) as skus,
        (select available from brand_inventory where seller_id = ${ACCOUNT.sellerId} and seller_sku = ${sku}) as available`.execute(
      db,
    );
    expect(day.rows[0]).toEqual({ skus: 1, available: (before.rows[0]?.available ?? 0) + 5 });
    await loadReportDocuments(db, [original]);
  });

  it('refuses a malformed snapshot whole, naming its line and column, and loads nothing of the batch', async () => {
    const before = await snapshot(db);
    const good = inventoryDocuments[5] as ReportDocument;
    const [header = '', first = '', second = ''] = good.body.split('\n');
    const cells = second.split('\t');
    cells[header.split('\t').indexOf('afn-unsellable-quantity')] = '-3';
    const bad = { ...good, documentId: 'inventory-bad', body: [header, first, cells.join('\t')].join('\n') };
    const emptied = {
      ...(inventoryDocuments[6] as ReportDocument),
      documentId: 'inventory-other',
      body: `${header}\n`,
    };
    const refused = await loadReportDocuments(db, [emptied, bad]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReportDocumentError);
    expect((refused as ReportDocumentError).message).toBe(
      'Report document inventory-bad refused at line 3, column "afn-unsellable-quantity": afn-unsellable-quantity is not a whole number',
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it('records how far inventory is loaded', async () => {
    const row = await sql<{ last_day: string }>`
      select to_char(last_day, 'YYYY-MM-DD') as last_day from data_freshness
      where seller_id = ${ACCOUNT.sellerId} and fact = 'inventory'`.execute(db);
    expect(row.rows).toEqual([{ last_day: TO }]);
  });
});
