import { addIsoDays, BRAND_HEALTH_START_DATE, DEFAULT_MARKETPLACE_ID, todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadReportDocuments } from '../modules/seller-data/pipeline/load-documents.ts';
import { reattributeOrderLines } from '../modules/seller-data/pipeline/refresh-order-lines.ts';
import { REPORT_TYPES, type ReportDocument } from '../modules/seller-data/reports/report-document.ts';
import type { PlannedAccount } from '../modules/seller-data/simulator/demo-catalog-plan.ts';
import {
  keywordRankDocuments,
  planTrackedKeywords,
} from '../modules/seller-data/simulator/demo-keyword-ranks.ts';
import { MARKET_DATA_REPORTS } from '../modules/seller-data/simulator/demo-market-data.ts';
import { demoMarketplaceFor } from '../modules/seller-data/simulator/demo-marketplace-for.ts';
import type { SyncRequest } from '../modules/seller-data/sync/sync-request.ts';
import type { ReportStartProgress } from '../start-progress.ts';
import { HISTORY_DAYS } from './demo-advertising-plan.ts';
import { listingHistoryDocuments, pageMonitorDocuments } from './demo-alert-sources.ts';
import type { DemoData } from './demo-data.types.ts';

/** Days of orders and customer returns the demo seller data holds (ending yesterday). */
export const ORDER_HISTORY_DAYS = 60;
/** A demo brand whose accounts have no account health at all (the brand health screen shows N/A). */
export const NO_ACCOUNT_HEALTH_BRAND = 'MR100-K';
/** Days of FBA inventory snapshots the demo holds (ending yesterday): the screen reads the latest. */
export const INVENTORY_SNAPSHOT_DAYS = 14;
/** Days of ASIN market data (ledger by fulfillment center, fee estimates, offers) the demo holds. */
export const MARKET_DATA_SNAPSHOT_DAYS = 3;
/** Weeks before yesterday of the listing issue snapshots the demo loads (oldest first). */
export const PRODUCT_ERROR_SNAPSHOT_WEEKS = [3, 2, 1, 0] as const;
/**
 * Days of Sales and Traffic and of orders loaded before the portal answers; the rest of the history
 * follows as background syncs (docs/decisions/0281). The default ranges (7 days, compared with the
 * 7 before) and the 30-day preset read only these days.
 */
export const RECENT_SALES_DAYS = 35;
export const RECENT_ORDER_DAYS = 14;

/**
 * The older history of each account as one sync request: one report request per range, so a
 * seller's accounts stay inside createReport's burst (ADR 0283; `demo-backfill.test.ts`).
 */
export function demoBackfill(
  accounts: readonly Pick<PlannedAccount, 'sellerId' | 'marketplaceId'>[],
  now: Date,
): SyncRequest[] {
  const yesterday = addIsoDays(todayUtc(now), -1);
  const first = addIsoDays(yesterday, -(HISTORY_DAYS - 1));
  const salesFrom = addIsoDays(yesterday, -(RECENT_SALES_DAYS - 1));
  const ordersFirst = addIsoDays(yesterday, -(ORDER_HISTORY_DAYS - 1));
  const ordersFrom = addIsoDays(yesterday, -(RECENT_ORDER_DAYS - 1));
  return accounts.map((account) => ({
    sellerId: account.sellerId,
    marketplaceId: account.marketplaceId,
    documentsAt: now.toISOString(),
    backfill: true,
    ranges: [
      { reportType: REPORT_TYPES.salesAndTraffic, from: first, to: addIsoDays(salesFrom, -1) },
      { reportType: REPORT_TYPES.allOrders, from: ordersFirst, to: addIsoDays(ordersFrom, -1) },
      { reportType: REPORT_TYPES.customerReturns, from: ordersFirst, to: addIsoDays(ordersFrom, -1) },
    ],
  }));
}

/**
 * Seeds the seller's marketplace facts the way a real seller's arrive: the simulator writes the
 * report documents (listings, catalog, one Sales and Traffic report per day and account, orders,
 * returns and FBA inventory snapshots) and the pipeline loads them. The recent days come first;
 * the older Sales and Traffic and order history is answered as sync requests, which the caller runs
 * at once or hands to the job queue (each is one `seller-data-sync` job).
 */
