import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { AppContext } from '../app-context.ts';
import type { BossDb } from './boss-db.ts';
import { JobLimitError } from './job-errors.ts';
import type { AnyJobKind, JobOwner } from './job-kind.ts';
import { insertJob, insertJobWithin, type JobRow, updateJob } from './jobs.repository.ts';
import { announce, failLostJob, runAttempt } from './run-attempt.ts';

/** Where pg-boss keeps its tables: apart from the portal's, so its own migrations never meet ours. */
const BOSS_SCHEMA = 'pgboss';
/** The queue pg-boss moves a job to when its retries are spent without an answer (a lost attempt). */
const DEAD_LETTERS = 'job-dead-letters';
/**
 * The advisory lock every process holds while it declares the queues. pg-boss 10's create_queue
 * inserts the queue row and attaches a partition to its job table; two processes declaring at once
 * (an API and a worker starting together) deadlock on those two locks, and one of them dies.
 */
const DECLARE_LOCK = 0x706f7274616c;

export interface JobQueueOptions {
  /** A PostgreSQL server (pg-boss opens its own small pool) or the embedded database's adapter. */
  connection: { connectionString: string } | { db: BossDb };
  kinds: readonly AnyJobKind[];
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often lost attempts are noticed and retried (the expiry check). */
  maintenanceIntervalSeconds?: number;
  /** Attempts one worker process runs at a time, per kind. */
  concurrency?: number;
}

/** The queue a kind's recurring ticks arrive on (pg-boss sends one message per cron tick). */
const scheduleQueue = (kind: string) => `${kind}.schedule`;

interface QueueMessage {
  jobId: string;
}

