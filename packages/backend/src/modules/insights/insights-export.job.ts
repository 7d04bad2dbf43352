import { INSIGHTS_MESSAGES, JOBS_ACTIVE_PER_USER, type JobKind } from '@portal/schema';
import { insightsExportBody, type JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import { fileLink, saveFile } from '../../files/stored-files.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobRow } from '../../jobs/jobs.repository.ts';
import { emitEvent } from '../../realtime/events.ts';
import { InsightsService } from './insights.service.ts';
import { skuListPdf, skuRowsOf } from './insights-export.ts';

const period = z.object({ from: z.string(), to: z.string() });

/** What the request resolved (access and scope were checked there) for the worker to build from. */
const exportPayload = z.object({
  body: insightsExportBody,
  fileName: z.string(),
  scope: z.object({
    marketplace: z.string(),
    codes: z.array(z.string()).nullable(),
    sellers: z.array(z.string()).nullable(),
  }),
  periods: z.object({ current: period, previous: period.nullable() }),
});
export type InsightsExportPayload = z.output<typeof exportPayload>;

const PDF = 'application/pdf';

/**
 * The server-built PDF of a card's SKU list (spec 2 §7), as a durable job: the file goes to the
 * file store, export-complete links it, and the job can be read again by a client that was away.
 */
export const insightsExportJob = defineJobKind({
  kind: 'insights-export' satisfies JobKind,
  payload: exportPayload,
  retryLimit: 2,
  retryDelaySeconds: 5,
  // A brand's full SKU list lays out in seconds; five minutes without an answer means a lost worker.
  expireInSeconds: 300,
  // Each export reads a brand's whole SKU list and lays out a PDF: a user waits for theirs rather
  // than filling the workers (issue 28, finding 8).
  activePerUser: { limit: JOBS_ACTIVE_PER_USER, label: 'PDF exports' },
  async run(job, ctx): Promise<JobResult> {
    const { body, scope, periods, fileName } = job.payload;
    await job.progress(0, 2, 'Reading the SKU list');
    const rows = await skuRowsOf(new InsightsService(ctx.db), body.card, scope, periods);
    await job.progress(1, 2, `Laying out ${rows.length} rows`);
    const file = await saveFile(ctx, job.owner, {
      fileName,
      contentType: PDF,
      data: await skuListPdf(body, rows),
    });
    return { file_id: file.id, file_name: fileName, content_type: PDF };
  },
  async settled(row: JobRow, ctx) {
    // An export is always started by a user (the route records them as its owner).
    if (row.owner_user_id === null) return;
    const { fileName } = exportPayload.parse(row.payload);
    const fileId = (row.result as JobResult | null)?.file_id;
    emitEvent(
      ctx.realtime,
      'export-complete',
      { user: row.owner_user_id },
      {
        jobId: row.id,
        exportId: row.id,
        fileName,
        contentType: PDF,
        ...(fileId
          ? { fileId, downloadUrl: await fileLink(ctx, fileId, row.owner_user_id) }
          : { error: INSIGHTS_MESSAGES.exportFailed }),
      },
    );
  },
});
