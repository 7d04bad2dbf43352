import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Backend, type BackendOptions, createBackend } from '../backend.ts';
import { SellingPartnerThrottle } from '../connectors/throttle/selling-partner-throttle.ts';
import { throttledError } from '../connectors/throttle/throttled-response.ts';
import { databasesUnderTest } from '../test-support/test-backend.ts';
import { JobError } from './job-errors.ts';
import { type AnyJobKind, defineJobKind, type JobOwner } from './job-kind.ts';
import { findJob, type JobRow } from './jobs.repository.ts';
import { queueFor } from './queue-for.ts';

// Pollers and the expiry check at their shortest, so conditions are met quickly; nothing below
// asserts on time: each test waits for the job's recorded state.
const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const noPayload = z.object({}).passthrough();

/**
 * Its first attempt never ends; its expiry is longer than any wait below, so only the restart (the
 * stopping service handing the attempt back) can bring the job a second attempt.
 */
const holdKind = (release: 'first-attempt-never' | 'always'): AnyJobKind =>
  defineJobKind({
    kind: 'test-hold',
    payload: noPayload,
    retryLimit: 2,
    retryDelaySeconds: 0,
    expireInSeconds: 600,
    async run(job) {
      if (release === 'first-attempt-never' && job.attempt === 1) await new Promise<void>(() => {});
      return { summary: `done on attempt ${job.attempt}` };
    },
  });

const failingKind = defineJobKind({
  kind: 'test-failing',
  payload: z.object({ readable: z.boolean() }),
  retryLimit: 1,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  async run(job) {
    if (job.payload.readable) throw new JobError('The brand has no sales in this period.');
    throw new Error('connection reset by peer at 10.0.0.7:5432');
  },
});

/** Counts every run of each job; each run yields once so two workers really overlap. */
const runs: string[] = [];
const countingKind = defineJobKind({
  kind: 'test-counting',
  payload: noPayload,
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  async run(job) {
    runs.push(job.id);
    await new Promise((resolve) => setImmediate(resolve));
    return { summary: 'counted' };
  },
});

/** A local fake of a Selling Partner API operation: 429 for the first call, then 200. */
let fakeCalls = 0;
let fakeUrl = '';
// One set of buckets per database under test (stopped after it).
let throttle = new SellingPartnerThrottle();
const marketplaceKind = defineJobKind({
  kind: 'test-marketplace',
  payload: z.object({ sellerId: z.string() }),
  // No retries at all: only a re-queue that spends none can let this job succeed after a 429.
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  async run(job) {
    const response = await throttle.schedule(job.payload.sellerId, 'listingsItems.patchListingsItem', () =>
      fetch(fakeUrl, { method: 'PATCH' }),
    );
    if (response.status === 429) throw throttledError(response, 'patchListingsItem');
    return { summary: ((await response.json()) as { status: string }).status };
  },
});

const KINDS = [failingKind, countingKind, marketplaceKind];

