// Overall performance reads (GET performance/skus, POST performance/summary, POST performance/metric)
// and the sales view's GET performance/sales, for an admin over all brands, 90 days with compare, at
// demo scale and at 10×. Run: `npx tsx bench/performance.ts` (or `npm run bench`).
// Env: BENCH_PERF_REQUESTS (per case, default 20), BENCH_PERF_SCALES (default "1,10"), BENCH_PERF_DB
// (`pglite`, in memory, the default at 1×; `postgres`, a throw-away Debian PostgreSQL, the default at
// 10×: PGlite grew past 9 GB seeding 10× and DESIGN.md §7 sends big runs to a real server).
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { sql } from 'kysely';
import { startPostgres } from './lib/postgres.ts';

const requests = Number(process.env.BENCH_PERF_REQUESTS ?? 20);
const scales = (process.env.BENCH_PERF_SCALES ?? '1,10').split(',').map(Number);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// The last 90 days ending yesterday and the 90 days before them.
const PERIOD = { from: day(-90), to: day(-1), compareFrom: day(-180), compareTo: day(-91) };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const CASES: Case[] = [
  {
    name: 'skus by sku, revenue desc, page 0',
    method: 'GET',
    path: `/performance/skus?${query({ ...PERIOD, groupBy: 'sku' })}`,
  },
  {
    name: 'skus by asin_conditions, units asc',
    method: 'GET',
    path: `/performance/skus?${query({ ...PERIOD, groupBy: 'asin_conditions', sortBy: 'units', sortDirection: 'asc' })}`,
  },
  {
    name: 'skus by brand_code, 3 marketplaces',
    method: 'GET',
    path: `/performance/skus?${query({ ...PERIOD, groupBy: 'brand_code', marketplace: 'ATVPDKIKX0DER,A2EUQ1WTGCTBG2,A1F83G8C2ARO7P' })}`,
  },
  { name: 'summary', method: 'POST', path: '/performance/summary', body: PERIOD },
  {
    name: 'metric, 5 metrics',
    method: 'POST',
    path: '/performance/metric',
    body: { ...PERIOD, metric: ['buy_box', 'session', 'conversion', 'revenue', 'units'], interval: 'day' },
  },
  {
    name: 'sales by week, with last year',
    method: 'GET',
    path: `/performance/sales?${query({ from: PERIOD.from, to: PERIOD.to, interval: 'week' })}`,
  },
];

// The largest demo brand (MC001's three big catalogs do not multiply with the scale), as the admin
// filtering on it: the Speed issue's "a brand over 90 days with compare".
const BRAND = process.env.BENCH_PERF_BRAND ?? 'MC001';
const BRAND_CASES: Case[] = [
  {
    name: `brand ${BRAND}: skus by sku`,
    method: 'GET',
    path: `/performance/skus?${query({ ...PERIOD, groupBy: 'sku', filterBrands: BRAND })}`,
  },
  {
    name: `brand ${BRAND}: summary`,
    method: 'POST',
    path: '/performance/summary',
    body: { ...PERIOD, filterBrands: [BRAND] },
  },
  {
    name: `brand ${BRAND}: metric, 5 metrics`,
    method: 'POST',
    path: '/performance/metric',
    body: {
      ...PERIOD,
      filterBrands: [BRAND],
      metric: ['buy_box', 'session', 'conversion', 'revenue', 'units'],
      interval: 'day',
    },
  },
  {
    name: `brand ${BRAND}: sales by week, with last year`,
    method: 'GET',
    path: `/performance/sales?${query({ from: PERIOD.from, to: PERIOD.to, interval: 'week', filterBrands: BRAND })}`,
  },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeCalls(url: string, token: string, c: Case): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(`${url}${c.path}`, {
      method: c.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: c.body ? JSON.stringify(c.body) : undefined,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${c.path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function benchScale(scale: number): Promise<void> {
  const engine = process.env.BENCH_PERF_DB ?? (scale >= 10 ? 'postgres' : 'pglite');
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres) throw new Error('BENCH_PERF_DB=postgres needs Debian’s postgresql');
  const seedStart = performance.now();
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // Fresh statistics after a bulk seed, as a loading job would leave them (autovacuum may lag).
  if (postgres) await sql`analyze`.execute(backend.db);
  const counted = await backend.db
    .selectFrom('sku_sales_traffic_daily')
    .select((eb) => eb.fn.countAll<string>().as('rows'))
    .executeTakeFirstOrThrow();
  const url = await backend.listen(0);
  // A fresh token per case: at 10× the cases together outlast the 15-minute access token.
  const signIn = async () => {
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  console.log(
    `\nscale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${Number(counted.rows).toLocaleString('en-US')} SKU-day facts, start + ${postgres?.reused ? 'migrate (kept database)' : 'seed'} ${seedSeconds.toFixed(1)} s, ` +
      `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, ${requests} sequential requests per case ` +
      '(admin: all brands, 90 days with compare)',
  );
  console.log(`${'case'.padEnd(40)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
  for (const c of [...CASES, ...BRAND_CASES]) {
    const times = await timeCalls(url, await signIn(), c);
    console.log(
      `${c.name.padEnd(40)}${percentile(times, 50).toFixed(1).padStart(10)}${percentile(times, 95).toFixed(1).padStart(10)}`,
    );
  }
  await backend.close();
  postgres?.stop();
}

/** Prints p50/p95 of the performance reads for each scale. */
export async function main(): Promise<void> {
  for (const scale of scales) await benchScale(scale);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
