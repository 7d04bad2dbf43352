// The brands grid query (GET /brands, 40 rows with their custom attributes, checklist and extras)
// at demo scale and at 10× scale. Run: `npx tsx bench/brands.ts` (or `npm run bench`).
// Env: BENCH_BRAND_REQUESTS (per case, default 40), BENCH_BRAND_SCALES (default "1,10"). PGlite in memory.
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';

const requests = Number(process.env.BENCH_BRAND_REQUESTS ?? 40);
const scales = (process.env.BENCH_BRAND_SCALES ?? '1,10').split(',').map(Number);

const CASES = [
  { name: 'default (brand_status asc, page 0)', query: '' },
  { name: 'search by name', query: 'filterField=name&filterValue=a' },
  { name: 'sort by account manager desc', query: 'sortField=account_manager&sortOrder=desc' },
  { name: 'last page by brand code', query: 'sortField=brand_code&page=LAST' },
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
  const seedStart = performance.now();
  const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', scale, logger: false });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const url = await backend.listen(0);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const first = (await (
    await fetch(`${url}/brands`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as {
    count: number;
  };
  const lastPage = Math.max(0, Math.ceil(first.count / 40) - 1);
  console.log(
    `\nscale ${scale}: ${first.count} brands, start + seed ${seedSeconds.toFixed(1)} s, ${requests} sequential requests per case (admin)`,
  );
  console.log(`${'case'.padEnd(40)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
  for (const c of CASES) {
    const times = await timeCalls(url, accessToken, `/brands?${c.query.replace('LAST', String(lastPage))}`);
    console.log(
      `${c.name.padEnd(40)}${percentile(times, 50).toFixed(1).padStart(10)}${percentile(times, 95).toFixed(1).padStart(10)}`,
    );
  }
  await backend.close();
}

for (const scale of scales) await benchScale(scale);
