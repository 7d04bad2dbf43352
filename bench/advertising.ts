// Advertising performance reads (group, summary, chart) at demo scale and at 10× scale, in one run.
// Run: `npx tsx bench/advertising.ts` (or `npm run bench`). Env: BENCH_AD_REQUESTS (per case, default 30),
// BENCH_AD_SCALES (default "1,10"), BENCH_AD_DB (`pglite` in memory, the default below 10×;
// `postgres`, Debian's PostgreSQL, the default from 10×; kept between runs with BENCH_PG_DATA),
// BENCH_AD_BRAND (the brand of the brand rows, default MC001). DATABASE_URL is not used so runs compare.
// Periods end on the data's last day (a kept database's days end the day it was seeded), and each
// request asks for a period one day earlier than the last, so no request reads another's warm pages
// only, and the rollups' whole and partial weeks fall differently from request to request.
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

// DAY-n is n days before the data's last day plus one (as a preset's "yesterday" is today − 1).
const CASES: Case[] = [
  { name: 'sp 7d by campaign', query: 'sp?from=DAY-7&to=DAY-1' },
  {
    name: 'sp 30d by keyword, compare',
    query: 'sp?from=DAY-30&to=DAY-1&groupBy=keyword&compareFrom=DAY-60&compareTo=DAY-31',
  },
  { name: 'sb 90d by brand, search', query: 'sb?from=DAY-90&to=DAY-1&groupBy=brand&searchStr=a' },
  { name: 'attribution 90d by ad group', query: 'attribution?from=DAY-90&to=DAY-1&groupBy=adGroup' },
  { name: 'dsp 30d by advertiser', query: 'dsp?from=DAY-30&to=DAY-1' },
];

// One brand's view, 90 days with compare (the Speed issue's brand budget): the admin filtering on it.
const BRAND = process.env.BENCH_AD_BRAND ?? 'MC001';
const BRAND_CASES: Case[] = [
  {
    name: `sp 90d ${BRAND} by campaign, compare`,
    query: `sp?from=DAY-90&to=DAY-1&brandCodes=${BRAND}&compareFrom=DAY-180&compareTo=DAY-91`,
  },
  {
    name: `sp 90d ${BRAND} by keyword, compare`,
    query: `sp?from=DAY-90&to=DAY-1&groupBy=keyword&brandCodes=${BRAND}&compareFrom=DAY-180&compareTo=DAY-91`,
  },
];

const DAY_MS = 86_400_000;
/** The query's DAY-n moved to `end` (the data's last day + 1) less `shift` days. */
const withDays = (q: string, end: string, shift: number) =>
  q.replace(/DAY(-\d+)/g, (_, n: string) =>
    new Date(Date.parse(end) + (Number(n) - shift) * DAY_MS).toISOString().slice(0, 10),
  );

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeCalls(url: string, token: string, path: (round: number) => string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(`${url}${path(i)}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path(i)} answered ${res.status}`);
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
  const last = await sql<{ day: string }>`
    select to_char(max(report_date), 'YYYY-MM-DD') as day from ad_performance_daily`.execute(backend.db);
  const lastDay = last.rows[0]?.day ?? new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const end = new Date(Date.parse(lastDay) + DAY_MS).toISOString().slice(0, 10);
  const url = await backend.listen(0);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  console.log(
    `\nscale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${Number(counted.rows).toLocaleString('en-US')} daily rows, start + ${postgres?.reused ? 'migrate (kept database)' : 'seed'} ${seedSeconds.toFixed(1)} s, ` +
      `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, ${requests} sequential requests per cell (admin: all brands), ` +
      `periods ending ${lastDay} then one day earlier per request`,
  );
  console.log(
    `${'case'.padEnd(34)}${['group', 'summary', 'chart'].map((d) => `${d} p50/p95 ms`.padStart(22)).join('')}`,
  );
  for (const c of [...CASES, ...BRAND_CASES]) {
    const cells: string[] = [];
    for (const displayType of ['group', 'summary', 'chart']) {
      const times = await timeCalls(url, accessToken, (round) => {
        const [adType, query] = withDays(c.query, end, round).split('?');
        return `/advertising/performance/${adType}?displayType=${displayType}&${query}`;
      });
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
