import { JOB_MESSAGES } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import type { AppContext } from '../app-context.ts';
import { fileLink } from '../files/stored-files.ts';
import { emitEvent } from '../realtime/events.ts';
import { JobError, readableMessage, ThrottledError } from './job-errors.ts';
import type { AnyJobKind } from './job-kind.ts';
import { findJob, type JobRow, toJobRecord, updateJob } from './jobs.repository.ts';

/** One delivery of a job by pg-boss: which retry it is, of how many. */
export interface Delivery {
  jobId: string;
  retryCount: number;
  retryLimit: number;
}

/** What the queue does after an attempt: nothing more, or send the job again later. */
export type AttemptOutcome = { requeueAfterSeconds: number } | null;

/**
 * The job with a fresh download link when its result is a file: only ever sent or answered to the
 * job's owner, so the link is the owner's.
 */
export async function presentJob(ctx: AppContext, row: JobRow) {
  const result = row.result as JobResult | null;
  if (!result?.file_id || row.owner_user_id === null) return toJobRecord(row, result);
  return toJobRecord(row, {
    ...result,
    download_url: await fileLink(ctx, result.file_id, row.owner_user_id),
  });
}

/** Tells the owner a job changed (job-updated); a failure to tell never fails the job. */
export async function announce(ctx: AppContext, row: JobRow): Promise<void> {
  if (row.owner_user_id === null) return;
  try {
    emitEvent(ctx.realtime, 'job-updated', { user: row.owner_user_id }, await presentJob(ctx, row));
  } catch (err) {
    ctx.logger?.error({ err, jobId: row.id }, 'job-updated not sent');
  }
}

/** The job has ended (succeeded or failed): its record, its event, the domain's own event. */
async function settle(ctx: AppContext, kind: AnyJobKind, row: JobRow): Promise<void> {
  await announce(ctx, row);
  try {
    await kind.settled?.(row, ctx);
  } catch (err) {
    ctx.logger?.error({ err, jobId: row.id }, 'job settled hook failed');
  }
}

/**
 * Runs one attempt of a job and records it. Throws when pg-boss should retry (it counts and
 * delays); answers `requeueAfterSeconds` when a connector throttled (the job is sent again without
 * spending an attempt). pg-boss delivers at least once, so a finished job is left alone.
 */
export async function runAttempt(
  ctx: AppContext,
  kind: AnyJobKind,
  delivery: Delivery,
): Promise<AttemptOutcome> {
  const existing = await findJob(ctx.db, delivery.jobId);
  if (!existing || ['succeeded', 'failed', 'cancelled'].includes(existing.status)) return null;
  const started = await updateJob(ctx.db, delivery.jobId, {
    status: 'running',
    started_at: new Date(),
    error: null,
    progress_message: null,
    countAttempt: true,
  });
  if (!started) return null;
  await announce(ctx, started);
  const owner = { userId: started.owner_user_id, brandCode: started.owner_brand_code };
  try {
    const result = await kind.run(
      {
        id: started.id,
        payload: kind.payload.parse(started.payload),
        owner,
        attempt: started.attempts,
        progress: async (done, total = null, message = null) => {
          const row = await updateJob(ctx.db, started.id, {
            progress_done: done,
            progress_total: total,
            progress_message: message,
          });
          if (row) await announce(ctx, row);
        },
      },
      ctx,
    );
    const done = await updateJob(ctx.db, started.id, {
      status: 'succeeded',
      result,
      finished_at: new Date(),
      progress_message: null,
    });
    if (done) await settle(ctx, kind, done);
    return null;
  } catch (error) {
    return await recordFailure(ctx, kind, started, delivery, error);
  }
}

/** Throttled: back to the queue. Transient: retry. Exhausted or hopeless: failed, with a reason. */
async function recordFailure(
  ctx: AppContext,
  kind: AnyJobKind,
  job: JobRow,
  delivery: Delivery,
  error: unknown,
): Promise<AttemptOutcome> {
  // Throttling is not failing, but a job throttled without end must still stop one day.
  if (error instanceof ThrottledError && job.attempts < job.max_attempts + THROTTLE_ALLOWANCE) {
    const row = await updateJob(ctx.db, job.id, {
      status: 'queued',
      progress_message: JOB_MESSAGES.throttled,
    });
    if (row) await announce(ctx, row);
    return { requeueAfterSeconds: error.retryAfterSeconds };
  }
  const hopeless = error instanceof JobError && !error.retryable;
  if (!hopeless && delivery.retryCount < delivery.retryLimit) {
    ctx.logger?.warn({ err: error, jobId: job.id, attempt: job.attempts }, 'job attempt failed; retrying');
    const row = await updateJob(ctx.db, job.id, {
      status: 'queued',
      progress_message: JOB_MESSAGES.retrying,
    });
    if (row) await announce(ctx, row);
    throw error;
  }
  ctx.logger?.error({ err: error, jobId: job.id, attempt: job.attempts }, 'job failed');
  const reason = readableMessage(error);
  const failed = await updateJob(ctx.db, job.id, {
    status: 'failed',
    error: hopeless ? reason : JOB_MESSAGES.exhausted(reason),
    finished_at: new Date(),
    progress_message: null,
  });
  if (failed) await settle(ctx, kind, failed);
  return null;
}

/** Throttled attempts a job may make beyond its own attempts before it is failed. */
export const THROTTLE_ALLOWANCE = 20;

/** A job whose last attempt was lost (its process died, retries spent): failed, with a reason. */
export async function failLostJob(ctx: AppContext, kind: AnyJobKind, jobId: string): Promise<void> {
  const failed = await updateJob(ctx.db, jobId, {
    status: 'failed',
    error: JOB_MESSAGES.exhausted(JOB_MESSAGES.interrupted),
    finished_at: new Date(),
    progress_message: null,
  });
  if (failed) await settle(ctx, kind, failed);
}
