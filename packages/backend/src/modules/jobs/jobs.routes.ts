import { JOB_MESSAGES } from '@portal/schema';
import type { jobsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { openFileLink } from '../../files/stored-files.ts';
import { notFound } from '../../http/http-error.ts';
import { findJob, listJobs } from '../../jobs/jobs.repository.ts';
import { presentJob } from '../../jobs/run-attempt.ts';
import type { ContractHandlers } from '../manifest.ts';

/**
 * The job calls (contract: packages/schema/src/jobs/jobs.rest.ts). A job is its starter's: anyone
 * else, staff included, gets 404, so a job id says nothing about whether it exists.
 */
export const jobsHandlers = (ctx: AppContext): ContractHandlers<typeof jobsContract> => ({
  job: async ({ principal, params }) => {
    const row = await findJob(ctx.db, params.id);
    if (!row || row.owner_user_id !== principal.userId) throw notFound(JOB_MESSAGES.notFound);
    return presentJob(ctx, row);
  },
  jobs: async ({ principal, query }) => {
    const rows = await listJobs(ctx.db, principal.userId, query);
    return Promise.all(rows.map((row) => presentJob(ctx, row)));
  },
  // The link itself is the credential (signed, short-lived, naming its user), so a plain browser
  // download works; the bytes stream from the store, never whole in memory.
  file: async ({ params, res }) => {
    const file = await openFileLink(ctx, params.token);
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-length', String(file.size));
    res.setHeader('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`);
    res.setHeader('cache-control', 'no-store');
    await new Promise<void>((resolve, reject) => {
      file.stream.once('error', reject).pipe(res).once('finish', resolve);
    });
  },
});
