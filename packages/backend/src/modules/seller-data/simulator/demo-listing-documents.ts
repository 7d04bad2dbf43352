import { addIsoDays, isoDaysBetween, utcIsoDayOf } from '@portal/schema';
import type { ReportRequest } from '../connector.ts';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import type { PlannedAccount } from './demo-catalog-plan.ts';
import { catalogAnswer, listingsFile, planListingHistory } from './demo-listing-history.ts';

/**
 * The merchant listings file or the Catalog Items answers of an account: today's when the request
 * names no day, else one per day of the range, each as it stood that day (taken in the morning,
 * UTC), so that loading earlier days gives the listings history the alerts compare.
 */
export function* listingDocuments(
  options: { seed: number; now: Date },
  account: PlannedAccount,
  request: ReportRequest,
): Generator<ReportDocument> {
  const history = planListingHistory(options.seed, account);
  const today = utcIsoDayOf(options.now);
  const listings = request.reportType === REPORT_TYPES.merchantListings;
  const write = (daysAgo: number) =>
    listings ? listingsFile(account, history, daysAgo) : catalogAnswer(account, history, daysAgo);
  const name = listings ? 'listings' : 'catalog';
  const key = { sellerId: account.sellerId, marketplaceId: account.marketplaceId };
  if (!request.from) {
    yield {
      ...key,
      reportType: request.reportType,
      generatedAt: options.now.toISOString(),
      documentId: `${name}-${account.sellerId}-${account.marketplaceId}`,
      body: write(0),
    };
    return;
  }
  for (let day = request.from; day <= (request.to ?? request.from); day = addIsoDays(day, 1)) {
    yield {
      ...key,
      reportType: request.reportType,
      generatedAt: `${day}T06:00:00.000Z`,
      documentId: `${name}-${account.sellerId}-${account.marketplaceId}-${day}`,
      body: write(Math.max(0, isoDaysBetween(day, today))),
    };
  }
}