async function ownerOf(backend: Backend): Promise<JobOwner> {
  const user = await backend.db
    .insertInto('users')
    .values({ email: `jobs-${Math.random()}@demo.test`, name: 'Jobs', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, brandCode: null };
}

async function finished(backend: Backend, id: string): Promise<JobRow> {
  let row: JobRow | undefined;
  await expect
    .poll(
      async () => {
        row = await findJob(backend.db, id);
        return row?.status;
      },
      { interval: 100, timeout: 30_000 },
    )
    .toMatch(/succeeded|failed|cancelled/);
  return row as JobRow;
}

describe.each(databasesUnderTest())('the job queue on $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  let server: Server;

  /** A backend with no demo data; on PGlite its data folder outlives it, so it can be restarted. */
  async function start(dataDir: string | null, extra: BackendOptions): Promise<Backend> {
    const { opts, drop } = await database.options(false);
    const backend = await createBackend({
      ...opts,
      ...(dataDir && database.name === 'pglite' ? { pgliteDataDir: dataDir } : {}),
      seed: 'none',
      logger: false,
      ephemeral: true,
      jobTimings: FAST,
      ...extra,
    });
    cleanups.push(drop);
    return backend;
  }

  beforeAll(async () => {
    throttle = new SellingPartnerThrottle();
    server = createServer((_req, res) => {
      fakeCalls += 1;
      if (fakeCalls === 1) res.writeHead(429, { 'retry-after': '0' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ACCEPTED"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/listings/2021-08-01/items`;
  });
  afterAll(async () => {
    server?.close();
    await throttle.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Two backend starts in one test: the default 30 s is tight on a busy machine.
  it('finishes a job that was running when the service stopped, after it starts again', {
    timeout: 120_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-jobs-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const first = await start(dir, { jobKinds: [holdKind('first-attempt-never')], filesDir: join(dir, 'f') });
    const owner = await ownerOf(first);
    const job = await first.ctx.jobs.enqueue(first.ctx, 'test-hold', owner, {});
    await expect
      .poll(async () => (await findJob(first.db, job.id))?.status, { timeout: 60_000 })
      .toBe('running');
    // The attempt never ends on its own: only a restart can finish this job.
    await first.close({ abandonJobs: true });

    const second =
      database.name === 'pglite'
        ? await start(dir, { jobKinds: [holdKind('always')], filesDir: join(dir, 'f') })
        : await createBackend({
            databaseUrl: first.connection.databaseUrl,
            seed: 'none',
            logger: false,
            ephemeral: true,
            jobTimings: FAST,
            jobKinds: [holdKind('always')],
          });
    try {
      const done = await finished(second, job.id);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
      expect(done.result).toEqual({ summary: 'done on attempt 2' });
    } finally {
      await second.close();
    }
  });

  describe('with one backend', () => {
    let backend: Backend;
    let owner: JobOwner;
    beforeAll(async () => {
      // The fakes' counts are per database under test.
      runs.length = 0;
      fakeCalls = 0;
      backend = await start(null, { jobKinds: KINDS });
      owner = await ownerOf(backend);
    });
    afterAll(async () => {
      await backend?.close();
    });

    it('fails a job whose attempts are spent, with the reason its work gave', async () => {
      const job = await backend.ctx.jobs.enqueue(backend.ctx, 'test-failing', owner, { readable: true });
      const done = await finished(backend, job.id);
      expect(done).toMatchObject({ status: 'failed', attempts: 2 });
      expect(done.error).toBe(JOB_MESSAGES.exhausted('The brand has no sales in this period.'));
    });

    it('fails a job with a general message, never the raw error, when the work did not explain', async () => {
      const job = await backend.ctx.jobs.enqueue(backend.ctx, 'test-failing', owner, { readable: false });
      const done = await finished(backend, job.id);
      expect(done.status).toBe('failed');
      expect(done.error).toBe(JOB_MESSAGES.exhausted(JOB_MESSAGES.failed));
      expect(done.error).not.toContain('10.0.0.7');
    });

    it('re-queues a job the marketplace throttled, and it succeeds on the next try', async () => {
      const job = await backend.ctx.jobs.enqueue(backend.ctx, 'test-marketplace', owner, {
        sellerId: 'A1SELLER',
      });
      const done = await finished(backend, job.id);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
      expect(done.result).toEqual({ summary: 'ACCEPTED' });
      expect(fakeCalls).toBe(2);
    });

    it('never runs one job on two workers', async () => {
      // A second worker on the same database, as `npm run worker` would be.
      const other = queueFor(backend.connection, { extraKinds: KINDS, ...FAST });
      await other.work(backend.ctx);
      try {
        const jobs = await Promise.all(
          Array.from({ length: 24 }, () => backend.ctx.jobs.enqueue(backend.ctx, 'test-counting', owner, {})),
        );
        for (const job of jobs) expect((await finished(backend, job.id)).status).toBe('succeeded');
        const ids = jobs.map((j) => j.id).sort();
        expect([...runs].sort()).toEqual(ids);
      } finally {
        await other.stop();
      }
    });
  });
});
