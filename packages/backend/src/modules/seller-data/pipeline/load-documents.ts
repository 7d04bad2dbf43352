import { createHash } from 'node:crypto';
import { MARKETPLACES } from '@portal/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ReportDocument } from '../reports/report-document.ts';
import { rollupScope } from './account-brands.ts';
import { type ParsedDocument, parseDocument } from './parse-documents.ts';
import { type FreshnessFact, recordFreshness } from './record-freshness.ts';
import { refreshBrandDayOrders } from './refresh-brand-day-orders.ts';
import { refreshBrandDayReturns } from './refresh-brand-day-returns.ts';
import { refreshInventoryRollups } from './refresh-inventory-rollups.ts';
import { refreshOrderLines } from './refresh-order-lines.ts';
import { refreshOrderRollups } from './refresh-order-rollups.ts';
import { refreshSalesRollups } from './refresh-rollups.ts';
import { refreshSkuWeeks } from './refresh-sku-weeks.ts';
import { writeAccountHealth } from './write-account-health.ts';
import { writeSalesAndTraffic } from './write-facts.ts';
import { writeInventorySnapshots, writeReservedInventory } from './write-inventory.ts';
import { writeKeywordRanks } from './write-keyword-ranks.ts';
import { writeCatalogItems, writeListings } from './write-listings.ts';
import { writeFeeEstimates, writeLedgerSummaries, writeProductOffers } from './write-market-data.ts';
import { writeOrders, writeReturns } from './write-orders.ts';
import { writePageMonitorAlerts } from './write-page-monitor-alerts.ts';
import { writeProductErrors } from './write-product-errors.ts';

/** Days before a document's generation that Amazon may still revise. */
export const PROVISIONAL_DAYS = 3;

export interface LoadResult {
  documents: number;
  /** Documents whose content was new or changed (the others were already loaded as they are). */
  loaded: number;
  unchanged: number;
  factRows: number;
}

const DAY_MS = 86_400_000;
/** The country of a marketplace's fulfillment centers (ISO code; the marketplace id when unknown). */
const countryOfMarketplace = (marketplaceId: string) =>
  MARKETPLACES.find((m) => m.marketplaceId === marketplaceId)?.countryCode ?? marketplaceId;
const checksumOf = (body: string) => createHash('sha256').update(body).digest('hex');
const keyOf = (p: ParsedDocument) =>
  `${p.document.reportType}|${p.document.sellerId}|${p.document.marketplaceId}|${p.day}`;
const isProvisional = (p: ParsedDocument) =>
  Date.parse(`${p.document.generatedAt.slice(0, 10)}T00:00:00Z`) - Date.parse(`${p.day}T00:00:00Z`) <
  PROVISIONAL_DAYS * DAY_MS;

/**
 * The one loading path of the seller's marketplace facts. Every document of the batch is parsed
 * and checked first: one refused document refuses the batch, and nothing is written. Then, in
 * one transaction: a document already loaded with the same content is skipped (loading twice
 * changes nothing); a new or corrected document replaces its day; the rollups of the days that
 * changed are rebuilt and the freshness recorded.
 */
