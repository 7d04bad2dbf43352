// Jobs through the durable queue (pg-boss 10, docs/decisions/0275): enqueue a batch of no-op jobs
// in the backend, then time until every one is recorded as succeeded. Prints jobs/s on an
// in-memory PGlite and on a throw-away PostgreSQL (when one is installed).
// Knobs: BENCH_JOBS (300), BENCH_JOB_WORKERS (1, concurrent attempts per process).
import { type Backend, createBackend, defineJobKind } from '@portal/backend';
import { z } from 'zod';
import { startPostgres } from './lib/postgres.ts';
import { machineLine, table } from './lib/report.ts';

const COUNT = Number(process.env.BENCH_JOBS ?? 300);
const WORKERS = Number(process.env.BENCH_JOB_WORKERS ?? 1);

// The queue's own cost: the work does nothing.
const noop = defineJobKind({
  kind: 'bench-noop',
  payload: z.object({ n: z.number() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  run: async () => ({ summary: 'ok' }),
});

async function succeeded(backend: Backend): Promise<number> {
  const row = await backend.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function measure(name: string, databaseUrl?: string): Promise<Array<string | number>> {
  const backend = await createBackend({
    ...(databaseUrl ? { databaseUrl } : { pgliteDataDir: 'memory://' }),
    seed: 'none',
    logger: false,
    ephemeral: true,
    jobKinds: [noop],
    jobTimings: { pollingIntervalSeconds: 0.5, concurrency: WORKERS },
  });
  try {
    const user = await backend.db
      .insertInto('users')
      .values({ email: 'bench@demo.test', name: 'Bench', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = { userId: user.id, brandCode: null };
    const started = performance.now();
    for (let n = 0; n < COUNT; n++) await backend.ctx.jobs.enqueue(backend.ctx, noop.kind, owner, { n });
    const queued = performance.now();
    while ((await succeeded(backend)) < COUNT) await new Promise((resolve) => setTimeout(resolve, 50));
    const done = performance.now();
    const seconds = (done - started) / 1000;
    return [name, COUNT, ((queued - started) / COUNT).toFixed(2), (COUNT / seconds).toFixed(1)];
  } finally {
    await backend.close();
  }
}

console.log(`# Jobs through the queue (${machineLine()}; ${WORKERS} attempt(s) at a time)\n`);
const rows = [await measure('PGlite (in memory)')];
const postgres = await startPostgres();
if (postgres) {
  try {
    rows.push(await measure(`PostgreSQL ${postgres.version.match(/\d+\.\d+/)?.[0] ?? ''}`, postgres.url));
  } finally {
    postgres.stop();
  }
} else rows.push(['PostgreSQL', 'not installed', '', '']);
console.log(table(['database', 'jobs', 'enqueue ms/job', 'jobs/s (enqueue to all succeeded)'], rows));
