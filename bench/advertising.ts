// Advertising performance reads (group, summary, chart) at demo scale and at 10× scale, in one run.
// Run: `npx tsx bench/advertising.ts` (or `npm run bench`). Env: BENCH_AD_REQUESTS (per case, default 30),
// BENCH_AD_SCALES (default "1,10"), BENCH_AD_DB (`pglite` in memory, the default below 10×;
// `postgres`, Debian's PostgreSQL, the default from 10×; kept between runs with BENCH_PG_DATA),
// BENCH_AD_BRAND (the brand of the brand rows, default MC001). DATABASE_URL is not used so runs compare.
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { sql } from 'kysely';
import { startPostgres } from './lib/postgres.ts';

const requests = Number(process.env.BENCH_AD_REQUESTS ?? 30);
const scales = (process.env.BENCH_AD_SCALES ?? '1,10').split(',').map(Number);

interface Case {
  name: string;
  query: string;
}

const CASES: Case[] = [
  { name: 'sp 7d by campaign', query: 'sp?preset=7d' },
  {
    name: 'sp 30d by keyword, compare',
    query: 'sp?preset=30d&groupBy=keyword&compareFrom=DAY-60&compareTo=DAY-31',
  },
  { name: 'sb 90d by brand, search', query: 'sb?preset=90d&groupBy=brand&searchStr=a' },
  { name: 'attribution 90d by ad group', query: 'attribution?preset=90d&groupBy=adGroup' },
  { name: 'dsp 30d by advertiser', query: 'dsp?preset=30d' },
];

// One brand's view, 90 days with compare (the Speed issue's brand budget): the admin filtering on it.
const BRAND = process.env.BENCH_AD_BRAND ?? 'MC001';
const BRAND_CASES: Case[] = [
  {
    name: `sp 90d ${BRAND} by campaign, compare`,
    query: `sp?preset=90d&brandCodes=${BRAND}&compareFrom=DAY-180&compareTo=DAY-91`,
  },
  {
    name: `sp 90d ${BRAND} by keyword, compare`,
    query: `sp?preset=90d&groupBy=keyword&brandCodes=${BRAND}&compareFrom=DAY-180&compareTo=DAY-91`,
  },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const withDays = (q: string) => q.replace(/DAY(-\d+)/g, (_, n: string) => day(Number(n)));

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
  const engine = process.env.BENCH_AD_DB ?? (scale >= 10 ? 'postgres' : 'pglite');
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres) throw new Error('BENCH_AD_DB=postgres needs Debian’s postgresql');
  const seedStart = performance.now();
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  if (postgres) await sql`analyze`.execute(backend.db);
  const counted = await backend.db
    .selectFrom('ad_performance_daily')
    .select((eb) => eb.fn.countAll<string>().as('rows'))
    .executeTakeFirstOrThrow();
  const url = await backend.listen(0);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  console.log(
    `\nscale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${Number(counted.rows).toLocaleString('en-US')} daily rows, start + ${postgres?.reused ? 'migrate (kept database)' : 'seed'} ${seedSeconds.toFixed(1)} s, ` +
      `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, ${requests} sequential requests per cell (admin: all brands)`,
  );
  console.log(
    `${'case'.padEnd(34)}${['group', 'summary', 'chart'].map((d) => `${d} p50/p95 ms`.padStart(22)).join('')}`,
  );
  for (const c of [...CASES, ...BRAND_CASES]) {
    const cells: string[] = [];
    for (const displayType of ['group', 'summary', 'chart']) {
      const [adType, query] = withDays(c.query).split('?');
      const times = await timeCalls(
        url,
        accessToken,
        `/advertising/performance/${adType}?displayType=${displayType}&${query}`,
      );
      cells.push(`${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`.padStart(22));
    }
    console.log(`${c.name.padEnd(34)}${cells.join('')}`);
  }
  await backend.close();
  postgres?.stop();
}

/** Prints p50/p95 of the three advertising reads for each scale. */
export async function main(): Promise<void> {
  for (const scale of scales) await benchScale(scale);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
