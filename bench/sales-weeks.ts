// The sales view over every brand and over one brand (ADR 0619): this year's whole weeks from the
// brand-week rollup against every row from the brand-day tables (the reading before it),
// alternating in one run, the period moved a day each round, both answers compared whole. Run on a
// kept database: `BENCH_PG_DATA=<folder> npx tsx bench/sales-weeks.ts` (scale BENCH_SALES_SCALE,
// default 4; rounds BENCH_SALES_ROUNDS, default 12; BENCH_SALES_INTERVAL week or month).

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { createBackend } from '@portal/backend';
import {
  type SalesReading,
  salesFigures,
} from '../packages/backend/src/modules/performance/sales.repository.ts';
import { startPostgres } from './lib/postgres.ts';

const scale = Number(process.env.BENCH_SALES_SCALE ?? 4);
const rounds = Number(process.env.BENCH_SALES_ROUNDS ?? 12);
const interval = (process.env.BENCH_SALES_INTERVAL ?? 'week') as 'week' | 'month';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const quantile = (x: number[], q: number) =>
  [...x].sort((a, b) => a - b)[Math.ceil(q * x.length) - 1] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const postgres = await startPostgres({ scale });
if (!postgres) throw new Error('needs Debian’s postgresql');
const backend = await createBackend({ databaseUrl: postgres.url, seed: 'demo', scale, logger: false });
const top = await backend.db
  .selectFrom('brand_daily_sales')
  .select('brand_code')
  .groupBy('brand_code')
  .orderBy((eb) => eb.fn.sum('total_sales'), 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
console.log(`scale ${scale}, US, 90 days by ${interval} with last year, ${rounds} rounds, load ${load()}`);
for (const brandCodes of [null, [top.brand_code]]) {
  const times: Record<SalesReading, number[]> = { weeks: [], days: [] };
  let different = 0;
  for (let i = 0; i < rounds; i++) {
    const scope = {
      from: day(-90 - i),
      to: day(-1 - i),
      interval,
      marketplaceIds: ['ATVPDKIKX0DER'],
      brandCodes,
    };
    const answers: Partial<Record<SalesReading, unknown>> = {};
    // Alternating which goes first, so neither always meets the other's warmed pages.
    for (const reading of (i % 2 === 0 ? ['days', 'weeks'] : ['weeks', 'days']) as SalesReading[]) {
      const start = performance.now();
      answers[reading] = await salesFigures(backend.db, scope, reading);
      times[reading].push(performance.now() - start);
    }
    if (!isDeepStrictEqual(answers.weeks, answers.days)) different++;
  }
  const of = (r: SalesReading) =>
    `p50 ${quantile(times[r], 0.5).toFixed(1)} ms, p95 ${quantile(times[r], 0.95).toFixed(1)} ms`;
  console.log(
    `${brandCodes ? `brand ${brandCodes[0]}` : 'every brand'}: days ${of('days')}; weeks ${of('weeks')}; ` +
      `${different === 0 ? 'answers equal' : `${different} answers DIFFERENT`}; load ${load()}`,
  );
}
await backend.close();
postgres.stop();
