import type { JobKind, JobStatus } from '@portal/schema';
import type { JobRecord, JobResult } from '@portal/schema/rest';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobOwner } from './job-kind.ts';

export type JobRow = Selectable<Database['jobs']>;

/** Terminal statuses: a delivery of a job in one of these does nothing (pg-boss is at-least-once). */
export const FINISHED: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

export async function insertJob(
  db: Kysely<Database>,
  job: { id: string; kind: string; owner: JobOwner; payload: unknown; maxAttempts: number },
): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      id: job.id,
      kind: job.kind,
      owner_user_id: job.owner.userId,
      owner_brand_code: job.owner.brandCode,
      payload: JSON.stringify(job.payload),
      max_attempts: job.maxAttempts,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Inserts the job unless its owner already has `limit` unfinished jobs of the kind; false when
 * refused. The count and the insert run in one transaction under a lock on (user, kind), so
 * concurrent requests of one user cannot all pass the bound.
 */
export async function insertJobWithin(
  db: Kysely<Database>,
  job: Parameters<typeof insertJob>[1],
  limit: number,
): Promise<JobRow | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${job.owner.userId}:${job.kind}`}))`.execute(trx);
    const { active } = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('active'))
      .where('owner_user_id', '=', job.owner.userId)
      .where('kind', '=', job.kind)
      .where('status', 'not in', FINISHED)
      .executeTakeFirstOrThrow();
    if (Number(active) >= limit) return null;
    return insertJob(trx, job);
  });
}

export const findJob = (db: Kysely<Database>, id: string): Promise<JobRow | undefined> =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** A user's jobs, newest first. Jobs belong to the user who started them (docs/decisions/0275). */
export function listJobs(
  db: Kysely<Database>,
  userId: string,
  filter: { kind?: JobKind; status?: JobStatus; limit: number },
): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll().where('owner_user_id', '=', userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
}

type JobChange = Partial<{
  status: JobStatus;
  progress_done: number;
  progress_total: number | null;
  progress_message: string | null;
  result: JobResult | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}>;

/** Applies a change unless the job already finished; answers the row as it is now, or undefined. */
export async function updateJob(
  db: Kysely<Database>,
  id: string,
  change: JobChange & { countAttempt?: boolean },
): Promise<JobRow | undefined> {
  const { countAttempt, result, ...rest } = change;
  return db
    .updateTable('jobs')
    .set({
      ...rest,
      ...(result !== undefined ? { result: result === null ? null : JSON.stringify(result) } : {}),
      ...(countAttempt ? { attempts: sql<number>`attempts + 1` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', 'not in', FINISHED)
    .returningAll()
    .executeTakeFirst();
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The REST shape of a job; `result` is passed in so a fresh download link can be added for its owner. */
export function toJobRecord(
  row: JobRow,
  result: JobResult | null = row.result as JobResult | null,
): JobRecord {
  return {
    id: row.id,
    kind: row.kind as JobRecord['kind'],
    owner: { user_id: row.owner_user_id, brand_code: row.owner_brand_code },
    status: row.status as JobStatus,
    progress: { done: row.progress_done, total: row.progress_total, message: row.progress_message },
    result,
    error: row.error,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    created_at: iso(row.created_at) as string,
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    updated_at: iso(row.updated_at) as string,
  };
}