export async function loadReportDocuments(
  db: Kysely<Database>,
  documents: readonly ReportDocument[],
): Promise<LoadResult> {
  const latest = new Map<string, ParsedDocument>();
  // A later document for the same day in one batch is the correction: it wins.
  for (const parsed of documents.map(parseDocument)) latest.set(keyOf(parsed), parsed);
  const parsed = [...latest.values()];
  return db.transaction().execute(async (trx) => {
    const loaded = await loadedChecksums(trx, parsed);
    const changed = parsed.filter((p) => loaded.get(keyOf(p)) !== checksumOf(p.document.body));
    let factRows = 0;
    factRows += await writeListings(
      trx,
      changed.filter((c) => c.kind === 'merchantListings'),
    );
    factRows += await writeCatalogItems(
      trx,
      changed.filter((c) => c.kind === 'catalogItems'),
    );
    const sales = changed.filter((c) => c.kind === 'salesAndTraffic');
    factRows += await writeSalesAndTraffic(trx, sales);
    const orders = changed.filter((c) => c.kind === 'allOrders');
    factRows += await writeOrders(trx, orders);
    const returns = changed.filter((c) => c.kind === 'customerReturns');
    factRows += await writeReturns(trx, returns);
    const inventory = changed.filter((c) => c.kind === 'fbaInventory');
    factRows += await writeInventorySnapshots(trx, inventory);
    const reserved = changed.filter((c) => c.kind === 'reservedInventory');
    factRows += await writeReservedInventory(trx, reserved);
    const health = changed.filter((c) => c.kind === 'sellerPerformance');
    factRows += await writeAccountHealth(trx, health);
    const ledger = changed.filter((c) => c.kind === 'ledgerSummary');
    factRows += await writeLedgerSummaries(trx, ledger, countryOfMarketplace);
    const fees = changed.filter((c) => c.kind === 'estimatedFees');
    factRows += await writeFeeEstimates(trx, fees);
    const offers = changed.filter((c) => c.kind === 'itemOffers');
    factRows += await writeProductOffers(trx, offers);
    const issues = changed.filter((c) => c.kind === 'listingsItemsIssues');
    factRows += await writeProductErrors(trx, issues);
    const ranks = changed.filter((c) => c.kind === 'keywordRanks');
    factRows += await writeKeywordRanks(trx, ranks);
    // After the listings: the monitor's alerts name the catalog's SKUs.
    factRows += await writePageMonitorAlerts(
      trx,
      changed.filter((c) => c.kind === 'pageMonitorAlerts'),
    );
    await recordLoads(trx, changed);
    const touched = groupDaysByAccount(sales);
    for (const [account, days] of touched) {
      await refreshSalesRollups(trx, account, days);
      await refreshSkuWeeks(trx, account, days);
    }
    const ordered = groupDaysByAccount(orders);
    for (const [account, days] of ordered) {
      await refreshOrderRollups(trx, account, days);
      await refreshOrderLines(trx, account, days);
      // From the lines just written: the insights' summable figures per brand and day (ADR 0520).
      await refreshBrandDayOrders(trx, account.marketplaceId, days, await rollupScope(trx, account));
    }
    for (const [account, days] of groupDaysByAccount(returns))
      await refreshBrandDayReturns(trx, account.marketplaceId, days, await rollupScope(trx, account));
    // doi reads the sales facts: an account's new sales days refresh its brand inventory too.
    const stocked = groupDaysByAccount([...inventory, ...reserved, ...sales]);
    for (const account of stocked.keys()) await refreshInventoryRollups(trx, account);
    const facts: [FreshnessFact, Map<AccountKey, string[]>][] = [
      ['salesAndTraffic', touched],
      ['orders', ordered],
      ['returns', groupDaysByAccount(returns)],
      ['inventory', groupDaysByAccount(inventory)],
      ['accountHealth', groupDaysByAccount(health)],
      ['fcInventory', groupDaysByAccount(ledger)],
      ['feeEstimates', groupDaysByAccount(fees)],
      ['productOffers', groupDaysByAccount(offers)],
      ['productErrors', groupDaysByAccount(issues)],
      ['keywordRanks', groupDaysByAccount(ranks)],
    ];
    for (const [fact, accounts] of facts) await recordFreshness(trx, [...accounts.keys()], fact);
    return {
      documents: parsed.length,
      loaded: changed.length,
      unchanged: parsed.length - changed.length,
      factRows,
    };
  });
}

/** The checksums of the batch's documents already loaded, by document key (one statement). */
async function loadedChecksums(
  trx: Transaction<Database>,
  parsed: ParsedDocument[],
): Promise<Map<string, string>> {
  if (parsed.length === 0) return new Map();
  const keys = parsed.map((p) => ({
    report_type: p.document.reportType,
    seller_id: p.document.sellerId,
    marketplace_id: p.document.marketplaceId,
    report_date: p.day,
  }));
  const { rows } = await sql<{
    report_type: string;
    seller_id: string;
    marketplace_id: string;
    day: string;
    document_checksum: string;
  }>`
    select l.report_type, l.seller_id, l.marketplace_id, to_char(l.report_date, 'YYYY-MM-DD') as day,
      l.document_checksum
    from report_loads l
    join json_to_recordset(${JSON.stringify(keys)}::json) as k(report_type text, seller_id text,
      marketplace_id text, report_date date)
      on l.report_type = k.report_type and l.seller_id = k.seller_id and l.marketplace_id = k.marketplace_id
        and l.report_date = k.report_date`.execute(trx);
  return new Map(
    rows.map((r) => [`${r.report_type}|${r.seller_id}|${r.marketplace_id}|${r.day}`, r.document_checksum]),
  );
}

async function recordLoads(trx: Transaction<Database>, changed: ParsedDocument[]): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map((p) => ({
    report_type: p.document.reportType,
    seller_id: p.document.sellerId,
    marketplace_id: p.document.marketplaceId,
    report_date: p.day,
    document_checksum: checksumOf(p.document.body),
    row_count: p.facts.length,
    provisional: isProvisional(p),
  }));
  await sql`
    insert into report_loads (report_type, seller_id, marketplace_id, report_date, document_checksum, row_count, provisional)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(report_type text, seller_id text,
      marketplace_id text, report_date date, document_checksum text, row_count integer, provisional boolean)
    on conflict (report_type, seller_id, marketplace_id, report_date) do update
      set document_checksum = excluded.document_checksum, row_count = excluded.row_count,
        provisional = excluded.provisional, loaded_at = now()`.execute(trx);
}

export interface AccountKey {
  sellerId: string;
  marketplaceId: string;
}

function groupDaysByAccount(sales: ParsedDocument[]): Map<AccountKey, string[]> {
  const byKey = new Map<string, { account: AccountKey; days: string[] }>();
  for (const p of sales) {
    const key = `${p.document.sellerId}|${p.document.marketplaceId}`;
    const entry = byKey.get(key) ?? {
      account: { sellerId: p.document.sellerId, marketplaceId: p.document.marketplaceId },
      days: [],
    };
    entry.days.push(p.day);
    byKey.set(key, entry);
  }
  return new Map([...byKey.values()].map((e) => [e.account, e.days]));
}
