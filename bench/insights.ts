// Performance insights: every card of the page loading together (the sixteen calls an admin's page
// makes, all brands, 90 days with compare), at demo scale and at 10×. Each round asks for a period
// one day earlier than the last, so no round is answered from the cards' shared scan of another.
// Run: `npx tsx bench/insights.ts` (or `npm run bench`).
// Env: BENCH_INSIGHTS_ROUNDS (default 20: issue 39 asks warm p95 over ≥ 20 requests), BENCH_INSIGHTS_SCALES (default "1,10"), BENCH_INSIGHTS_DB
// (`pglite`, in memory, the default at 1×; `postgres`, a throw-away Debian PostgreSQL, the default at
// 10×, as for the performance bench); BENCH_INSIGHTS_DATABASE_URL: a database already seeded at that
// scale (one scale only), so a 10× seed can serve several runs; BENCH_PG_DATA: keep the PostgreSQL
// data folder per scale (`bench/lib/postgres.ts`), seeded once and only migrated on later runs.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { startPostgres } from './lib/postgres.ts';

const rounds = Number(process.env.BENCH_INSIGHTS_ROUNDS ?? 20);
const scales = (process.env.BENCH_INSIGHTS_SCALES ?? '1,10').split(',').map(Number);
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

// The calls one page load makes (the per-brand cards beside their totals).
const CARDS = [
  '/summary',
  '/summary/brand',
  '/heatmap',
  '/average-order',
  '/average-order/brand',
  '/purchasers',
  '/purchasers/brand',
  '/return-rate',
  '/return-rate/brand',
  '/sub-and-save',
  '/sub-and-save/brand',
  '/promo-codes',
  '/promo-codes/brand',
];
const RETURNS = [{ returnBy: 'reason' }, { returnBy: 'disposition' }];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function benchScale(scale: number): Promise<void> {
  const given = process.env.BENCH_INSIGHTS_DATABASE_URL;
  const engine = given ? 'given' : (process.env.BENCH_INSIGHTS_DB ?? (scale >= 10 ? 'postgres' : 'pglite'));
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres)
    throw new Error('BENCH_INSIGHTS_DB=postgres needs Debian’s postgresql');
  const seedStart = performance.now();
  const backend = await createBackend({
    ...(given
      ? { databaseUrl: given }
      : postgres
        ? { databaseUrl: postgres.url }
        : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const counted = await backend.db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<string>().as('rows'))
    .executeTakeFirstOrThrow();
  const url = await backend.listen(0);
  let accessToken = '';
  // A fresh token per round: at 10× the rounds together can outlast the 15-minute access token.
  const signIn = async () => {
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
    });
    accessToken = ((await login.json()) as { accessToken: string }).accessToken;
  };
  const post = async (path: string, body: object) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  const pages: number[] = [];
  // CPU per page, the page's calls only: this process (the backend and the calls' client) and
  // PostgreSQL's processes; steadier than wall time when the machine's load moves.
  let nodeMicros = 0;
  let pgMicros = 0;
  for (let round = 0; round < rounds; round++) {
    // 90 days ending `round` days before yesterday, compared with the 90 days before them.
    const to = -1 - round;
    const period = { from: day(to - 89), to: day(to), compareFrom: day(to - 179), compareTo: day(to - 90) };
    await signIn();
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const pgBefore = postgres?.cpuMicros() ?? 0;
    await Promise.all([
      ...CARDS.map((path) => post(path, period)),
      ...RETURNS.map((extra) => post('/fba-returns', { ...period, ...extra })),
    ]);
    pages.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuBefore);
    nodeMicros += cpu.user + cpu.system;
    pgMicros += (postgres?.cpuMicros() ?? 0) - pgBefore;
  }
  // Each card alone (one after another), so a card's own cost shows apart from the page's
  // contention on the two cores. Every call asks its own period (its start moved a day further per
  // call), so none is answered from the cards' shared scan of another (the service keeps one a minute).
  const alone = new Map<string, number[]>();
  const calls = [
    ...CARDS.map((path) => ({ name: path, path, extra: {} })),
    ...RETURNS.map((extra) => ({ name: `/fba-returns ${extra.returnBy}`, path: '/fba-returns', extra })),
  ];
  for (let round = 0; round < rounds; round++) {
    const to = -1 - round;
    await signIn();
    for (const [index, call] of calls.entries()) {
      const length = 90 + 1 + index;
      const period = {
        from: day(to - length + 1),
        to: day(to),
        compareFrom: day(to - 2 * length + 1),
        compareTo: day(to - length),
      };
      const start = performance.now();
      await post(call.path, { ...period, ...call.extra });
      const times = alone.get(call.name) ?? [];
      times.push(performance.now() - start);
      alone.set(call.name, times);
    }
  }
  pages.sort((a, b) => a - b);
  console.log(
    `scale ${scale} on ${given ? 'the given PostgreSQL' : postgres ? postgres.version : 'PGlite'}: ${Number(counted.rows).toLocaleString('en-US')} order items, start + seed ${seedSeconds.toFixed(1)} s; ${CARDS.length + RETURNS.length} calls together, ${rounds} rounds (admin, all brands, 90 days + compare): page p50 ${percentile(pages, 50).toFixed(0)} ms, p95 ${percentile(pages, 95).toFixed(0)} ms`,
  );
  console.log(
    `CPU per page: Node ${(nodeMicros / rounds / 1000).toFixed(1)} ms${postgres ? `, PostgreSQL ${(pgMicros / rounds / 1000).toFixed(1)} ms` : ''}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| card (alone)              | p50 ms | p95 ms |');
  console.log('|---------------------------|-------:|-------:|');
  for (const [name, times] of alone) {
    times.sort((a, b) => a - b);
    console.log(
      `| ${name.padEnd(25)} | ${percentile(times, 50).toFixed(1).padStart(6)} | ${percentile(times, 95).toFixed(1).padStart(6)} |`,
    );
  }
  await backend.close();
  postgres?.stop();
}

for (const scale of scales) await benchScale(scale);
