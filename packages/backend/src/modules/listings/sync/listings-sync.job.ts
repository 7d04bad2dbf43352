import type { JobKind } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import { defineJobKind } from '../../../jobs/job-kind.ts';
import { syncListings } from './sync-listings.ts';

export const listingsSyncRequest = z.object({
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  brandCode: z.string().min(1),
  mode: z.enum(['full', 'incremental']),
});
export type ListingsSyncRequest = z.infer<typeof listingsSyncRequest>;

/**
 * A seller account's listings sync (REFETCH LISTINGS, and a new connection's first load). The
 * connector's buckets pace the calls; a 429 they could not absorb re-queues the job without
 * spending an attempt, and the rerun changes only what changed since.
 */
export const listingsSyncJob = defineJobKind({
  kind: 'listings-sync' satisfies JobKind,
  payload: listingsSyncRequest,
  retryLimit: 5,
  retryDelaySeconds: 30,
  // The catalog's 2 requests a second bound a full sync: 1,000 listings take ~9 minutes.
  expireInSeconds: 3_600,
  async run(job, ctx): Promise<JobResult> {
    const { mode, ...key } = job.payload;
    const outcome = await syncListings(ctx.db, ctx.connectors.listings, key, mode, {
      onProgress: (done, total) => job.progress(done, total, 'listings read'),
    });
    return {
      summary: `${outcome.read} listings read, ${outcome.changed} changed, ${outcome.removed} removed`,
    };
  },
});
