// EXPLAIN (ANALYZE, BUFFERS) of the overall performance SKU grid (GET performance/skus by SKU, revenue
// desc, page 0, 90 days with compare), for an admin over all brands and for single brands, on a seeded
// database; then the median of five plain runs of each statement. Run:
// `npx tsx bench/performance-plan.ts`.
// Env: BENCH_PERF_SCALES (first value, default 1), BENCH_PERF_DB (`postgres`, a throw-away Debian
// PostgreSQL, the default; `pglite`), BENCH_PLAN_BRANDS (default MR001,MC001: a small brand and the
// largest), BENCH_PLAN_BEFORE (SQL run before planning, e.g. a candidate index), BENCH_PLAN_READINGS
// (default `month-to-date,months`: the served reading, from the SKU month-to-date rollup of ADR 0627,
// and the months-weeks-days reading of ADR 0625 before it; `weeks`, that of ADR 0272; each planned,
// then timed in alternation).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { sql } from 'kysely';
import { groupPageSql } from '../packages/backend/src/modules/performance/performance.repository.ts';
import {
  type FactsReader,
  factsSql,
  monthFactsSql,
  type PerformanceFilters,
  type PerformanceScope,
  weekFactsSql,
} from '../packages/backend/src/modules/seller-data/sku-facts.sql.ts';
import { startPostgres } from './lib/postgres.ts';

const scale = Number((process.env.BENCH_PERF_SCALES ?? '1').split(',')[0]);
const brands = (process.env.BENCH_PLAN_BRANDS ?? 'MR001,MC001').split(',');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// The same period as bench/performance.ts: the last 90 days ending yesterday and the 90 before.
const filters: PerformanceFilters = {
  current: { from: day(-90), to: day(-1) },
  compare: { from: day(-180), to: day(-91) },
  marketplaceIds: ['ATVPDKIKX0DER'],
  skus: [],
  brandCodes: [],
  productGroups: [],
  accountManagers: [],
  asins: [],
};
const request = {
  groupBy: 'sku' as const,
  sortBy: 'revenue',
  sortDirection: 'desc' as const,
  page: 0,
  pageSize: 40,
};
const READERS: Record<string, FactsReader> = {
  'month-to-date': factsSql,
  months: monthFactsSql,
  weeks: weekFactsSql,
};
const readings = (process.env.BENCH_PLAN_READINGS ?? 'month-to-date,months')
  .split(',')
  .filter((r) => r in READERS);
const SCOPES: Array<{ name: string; scope: PerformanceScope }> = [
  { name: 'admin, all brands', scope: { brandCodes: null, accountManagers: [] } },
  ...brands.map((brand) => ({ name: `brand ${brand}`, scope: { brandCodes: [brand], accountManagers: [] } })),
];

/** Prints the plans and plain timings of the grid statement for each scope. */
export async function main(): Promise<void> {
  const engine = process.env.BENCH_PERF_DB ?? 'postgres';
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres) throw new Error('BENCH_PERF_DB=postgres needs Debian’s postgresql');
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const db = backend.db;
  // Fresh statistics, as autovacuum would have them on a loaded server.
  await sql`analyze`.execute(db);
  if (process.env.BENCH_PLAN_BEFORE) await sql.raw(process.env.BENCH_PLAN_BEFORE).execute(db);
  const counted = await sql<{ n: string }>`select count(*) as n from sku_sales_traffic_daily`.execute(db);
  console.log(
    `scale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${Number(counted.rows[0]?.n).toLocaleString('en-US')} SKU-day facts`,
  );
  for (const { name, scope } of SCOPES) {
    const statements = readings.map((reading) => ({
      reading,
      statement: groupPageSql(filters, scope, request, READERS[reading]),
    }));
    for (const { reading, statement } of statements) {
      const plan = await sql<Record<string, string>>`explain (analyze, buffers) ${statement}`.execute(db);
      console.log(`\n--- ${name}, ${reading}: GET performance/skus by sku, 90 days + compare\n`);
      for (const row of plan.rows) console.log(Object.values(row)[0]);
    }
    // Alternating, so a neighbour's load falls on every reading alike.
    const times = new Map<string, number[]>(readings.map((r) => [r, []]));
    for (let i = 0; i < 5; i++) {
      for (const { reading, statement } of statements) {
        const start = performance.now();
        await statement.execute(db);
        times.get(reading)?.push(performance.now() - start);
      }
    }
    const load = loadavg().map((l) => l.toFixed(1));
    for (const [reading, list] of times) {
      list.sort((a, b) => a - b);
      console.log(
        `\n${name}, ${reading}: median of 5 runs ${list[2]?.toFixed(1)} ms (min ${list[0]?.toFixed(1)}), load average ${load.join(' ')}`,
      );
    }
  }
  await backend.close();
  postgres?.stop();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
