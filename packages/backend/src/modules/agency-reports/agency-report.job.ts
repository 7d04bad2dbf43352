import {
  AGENCY_REPORT_MESSAGES,
  AGENCY_REPORT_TYPE_INFO,
  agencyReportFileName,
  type JobKind,
} from '@portal/schema';
import { agencyReportType, type JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { fileLink, saveFile } from '../../files/stored-files.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobRow } from '../../jobs/jobs.repository.ts';
import { emitEvent } from '../../realtime/events.ts';
import { REPORT_BUILDERS } from './builders/index.ts';
import { tableCsv } from './builders/report-table.ts';
import { zipOf } from './report-archive.ts';

/** What the request checked (access per type, the range) for the worker to build from. */
const reportPayload = z.object({
  types: z.array(agencyReportType).min(1),
  from: z.string(),
  to: z.string(),
  /** 'Download All': one zip archive, and a mail to its owner when it is ready (spec 2 §7). */
  archive: z.boolean(),
  fileName: z.string(),
});
export type AgencyReportPayload = z.output<typeof reportPayload>;

const CSV = 'text/csv; charset=utf-8';
const ZIP = 'application/zip';

/** Mails the owner that the archive is ready; the page lists it, so the mail links the page. */
async function mailOwner(ctx: AppContext, row: JobRow, fileName: string, ok: boolean): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', row.owner_user_id)
    .executeTakeFirst();
  if (!user) return;
  await ctx.mail.send({
    to: user.email,
    subject: ok ? 'Your agency reports are ready' : 'Your agency reports could not be generated',
    text: ok
      ? `The reports you asked for are ready (${fileName}).\n\nDownload them from the Reports page:\n${ctx.publicUrl}/agency-reports`
      : `${AGENCY_REPORT_MESSAGES.unableToGenerate}: ${fileName}.\n\nPlease start it again from ${ctx.publicUrl}/agency-reports`,
  });
}

/**
 * Agency reports (spec 2 §2) as a durable job: each type's CSV, or all of them in one zip archive,
 * kept in the file store for the owner; export-complete links it, and `GET /jobs` finds it later.
 */
export const agencyReportJob = defineJobKind({
  kind: 'agency-report' satisfies JobKind,
  payload: reportPayload,
  retryLimit: 2,
  retryDelaySeconds: 5,
  // Five reports of two years on the demo data take seconds; ten minutes means a lost worker.
  expireInSeconds: 600,
  async run(job, ctx): Promise<JobResult> {
    const { types, from, to, archive, fileName } = job.payload;
    const files: { name: string; content: string }[] = [];
    for (const [index, type] of types.entries()) {
      await job.progress(index, types.length, `Building ${AGENCY_REPORT_TYPE_INFO[type].label}`);
      const table = await REPORT_BUILDERS[type](ctx, { from, to });
      files.push({ name: agencyReportFileName(type, from, to), content: tableCsv(table) });
    }
    const [only] = files;
    const file =
      !archive && only
        ? { fileName, contentType: CSV, data: Buffer.from(only.content, 'utf8') }
        : { fileName, contentType: ZIP, data: await zipOf(files) };
    const stored = await saveFile(ctx, job.owner, file);
    return { file_id: stored.id, file_name: stored.fileName, content_type: stored.contentType };
  },
  async settled(row: JobRow, ctx) {
    // A report is always started by a user (the route records them as its owner).
    if (row.owner_user_id === null) return;
    const { fileName, archive } = reportPayload.parse(row.payload);
    const result = row.result as JobResult | null;
    const fileId = result?.file_id;
    emitEvent(
      ctx.realtime,
      'export-complete',
      { user: row.owner_user_id },
      {
        jobId: row.id,
        exportId: row.id,
        fileName,
        contentType: result?.content_type ?? (archive ? ZIP : CSV),
        ...(fileId
          ? { fileId, downloadUrl: await fileLink(ctx, fileId, row.owner_user_id) }
          : { error: AGENCY_REPORT_MESSAGES.unableToGenerate }),
      },
    );
    if (archive) await mailOwner(ctx, row, fileName, Boolean(fileId));
  },
});
