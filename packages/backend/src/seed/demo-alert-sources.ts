import { addIsoDays } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MarketplaceDataConnector, SellerAccount } from '../modules/seller-data/connector.ts';
import { REPORT_TYPES, type ReportDocument } from '../modules/seller-data/reports/report-document.ts';

// The documents the alerts are raised from beyond the daily facts (docs/decisions/0250, 0251):
// weekly listings snapshots (deleted SKUs, parent changes) and the page monitor's days.

/** Days before today of the earlier weekly listings snapshots the demo loads (today's comes last). */
export const LISTING_SNAPSHOT_DAYS_AGO = [21, 14, 7] as const;
/** Days of page monitor alerts the demo holds (ending yesterday). */
export const PAGE_MONITOR_DAYS = 14;

async function collect(documents: AsyncIterable<ReportDocument>): Promise<ReportDocument[]> {
  const out: ReportDocument[] = [];
  for await (const document of documents) out.push(document);
  return out;
}

/** The listings and Catalog Items documents of the earlier weekly snapshots, then today's. */
export async function listingHistoryDocuments(
  marketplace: MarketplaceDataConnector,
  account: SellerAccount,
  today: string,
): Promise<ReportDocument[]> {
  const documents: ReportDocument[] = [];
  for (const daysAgo of LISTING_SNAPSHOT_DAYS_AGO) {
    const day = addIsoDays(today, -daysAgo);
    for (const reportType of [REPORT_TYPES.merchantListings, REPORT_TYPES.catalogItems])
      documents.push(
        ...(await collect(marketplace.documents({ ...account, reportType, from: day, to: day }))),
      );
  }
  for (const reportType of [REPORT_TYPES.merchantListings, REPORT_TYPES.catalogItems])
    documents.push(...(await collect(marketplace.documents({ ...account, reportType }))));
  return documents;
}

/** The page monitor's documents of the last PAGE_MONITOR_DAYS days ending yesterday. */
export async function pageMonitorDocuments(
  marketplace: MarketplaceDataConnector,
  account: SellerAccount,
  yesterday: string,
): Promise<ReportDocument[]> {
  return collect(
    marketplace.documents({
      ...account,
      reportType: REPORT_TYPES.pageMonitorAlerts,
      from: addIsoDays(yesterday, -(PAGE_MONITOR_DAYS - 1)),
      to: yesterday,
    }),
  );
}

/**
 * Account managers have worked through part of the earlier deleted SKUs and parent changes (the
 * finished flag is theirs to set): those two weeks old and older are done, half of last week's
 * are, today's are not.
 */
export async function markWorkedListingAlerts(db: Kysely<Database>, today: string): Promise<void> {
  for (const table of ['deleted_skus', 'missing_parents'] as const) {
    await sql`
      update ${sql.table(table)} set finished = true
      where date <= ${today}::date - 14 or (date < ${today}::date and md5(seller_sku) < '8')`.execute(db);
  }
}
