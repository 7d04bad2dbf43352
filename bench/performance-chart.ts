// The overall performance chart (POST performance/metric's two daily series, 90 days with compare,
// admin over all brands) read both ways in one run: from the SKU-day facts (before ADR 0520) and from
// the brand-day rollup (after), interleaved per round, on a seeded database. Each round moves both
// periods back one day, so no round is served from another's cache; the two series run at once, as
// the service runs them. Times the repository call (SQL and row mapping), not HTTP. Run:
// `npx tsx bench/performance-chart.ts`.
// Env: BENCH_PERF_SCALES (first value, default 1), BENCH_PERF_DB (`postgres`, the default; `pglite`),
// BENCH_PERF_REQUESTS (rounds, default 20), BENCH_PG_DATA (keep the seeded database, bench/lib/postgres.ts).
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { createBackend } from '@portal/backend';
import { addIsoDays } from '@portal/schema';
import { sql } from 'kysely';
import { dailyValues } from '../packages/backend/src/modules/performance/performance.repository.ts';
import { brandDayFactsSql } from '../packages/backend/src/modules/performance/performance-brand-days.sql.ts';
import type {
  PerformanceFilters,
  PerformanceScope,
} from '../packages/backend/src/modules/seller-data/sku-facts.sql.ts';
import { type FactsReader, factsSql } from '../packages/backend/src/modules/seller-data/sku-facts.sql.ts';
import { startPostgres } from './lib/postgres.ts';

const scale = Number((process.env.BENCH_PERF_SCALES ?? '1').split(',')[0]);
const rounds = Number(process.env.BENCH_PERF_REQUESTS ?? 20);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const scope: PerformanceScope = { brandCodes: null, accountManagers: [] };

/** Round r's filters: the 90 days ending r days before yesterday, and the 90 before them. */
const filtersOf = (r: number): PerformanceFilters => {
  const to = addIsoDays(yesterday, -r);
  return {
    current: { from: addIsoDays(to, -89), to },
    compare: { from: addIsoDays(to, -179), to: addIsoDays(to, -90) },
    marketplaceIds: ['ATVPDKIKX0DER'],
    skus: [],
    brandCodes: [],
    productGroups: [],
    accountManagers: [],
    asins: [],
  };
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

export async function main(): Promise<void> {
  const engine = process.env.BENCH_PERF_DB ?? 'postgres';
  const postgres = engine === 'postgres' ? await startPostgres({ scale }) : null;
  if (engine === 'postgres' && !postgres) throw new Error('BENCH_PERF_DB=postgres needs Debian’s postgresql');
  const seeding = performance.now();
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  const db = backend.db;
  await sql`analyze`.execute(db);
  const counted = await sql<{ facts: string; brand_days: string }>`
    select (select count(*) from sku_sales_traffic_daily) as facts,
      (select count(*) from brand_daily_sales) as brand_days`.execute(db);
  const { facts, brand_days } = counted.rows[0] ?? { facts: '0', brand_days: '0' };
  console.log(
    `performance chart, admin over all brands, 90 days + compare; scale ${scale} on ${postgres ? postgres.version : 'PGlite'} ` +
      `(ready in ${((performance.now() - seeding) / 1000).toFixed(0)} s): ${Number(facts).toLocaleString('en-US')} SKU-day facts, ` +
      `${Number(brand_days).toLocaleString('en-US')} brand-days; ${rounds} rounds, period moved a day each round`,
  );
  const chart = (filters: PerformanceFilters, facts: FactsReader) =>
    Promise.all([
      dailyValues(db, filters, scope, filters.current, facts),
      dailyValues(db, filters, scope, filters.compare ?? filters.current, facts),
    ]);
  // One warm-up of each on a period no round reads.
  await chart(filtersOf(rounds + 1), factsSql);
  await chart(filtersOf(rounds + 1), brandDayFactsSql);
  const times = { facts: [] as number[], rollup: [] as number[] };
  let differing = 0;
  for (let r = 0; r < rounds; r++) {
    const filters = filtersOf(r);
    // Alternate which goes first, so neither always follows the other's reads.
    const order: Array<'facts' | 'rollup'> = r % 2 === 0 ? ['facts', 'rollup'] : ['rollup', 'facts'];
    const answers: Record<string, unknown> = {};
    for (const side of order) {
      const start = performance.now();
      answers[side] = await chart(filters, side === 'facts' ? factsSql : brandDayFactsSql);
      times[side].push(performance.now() - start);
    }
    if (!isDeepStrictEqual(answers.facts, answers.rollup)) differing++;
  }
  const line = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { name, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  };
  const before = line('SKU-day facts (before)', times.facts);
  const after = line('brand-day rollup (after)', times.rollup);
  console.log('| read from                | p50 ms | p95 ms |');
  console.log('|--------------------------|-------:|-------:|');
  for (const l of [before, after])
    console.log(
      `| ${l.name.padEnd(24)} | ${l.p50.toFixed(1).padStart(6)} | ${l.p95.toFixed(1).padStart(6)} |`,
    );
  console.log(
    `rollup / facts: p50 ${(after.p50 / before.p50).toFixed(3)}, p95 ${(after.p95 / before.p95).toFixed(3)}; ` +
      `rounds whose answers differ: ${differing}`,
  );
  await backend.close();
  postgres?.stop();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
