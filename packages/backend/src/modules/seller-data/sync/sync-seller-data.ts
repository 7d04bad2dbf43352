import { setImmediate } from 'node:timers/promises';
import { isoDaysBetween } from '@portal/schema';
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
 * One sync of a seller account: one report request per range (createReport allows a seller 15 at
 * once, then one a minute, so a request per month of history would wait most of an hour), its daily
 * documents loaded through the one loading path a month at a time as they arrive; then the
 * account's brand report months agree with its daily sales again.
 */
export async function syncSellerData(
  db: Kysely<Database>,
  marketplace: MarketplaceDataConnector,
  request: Pick<SyncRequest, 'sellerId' | 'marketplaceId' | 'documentsAt'> & { ranges: readonly SyncRange[] },
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
  const load = async (batch: ReportDocument[], days: number) => {
    if (batch.length > 0) {
      const loaded = await loadReportDocuments(db, batch);
      outcome.documents += loaded.documents;
      outcome.factRows += loaded.factRows;
    }
    done += days;
    await opts.onProgress?.(done, total);
    // The simulator and the embedded database answer without real I/O: one sync is a chain of
    // promises that never lets the event loop poll. Yielding after each month lets the requests
    // that arrived meanwhile in (without it a fresh start's /healthz waited for all 112 syncs).
    await setImmediate();
  };
  for (const range of request.ranges) {
    const asked = {
      sellerId: request.sellerId,
      marketplaceId: request.marketplaceId,
      reportType: range.reportType as ReportType,
      from: range.from,
      to: range.to,
      ...(request.documentsAt ? { asOf: request.documentsAt } : {}),
    };
    let batch: ReportDocument[] = [];
    let batchStart = range.from;
    for await (const document of marketplace.documents(asked)) {
      // Daily documents arrive day by day: a month's worth is loaded before the next is held.
      const day = document.dataStartTime ?? batchStart;
      if (batch.length > 0 && isoDaysBetween(batchStart, day) >= SYNC_BATCH_DAYS) {
        await load(batch, isoDaysBetween(batchStart, day));
        batch = [];
        batchStart = day;
      }
      batch.push(document);
    }
    await load(batch, isoDaysBetween(batchStart, range.to) + 1);
  }
  if (opts.reconcileMonths !== false) await reconcileAccountMonths(db, request);
  return outcome;
}