export async function seedDemoSellerData(
  db: Kysely<Database>,
  data: DemoData,
  opts: { seed: number; scale: number; now: Date; onProgress?: ReportStartProgress },
): Promise<{ accounts: number; factRows: number; backfill: SyncRequest[] }> {
  const yesterday = addIsoDays(todayUtc(opts.now), -1);
  const salesFrom = addIsoDays(yesterday, -(RECENT_SALES_DAYS - 1));
  const ordersFrom = addIsoDays(yesterday, -(RECENT_ORDER_DAYS - 1));
  const { marketplace, accounts } = await demoMarketplaceFor(db, { seed: opts.seed, now: opts.now });
  const backfill = demoBackfill(accounts, opts.now);
  let factRows = 0;
  // The ASIN market data of every account loads as one batch after the loop: each family is then
  // written in two statements, not two per document (ADR 0252).
  const marketData: ReportDocument[] = [];
  for (const [index, account] of accounts.entries()) {
    opts.onProgress?.({
      phase: 'seller-data',
      message: 'demo seller accounts loaded through the pipeline',
      done: index,
      total: accounts.length,
    });
    const documents: ReportDocument[] = [];
    const key = { sellerId: account.sellerId, marketplaceId: account.marketplaceId };
    // Weekly listings snapshots, today's last: the alerts compare them (deleted SKUs, parents).
    documents.push(...(await listingHistoryDocuments(marketplace, key, todayUtc(opts.now))));
    for await (const document of marketplace.documents({
      ...key,
      reportType: REPORT_TYPES.salesAndTraffic,
      from: salesFrom,
      to: yesterday,
    })) {
      documents.push(document);
    }
    // Orders and returns for the recent months only (the insights read weeks, not years, and
    // order items are the largest fact by far), the last two weeks of them first.
    for (const reportType of [REPORT_TYPES.allOrders, REPORT_TYPES.customerReturns]) {
      for await (const document of marketplace.documents({
        ...key,
        reportType,
        from: ordersFrom,
        to: yesterday,
      })) {
        documents.push(document);
      }
    }
    for (const reportType of [REPORT_TYPES.fbaInventory, REPORT_TYPES.reservedInventory]) {
      for await (const document of marketplace.documents({
        ...key,
        reportType,
        from: addIsoDays(yesterday, -(INVENTORY_SNAPSHOT_DAYS - 1)),
        to: yesterday,
      })) {
        documents.push(document);
      }
    }
    for (const reportType of MARKET_DATA_REPORTS) {
      for await (const document of marketplace.documents({
        ...key,
        reportType,
        from: addIsoDays(yesterday, -(MARKET_DATA_SNAPSHOT_DAYS - 1)),
        to: yesterday,
      })) {
        marketData.push(document);
      }
    }
    // One seller performance snapshot per month since the brand health month list begins.
    if (account.brandCode !== NO_ACCOUNT_HEALTH_BRAND) {
      for await (const document of marketplace.documents({
        ...key,
        reportType: REPORT_TYPES.sellerPerformance,
        from: BRAND_HEALTH_START_DATE,
        to: yesterday,
      })) {
        documents.push(document);
      }
    }
    // Weekly listing issue snapshots over the last four weeks: errors come, stay and go.
    for (const weeksAgo of PRODUCT_ERROR_SNAPSHOT_WEEKS) {
      const day = addIsoDays(yesterday, -7 * weeksAgo);
      for await (const document of marketplace.documents({
        ...key,
        reportType: REPORT_TYPES.listingsItemsIssues,
        from: day,
        to: day,
      })) {
        documents.push(document);
      }
    }
    factRows += (await loadReportDocuments(db, documents)).factRows;
  }
  factRows += (await loadReportDocuments(db, marketData)).factRows;
  factRows += await seedKeywordRanks(db, accounts, opts.seed, yesterday, opts.now);
  await assignSubBrandSkus(db, data);
  // The sub brands' SKUs take their order lines with them (the lines were derived at load time).
  await reattributeOrderLines(db);
  // After the sub brands own their SKUs: the page monitor's alerts carry the SKU's sub brand.
  const monitored: ReportDocument[] = [];
  for (const account of accounts)
    monitored.push(...(await pageMonitorDocuments(marketplace, account, yesterday)));
  factRows += (await loadReportDocuments(db, monitored)).factRows;
  return { accounts: accounts.length, factRows, backfill };
}

/** Days of keyword rank observations the demo holds (ending yesterday): the longest preset. */
export const KEYWORD_RANK_DAYS = 90;
/** Brands (the first by code, in the default marketplace) whose ASINs have tracked keywords. */
const KEYWORD_BRANDS = 4;

/**
 * A few brands track keywords for some of their ASINs: the tracked list is written as an account
 * manager would enter it, and the rank tracker's documents load through the one pipeline.
 */
async function seedKeywordRanks(
  db: Kysely<Database>,
  accounts: readonly PlannedAccount[],
  seed: number,
  yesterday: string,
  now: Date,
): Promise<number> {
  const tracked = accounts
    .filter((a) => a.marketplaceId === DEFAULT_MARKETPLACE_ID)
    .sort((a, b) => a.brandCode.localeCompare(b.brandCode))
    .slice(0, KEYWORD_BRANDS);
  let rows = 0;
  for (const account of tracked) {
    const keywords = planTrackedKeywords(seed, account, KEYWORD_RANK_DAYS);
    if (keywords.length === 0) continue;
    await db
      .insertInto('asin_keywords')
      .values(
        keywords.map((k) => ({ asin: k.asin, marketplace_id: account.marketplaceId, keyword: k.keyword })),
      )
      .onConflict((c) => c.doNothing())
      .execute();
    const first = addIsoDays(yesterday, -(KEYWORD_RANK_DAYS - 1));
    const documents = [...keywordRankDocuments(account, keywords, first, yesterday, now.toISOString())];
    rows += (await loadReportDocuments(db, documents)).factRows;
  }
  return rows;
}

/**
 * Sub brands own SKUs of their parent's seller account: every third SKU of a parent brand goes to
 * each of its sub brands in turn (as an account manager would assign them in product detail).
 */
async function assignSubBrandSkus(db: Kysely<Database>, data: DemoData): Promise<void> {
  const subsByParent = new Map<string, string[]>();
  for (const brand of data.brands) {
    if (!brand.parentBrandCode) continue;
    subsByParent.set(brand.parentBrandCode, [
      ...(subsByParent.get(brand.parentBrandCode) ?? []),
      brand.brandCode,
    ]);
  }
  for (const [parent, subs] of subsByParent) {
    const owners = [null, ...subs];
    await sql`
      update catalog_items c set sub_brand_code = (${sql.val(owners)}::text[])[1 + (n.rank % ${owners.length})]
      from (
        select seller_id, marketplace_id, seller_sku,
          row_number() over (partition by seller_id, marketplace_id order by seller_sku) - 1 as rank
        from catalog_items where brand_code = ${parent}
      ) n
      where c.seller_id = n.seller_id and c.marketplace_id = n.marketplace_id and c.seller_sku = n.seller_sku`.execute(
      db,
    );
  }
}
