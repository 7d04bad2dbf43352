import { randomUUID } from 'node:crypto';
import type { MarketplaceDataConnector, ReportRequest } from '../../modules/seller-data/connector.ts';
import type { ReportDocument } from '../../modules/seller-data/reports/report-document.ts';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import { SELLING_PARTNER_RATES, type TokenBucketRate } from '../throttle/selling-partner-rates.ts';
import type { SellingPartnerThrottle } from '../throttle/selling-partner-throttle.ts';
import { applyPatches, listingFromPut } from './local-listings.ts';
import type {
  ListingsItem,
  ReportStatus,
  SellerAccount,
  SellingPartnerConnector,
} from './selling-partner-connector.ts';

export const SELLING_PARTNER_SERVICE = 'Selling Partner API';

export interface LocalSellingPartnerOptions {
  /** Where report documents come from (the demo marketplace simulator); none yields nothing. */
  reports?: MarketplaceDataConnector;
  /** The workers' buckets (client side); the simulator also keeps Amazon's own (server side). */
  throttle?: SellingPartnerThrottle;
  /** getReport polls a report sees before it is DONE, as Amazon's reports take a while. */
  pollsUntilDone?: number;
  latencyMs?: number;
  /** Amazon's buckets; the published rates unless a test needs a bucket that refills slowly. */
  rates?: Partial<Record<string, TokenBucketRate>>;
}

export type LocalSellingPartner = SellingPartnerConnector & Faults;

const keyOf = (a: SellerAccount, sku: string) => `${a.sellerId}\u0000${a.marketplaceId}\u0000${sku}`;

/**
 * The offline Selling Partner API: listings submissions are accepted at once and reflected on a
 * later turn (as Amazon processes them asynchronously), reports are queued, processed over a few
 * polls and downloaded, Amazon's per-seller buckets answer 429 when spent, and a fault switch
 * makes calls fail on demand.
 */
export function createLocalSellingPartner(options: LocalSellingPartnerOptions = {}): LocalSellingPartner {
  const service = new LocalService(SELLING_PARTNER_SERVICE, {
    rates: { ...SELLING_PARTNER_RATES, ...options.rates } as Record<string, TokenBucketRate>,
    latencyMs: options.latencyMs,
  });
  const listings = new Map<string, ListingsItem>();
  const reports = new Map<
    string,
    { account: SellerAccount; request: ReportRequest; polls: number; documents?: ReportDocument[] }
  >();
  const documents = new Map<string, string>();
  const pollsUntilDone = options.pollsUntilDone ?? 2;

  // Client-side bucket first (the worker waits for a token), then the service's own answer.
  const call = <T>(
    account: SellerAccount,
    operation: keyof typeof SELLING_PARTNER_RATES,
    work: () => T | Promise<T>,
  ) => {
    const run = () => service.call(operation, account.sellerId, work);
    return options.throttle ? options.throttle.schedule(account.sellerId, operation, run) : run();
  };
  const reflectLater = (work: () => void) => setImmediate(work);

  const connector: LocalSellingPartner = {
    failNext: (...args) => service.failNext(...args),
    getListingsItem: (account, sku) =>
      call(account, 'listingsItems.getListingsItem', () =>
        structuredClone(listings.get(keyOf(account, sku)) ?? null),
      ),
    putListingsItem: (account, sku, body) =>
      call(account, 'listingsItems.putListingsItem', () => {
        const key = keyOf(account, sku);
        reflectLater(() => listings.set(key, listingFromPut(account, sku, body, listings.get(key))));
        return { sku, status: 'ACCEPTED' as const, submissionId: randomUUID(), issues: [] };
      }),
    patchListingsItem: (account, sku, body) =>
      call(account, 'listingsItems.patchListingsItem', () => {
        const key = keyOf(account, sku);
        if (!listings.has(key))
          throw new ConnectorError(SELLING_PARTNER_SERVICE, 'patchListingsItem', 404, false);
        reflectLater(() => {
          const current = listings.get(key);
          if (current) listings.set(key, applyPatches(current, body));
        });
        return { sku, status: 'ACCEPTED' as const, submissionId: randomUUID(), issues: [] };
      }),
    createReport: (account, spec) =>
      call(account, 'reports.createReport', () => {
        const reportId = randomUUID();
        const day = (iso?: string) => iso?.slice(0, 10);
        reports.set(reportId, {
          account,
          request: {
            ...account,
            reportType: spec.reportType,
            from: day(spec.dataStartTime),
            to: day(spec.dataEndTime),
          },
          polls: 0,
        });
        return { reportId };
      }),
    getReport: (account, reportId) =>
      call(account, 'reports.getReport', async (): Promise<ReportStatus> => {
        const report = reports.get(reportId);
        if (!report || report.account.sellerId !== account.sellerId)
          throw new ConnectorError(SELLING_PARTNER_SERVICE, 'getReport', 404, false);
        report.polls += 1;
        if (report.polls < pollsUntilDone)
          return { reportId, processingStatus: report.polls === 1 ? 'IN_QUEUE' : 'IN_PROGRESS' };
        report.documents ??= await collect(options.reports, report.request);
        // One report is one document; a source with nothing for the period is Amazon's CANCELLED.
        const first = report.documents[0];
        if (!first) return { reportId, processingStatus: 'CANCELLED' };
        const reportDocumentId = `${reportId}.${first.documentId}`;
        documents.set(reportDocumentId, first.body);
        return { reportId, processingStatus: 'DONE', reportDocumentId };
      }),
    getReportDocument: (account, reportDocumentId) =>
      call(account, 'reports.getReportDocument', () => {
        const body = documents.get(reportDocumentId);
        if (body === undefined)
          throw new ConnectorError(SELLING_PARTNER_SERVICE, 'getReportDocument', 404, false);
        return body;
      }),
    // The bulk path the pipeline and the demo take: the simulator's documents as they are (one per
    // day, several per listings request), behind one createReport token per request.
    async *documents(request) {
      // The token (and any fault) first, then the documents streamed: a long history is never held whole.
      await call(request, 'reports.createReport', () => undefined);
      if (options.reports) yield* options.reports.documents(request);
    },
  };
  return connector;
}

async function collect(
  source: MarketplaceDataConnector | undefined,
  request: ReportRequest,
): Promise<ReportDocument[]> {
  const found: ReportDocument[] = [];
  if (source) for await (const document of source.documents(request)) found.push(document);
  return found;
}
