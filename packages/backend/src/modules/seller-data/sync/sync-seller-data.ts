import { setImmediate } from 'node:timers/promises';
import { addIsoDays, isoDaysBetween } from '@portal/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { loadReportDocuments } from '../pipeline/load-documents.ts';
import type { ReportDocument, ReportType } from '../reports/report-document.ts';
import { reconcileAccountMonths } from './reconcile-account-months.ts';
import type { SyncRange, SyncRequest } from './sync-request.ts';

/**
 * Days loaded per batch. One batch is one transaction of the loading path: a month keeps a batch's
 * documents and rollup rebuilds small enough for the embedded database, and a restarted sync
 * redoes at most one month (loading a day twice changes nothing).
 */
export const SYNC_BATCH_DAYS = 31;

const daysIn = (r: SyncRange) => isoDaysBetween(r.from, r.to) + 1;

export interface SyncOutcome {
  documents: number;
  factRows: number;
}

/**
 * One sync of a seller account: asks the marketplace for each range's documents a month at a
 * time, newest month first (the screens read recent days most), and loads them through the one
 * loading path; then the account's brand report months agree with its daily sales again.
 */
export async function syncSellerData(
  db: Kysely<Database>,
  marketplace: MarketplaceDataConnector,
  request: Pick<SyncRequest, 'sellerId' | 'marketplaceId'> & { ranges: readonly SyncRange[] },
  opts: {
    onProgress?: (doneDays: number, totalDays: number) => Promise<void>;
    /**
     * Bring the brand report months in line afterwards (default). The demo seed's all-at-once
     * load leaves it to its own last step, which seeds the reports and reconciles every month.
     */
    reconcileMonths?: boolean;
  } = {},
): Promise<SyncOutcome> {
  const total = request.ranges.reduce((sum, r) => sum + daysIn(r), 0);
  let done = 0;
  const outcome: SyncOutcome = { documents: 0, factRows: 0 };
  for (const range of request.ranges) {
    for (let to = range.to; to >= range.from; to = addIsoDays(to, -SYNC_BATCH_DAYS)) {
      const from = maxDay(range.from, addIsoDays(to, -(SYNC_BATCH_DAYS - 1)));
      const documents = await collect(marketplace, request, range.reportType as ReportType, from, to);
      const loaded = await loadReportDocuments(db, documents);
      outcome.documents += loaded.documents;
      outcome.factRows += loaded.factRows;
      done += daysIn({ ...range, from, to });
      await opts.onProgress?.(done, total);
      // The simulator and the embedded database answer without real I/O: one sync is a chain of
      // promises that never lets the event loop poll. Yielding after each month lets the requests
      // that arrived meanwhile in (without it a fresh start's /healthz waited for all 112 syncs).
      await setImmediate();
    }
  }
  if (opts.reconcileMonths !== false) await reconcileAccountMonths(db, request);
  return outcome;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

async function collect(
  marketplace: MarketplaceDataConnector,
  account: { sellerId: string; marketplaceId: string },
  reportType: ReportType,
  from: string,
  to: string,
): Promise<ReportDocument[]> {
  const documents: ReportDocument[] = [];
  for await (const document of marketplace.documents({ ...account, reportType, from, to }))
    documents.push(document);
  return documents;
}
