// The home dashboard's calls (watchlists, new brands, movers) and ASIN performance (SKUs, summary,
// metric with compare) at demo scale and at 10× scale, against the backend. Run: `npx tsx
// bench/asins.ts`. Env: BENCH_ASIN_REQUESTS (per case, default 30), BENCH_ASIN_SCALES (default
// "1,10"), BENCH_ASIN_DB (`pglite` in memory, the default at 1×; `postgres`, a throw-away Debian
// PostgreSQL, the default at 10×: PGlite cannot hold a 10× seed in memory).
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { startPostgres } from './lib/postgres.ts';

const requests = Number(process.env.BENCH_ASIN_REQUESTS ?? 30);
const scales = (process.env.BENCH_ASIN_SCALES ?? '1,10').split(',').map(Number);

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(30)}&to=${day(1)}&compareFrom=${day(60)}&compareTo=${day(31)}`;

const caseList = (asin: string) => [
  { name: 'brand watchlist', path: '/brands/watchlist/get' },
  { name: 'ASIN watchlist', path: '/asins/watchlist/get' },
  { name: 'new brands', path: '/brands/new/get' },
  { name: 'brand gainers 30d', path: '/brands/gainers/30d' },
  { name: 'brand losers 7d', path: '/brands/losers/7d' },
  { name: 'ASIN gainers 30d', path: '/asins/gainers/30d' },
  { name: 'ASIN losers 1d', path: '/asins/losers/1d' },
  { name: 'ASINs grid page 0', path: '/asins' },
  { name: 'ASIN performance SKUs (30d + compare)', path: `/asins/performance/skus/${asin}?${range}` },
  { name: 'ASIN performance summary', path: `/asins/performance/summary/${asin}?${range}` },
  {
    name: 'ASIN performance metric (2 metrics)',
    path: `/asins/performance/metric/${asin}?${range}&metric=revenue,buy_box&interval=day`,
  },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeCalls(url: string, token: string, path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function benchScale(scale: number): Promise<void> {
  const engine = process.env.BENCH_ASIN_DB ?? (scale >= 10 ? 'postgres' : 'pglite');
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres) throw new Error('BENCH_ASIN_DB=postgres needs Debian’s postgresql');
  const seedStart = performance.now();
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const url = await backend.listen(0);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@demo.test', password: 'Portal!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const get = async (path: string) =>
    (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  // The busiest ASIN (most SKUs sold) and a watchlist of 10 brands and 10 ASINs, as a manager keeps.
  const gainers = (await get('/asins/gainers/30d')) as { rows: { asin: string }[] };
  const asin = gainers.rows[0]?.asin ?? '';
  const grid = (await get('/asins?pageSize=10')) as {
    count: number;
    rows: { asin: string; brand_code: string }[];
  };
  for (const row of grid.rows) {
    await fetch(`${url}/asins/watchlist/watch/${row.asin}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await fetch(`${url}/brands/watchlist/watch/${row.brand_code}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }
  console.log(
    `\nscale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${grid.count} ASINs, start + seed ${seedSeconds.toFixed(1)} s, ${requests} sequential requests per case (manager)`,
  );
  console.log(`${'case'.padEnd(42)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
  for (const c of caseList(asin)) {
    const times = await timeCalls(url, accessToken, c.path);
    console.log(
      `${c.name.padEnd(42)}${percentile(times, 50).toFixed(1).padStart(10)}${percentile(times, 95).toFixed(1).padStart(10)}`,
    );
  }
  await backend.close();
  postgres?.stop();
}

for (const scale of scales) await benchScale(scale);
