// The sales view's orders over every brand (ADR 0618): the brand-day order rollup against the order
// lines of every brand (the reading before it), alternating in one run, the period moved a day each
// round, both answers compared. Run on a kept database:
// `BENCH_PG_DATA=<folder> npx tsx bench/sales-orders.ts` (scale BENCH_SALES_SCALE, default 10;
// rounds BENCH_SALES_ROUNDS, default 6).
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { salesFigures, salesValuesOf } from '../packages/backend/src/modules/performance/sales.repository.ts';
import { startPostgres } from './lib/postgres.ts';

const scale = Number(process.env.BENCH_SALES_SCALE ?? 10);
const rounds = Number(process.env.BENCH_SALES_ROUNDS ?? 6);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const median = (x: number[]) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)] ?? Number.NaN;

const postgres = await startPostgres({ scale });
if (!postgres) throw new Error('needs Debian’s postgresql');
const backend = await createBackend({ databaseUrl: postgres.url, seed: 'demo', scale, logger: false });
// Every brand's code asked: the rollup cannot sum a total of several brands, so these fold the lines.
const codes = (await backend.db.selectFrom('brands').select('brand_code').execute()).map((r) => r.brand_code);
const rollup: number[] = [];
const lines: number[] = [];
console.log(`scale ${scale}, ${codes.length} brands, US, 90 days by week with last year, ${rounds} rounds`);
for (let i = 0; i < rounds; i++) {
  const scope = {
    from: day(-90 - i),
    to: day(-1 - i),
    interval: 'week' as const,
    marketplaceIds: ['ATVPDKIKX0DER'],
    brandCodes: null,
  };
  let start = performance.now();
  const a = await salesFigures(backend.db, scope);
  rollup.push(performance.now() - start);
  start = performance.now();
  const b = await salesFigures(backend.db, { ...scope, brandCodes: codes });
  lines.push(performance.now() - start);
  const [x, y] = [salesValuesOf(a.totals), salesValuesOf(b.totals)];
  const same = x.orders === y.orders && x.revenue === y.revenue;
  console.log(
    `round ${i}: orders ${x.orders} / ${y.orders}, ${same ? 'equal' : 'DIFFERENT'}; ` +
      `rollup ${rollup.at(-1)?.toFixed(0)} ms, lines ${lines.at(-1)?.toFixed(0)} ms`,
  );
}
console.log(`median: rollup ${median(rollup).toFixed(1)} ms, order lines ${median(lines).toFixed(1)} ms`);
await backend.close();
postgres.stop();
