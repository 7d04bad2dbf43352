import type { JobResult } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { JobRow } from './jobs.repository.ts';

/**
 * Who a job belongs to: the user who started it and, for a brand user, their brand. The portal's
 * own work (a scheduled sync) has no user: nobody lists it, and it announces nothing to anyone.
 */
export interface JobOwner {
  userId: string | null;
  brandCode: string | null;
}

/** What a job's work sees of its job while it runs. */
export interface RunningJob<P> {
  id: string;
  payload: P;
  owner: JobOwner;
  /** 1 for the first attempt. */
  attempt: number;
  /** Records how far the work is and tells the owner (job-updated). */
  progress(done: number, total?: number | null, message?: string | null): Promise<void>;
}

/**
 * One kind of durable job, declared by the domain that owns it (its manifest's `jobs`). The queue
 * creates a pg-boss queue per kind with these policies and runs `run` for each delivery.
 */
export interface JobKindDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  /** Attempts after the first one, for transient failures. */
  retryLimit: number;
  /** Delay before the first retry; pg-boss doubles it each time (with jitter). */
  retryDelaySeconds: number;
  /**
   * How long one attempt may take. An attempt still "running" after this is presumed lost (its
   * process died) and the job is retried: this is what carries a job across a restart.
   */
  expireInSeconds: number;
  /**
   * At most this many of the kind unfinished (queued or running) per user at once; one more is
   * refused with a JobLimitError naming `activeLabel` ("PDF exports"). Absent: no bound.
   */
  activePerUser?: { limit: number; label: string };
  run(job: RunningJob<P>, ctx: AppContext): Promise<JobResult>;
  /** Called once when the job ends, succeeded or failed (the domain's own event, e.g. export-complete). */
  settled?(job: JobRow, ctx: AppContext): Promise<void> | void;
  /**
   * A recurring run (pg-boss's cron, UTC): at each tick `plan` answers the jobs to enqueue now.
   * Whichever worker process takes the tick plans it; the tick itself is delivered once.
   */
  schedule?: {
    cron: string;
    plan(ctx: AppContext): Promise<{ owner: JobOwner; payload: P }[]>;
  };
}

/** Keeps the payload type of a declaration while it joins a list of kinds. */
export const defineJobKind = <P>(definition: JobKindDefinition<P>): JobKindDefinition<P> => definition;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds whose payloads differ
export type AnyJobKind = JobKindDefinition<any>;