/**
 * The durable job queue (docs/decisions/0275): pg-boss delivers and retries; the `jobs` table is
 * what users read. The API process enqueues; workers (in the API by default, or `npm run worker`)
 * run attempts. Several workers on one database never run the same delivery: pg-boss fetches with
 * FOR UPDATE SKIP LOCKED.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds: ReadonlyMap<string, AnyJobKind>;
  private started: Promise<void> | null = null;
  /** This process's pg-boss workers per kind, woken when there is work (see `wake`). */
  private readonly workerIds = new Map<string, string[]>();

  constructor(private readonly options: JobQueueOptions) {
    this.kinds = new Map(options.kinds.map((k) => [k.kind, k]));
    const maintenance = options.maintenanceIntervalSeconds ?? 30;
    this.boss = new PgBoss({
      ...('db' in options.connection ? { db: options.connection.db } : options.connection),
      schema: BOSS_SCHEMA,
      max: 4,
      application_name: 'portal-jobs',
      maintenanceIntervalSeconds: maintenance,
    } as PgBoss.ConstructorOptions);
  }

  /** Creates pg-boss's tables and one queue per kind with the kind's retry and expiry policy. */
  start(onError: (error: Error) => void = () => {}): Promise<void> {
    this.started ??= (async () => {
      this.boss.on('error', onError);
      await this.boss.start();
      await this.declaringAlone(() => this.declareQueues());
    })();
    return this.started;
  }

  /**
   * Runs the declarations under a session advisory lock on a connection of its own, so processes
   * starting together declare one after another. The embedded database is one connection in one
   * process: nothing can interleave there.
   */
  private async declaringAlone(declare: () => Promise<void>): Promise<void> {
    const { connection } = this.options;
    if (!('connectionString' in connection)) return declare();
    const client = new pg.Client({ connectionString: connection.connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [DECLARE_LOCK]);
      await declare();
    } finally {
      // Closing the session releases the lock as well; unlocking first frees it without waiting.
      await client.query('SELECT pg_advisory_unlock($1)', [DECLARE_LOCK]).catch(() => undefined);
      await client.end();
    }
  }

  private async declareQueues(): Promise<void> {
    await this.boss.createQueue(DEAD_LETTERS);
    for (const kind of this.kinds.values()) {
      const policy = {
        name: kind.kind,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds,
        deadLetter: DEAD_LETTERS,
      };
      await this.boss.createQueue(kind.kind, policy);
      // A changed declaration applies to a queue made by an older version too.
      await this.boss.updateQueue(kind.kind, policy);
      if (kind.schedule) {
        await this.boss.createQueue(scheduleQueue(kind.kind));
        await this.boss.schedule(scheduleQueue(kind.kind), kind.schedule.cron, {}, { tz: 'UTC' });
      }
    }
  }

  /** Records a job for its owner and hands it to the queue; answers the record (status queued). */
  async enqueue(ctx: AppContext, kindName: string, owner: JobOwner, payload: unknown): Promise<JobRow> {
    const kind = this.kindOf(kindName);
    await this.start();
    const job = {
      id: randomUUID(),
      kind: kind.kind,
      owner,
      payload: kind.payload.parse(payload),
      maxAttempts: kind.retryLimit + 1,
    };
    const bound = kind.activePerUser;
    const row = bound ? await insertJobWithin(ctx.db, job, bound.limit) : await insertJob(ctx.db, job);
    if (!row) throw new JobLimitError(bound?.label ?? 'jobs', bound?.limit ?? 0);
    try {
      await this.boss.send(kind.kind, { jobId: row.id } satisfies QueueMessage);
    } catch (error) {
      await updateJob(ctx.db, row.id, { status: 'failed', error: 'The work could not be queued.' });
      throw error;
    }
    await announce(ctx, row);
    this.wake(kind.kind);
    return row;
  }

  /**
   * Sends a scheduled kind one tick now, on the queue its cron ticks arrive on, so the same worker
   * plans and enqueues it (development tools: end-to-end tests drive the monthly schedule).
   */
  async tick(kindName: string): Promise<void> {
    const kind = this.kindOf(kindName);
    if (!kind.schedule) throw new Error(`${kindName} has no schedule`);
    await this.start();
    await this.boss.send(scheduleQueue(kind.kind), {});
  }

  /**
   * pg-boss's worker sleeps a polling interval after each fetch, busy or not. Woken after each
   * delivery and on each local enqueue, a worker drains a backlog back to back and starts new work
   * at once; other processes' workers still find it at their next poll.
   */
  private wake(kind: string): void {
    for (const id of this.workerIds.get(kind) ?? []) this.boss.notifyWorker(id);
  }

  /** Starts working every kind (and the dead letters) in this process. */
  async work(ctx: AppContext): Promise<void> {
    await this.start();
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 };
    for (const kind of this.kinds.values()) {
      for (let i = 0; i < (this.options.concurrency ?? 1); i++) {
        const id = await this.boss.work<QueueMessage>(
          kind.kind,
          { ...polling, includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const outcome = await runAttempt(ctx, kind, {
              jobId: job.data.jobId,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
            // A throttled job goes back as a new delivery: its retry count starts again.
            if (outcome)
              await this.boss.send(kind.kind, job.data, { startAfter: outcome.requeueAfterSeconds });
            this.wake(kind.kind);
          },
        );
        this.workerIds.set(kind.kind, [...(this.workerIds.get(kind.kind) ?? []), id]);
      }
    }
    for (const kind of this.kinds.values()) {
      const schedule = kind.schedule;
      if (!schedule) continue;
      await this.boss.work(scheduleQueue(kind.kind), polling, async () => {
        for (const job of await schedule.plan(ctx))
          await this.enqueue(ctx, kind.kind, job.owner, job.payload);
      });
    }
    await this.boss.work<QueueMessage>(DEAD_LETTERS, { ...polling, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) {
        const kind = this.kinds.get(job.data.jobId ? await this.kindNameOf(ctx, job.data.jobId) : '');
        if (kind) await failLostJob(ctx, kind, job.data.jobId);
      }
    });
  }

  /** Stops fetching and waits for running attempts (graceful) or drops them (a crash, in tests). */
  async stop(graceful = true): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful, wait: true, close: true });
    // The last attempts' completions were sent without being awaited: let them finish first.
    if ('db' in this.options.connection) await this.options.connection.db.settled?.();
  }

  private kindOf(name: string): AnyJobKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`no job kind ${name}`);
    return kind;
  }

  private async kindNameOf(ctx: AppContext, jobId: string): Promise<string> {
    const row = await ctx.db.selectFrom('jobs').select('kind').where('id', '=', jobId).executeTakeFirst();
    return row?.kind ?? '';
  }
}
