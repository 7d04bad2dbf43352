import type { JobKind } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { defineJobKind } from '../../../jobs/job-kind.ts';
import type { JobRow } from '../../../jobs/jobs.repository.ts';
import { afterHistoryLoaded } from './after-history-loaded.ts';
import { syncRequest } from './sync-request.ts';
import { planDailySyncs, SYNC_CRON } from './sync-schedule.ts';
import { syncSellerData } from './sync-seller-data.ts';

/**
 * One seller account's sync (issue "Work that takes time" §7): asks the marketplace connector for the days
 * of its ranges and loads them through the one loading path. The demo seed's older history and the
 * daily sync are both this job. Loading a day twice changes nothing, so a retried or restarted
 * sync simply loads again.
 */
export const sellerDataSyncJob = defineJobKind({
  kind: 'seller-data-sync' satisfies JobKind,
  payload: syncRequest,
  retryLimit: 5,
  retryDelaySeconds: 30,
  // A year of one large account loads in well under a minute; ten without news means a lost worker.
  expireInSeconds: 600,
  async run(job, ctx): Promise<JobResult> {
    // The configured marketplace connector: the local simulator by default, the Selling Partner
    // API when configured. Its createReport bucket is the seller's; a 429 re-queues the job.
    const outcome = await syncSellerData(ctx.db, ctx.connectors.sellingPartner, job.payload, {
      onProgress: (done, total) => job.progress(done, total, 'days loaded'),
    });
    return { summary: `${outcome.documents} documents, ${outcome.factRows} rows` };
  },
  async settled(row: JobRow, ctx) {
    await afterHistoryLoaded(ctx, row);
  },
  schedule: { cron: SYNC_CRON, plan: (ctx) => planDailySyncs(ctx) },
});
