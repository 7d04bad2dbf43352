import { z } from 'zod';
import { REPORT_TYPES } from '../reports/report-document.ts';

const isoDay = z.iso.date();
const reportType = z.enum(Object.values(REPORT_TYPES) as [string, ...string[]]);

/** One report of a sync: its days, both included. */
export const syncRange = z.object({ reportType, from: isoDay, to: isoDay });
export type SyncRange = z.output<typeof syncRange>;

/**
 * What one sync of a seller account asks the marketplace for. `documentsAt` pins the moment the
 * documents are produced at: the demo seed's history is produced as of the seed, so the documents a
 * background sync loads are the very ones an all-at-once seed would have loaded.
 */
export const syncRequest = z.object({
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  ranges: z.array(syncRange).min(1),
  documentsAt: z.iso.datetime().optional(),
  /** The demo seed's older history (shown as "history loading" until it is in). */
  backfill: z.boolean(),
});
export type SyncRequest = z.output<typeof syncRequest>;
