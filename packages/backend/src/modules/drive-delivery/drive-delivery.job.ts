import { DRIVE_DELIVERY_MESSAGES, DRIVE_REPORT_TYPES, driveReportLabel, type JobKind } from '@portal/schema';
import type { EventPayload, JobResult } from '@portal/schema/rest';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobRow } from '../../jobs/jobs.repository.ts';
import { emitEvent } from '../../realtime/events.ts';
import { REPORT_BUILDERS } from '../agency-reports/builders/index.ts';
import { tableCsv } from '../agency-reports/builders/report-table.ts';
import { brandWithSubBrands, claimDelivery, settleDelivery } from './drive-delivery.repository.ts';
import { DRIVE_DELIVERY_CRON, planScheduledDeliveries } from './drive-delivery.schedule.ts';

const payload = z.object({
  deliveryId: z.uuid(),
  brandCode: z.string(),
  reportType: z.enum(DRIVE_REPORT_TYPES),
  from: z.string(),
  to: z.string(),
  folderId: z.string(),
  fileName: z.string(),
});
export type DriveDeliveryPayload = z.output<typeof payload>;

const CSV = 'text/csv';

/**
 * Send now (ADR 0535): builds the brand's report of the days with the agency report's builder,
 * keeps the brand's and its sub brands' rows, and uploads the CSV into the type's drive folder. A
 * throttled or retryable drive error propagates, so the queue tries again; the same file name
 * replaces the file, so a retried upload leaves one file.
 */
export const driveDeliveryJob = defineJobKind({
  kind: 'drive-delivery' satisfies JobKind,
  payload,
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 600,
  async run(job, ctx): Promise<JobResult> {
    const { brandCode, reportType, from, to, folderId, fileName, deliveryId } = job.payload;
    // A scheduled delivery's row has no job yet, and Send now binds it only after enqueueing.
    await claimDelivery(ctx.db, deliveryId, brandCode, job.id);
    await job.progress(0, 2, `Building ${driveReportLabel(reportType)}`);
    const codes = new Set(await brandWithSubBrands(ctx.db, brandCode));
    const table = await REPORT_BUILDERS[reportType](ctx, { from, to });
    const rows = table.rows.filter((row) => codes.has(String(row.brand_code)));
    const data = Buffer.from(tableCsv({ columns: table.columns, rows }), 'utf8');
    await job.progress(1, 2, 'Uploading to the drive folder');
    const file = await ctx.connectors.drive.upload({ folderId, name: fileName, mimeType: CSV, data });
    const mine = await settleDelivery(
      ctx.db,
      { id: deliveryId, brandCode, jobId: job.id },
      { status: 'delivered', fileId: file.id, link: file.link, fileName: file.name },
    );
    // The spec's brands.last_success: the latest delivery that reached the drive.
    if (mine) {
      await ctx.db
        .updateTable('brands')
        .set({ last_success: sql`now()` })
        .where(ofCheckedBrands(brandCode, 'brand_code'))
        .execute();
      announce(ctx, {
        deliveryId,
        brandCode,
        reportType,
        month: from.slice(0, 7),
        delivered: true,
        fileName: file.name,
        link: file.link,
        deliveredAt: new Date().toISOString(),
      });
    }
    return {
      file_name: file.name,
      content_type: CSV,
      summary: `${rows.length} rows delivered to ${folderId}`,
    };
  },
  async settled(row: JobRow, ctx: AppContext) {
    if (row.status !== 'failed') return;
    const { deliveryId, brandCode, reportType, from, fileName } = payload.parse(row.payload);
    const error = row.error ?? DRIVE_DELIVERY_MESSAGES.deliveryFailed;
    if (
      await settleDelivery(ctx.db, { id: deliveryId, brandCode, jobId: row.id }, { status: 'failed', error })
    )
      announce(ctx, {
        deliveryId,
        brandCode,
        reportType,
        month: from.slice(0, 7),
        delivered: false,
        fileName,
        error,
      });
  },
  // Monthly delivery to every mapped folder (ADR 0582), through the same job as Send now.
  schedule: { cron: DRIVE_DELIVERY_CRON, plan: (ctx) => planScheduledDeliveries(ctx) },
});

/** report-delivered to the brand's room (its drive card) and to staff, who edit every brand. */
function announce(ctx: AppContext, event: EventPayload<'report-delivered'>): void {
  emitEvent(ctx.realtime, 'report-delivered', { brand: event.brandCode }, event);
  emitEvent(ctx.realtime, 'report-delivered', { staff: true }, event);
}
