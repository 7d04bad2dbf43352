// The dashboard's ASIN gainers (GET asins/gainers/30d, the admin over every brand; ADR 0628): the
// ASIN month-to-date reading against every ASIN-day of the 60 days (the reading before it),
// alternating in one run, the windows ending a day earlier each round, both answers compared whole;
// then EXPLAIN (ANALYZE, BUFFERS) of each, with the rows each read per ASIN. Run on a kept database:
// `BENCH_PG_DATA=<folder> npx tsx bench/asin-gainers.ts` (scale BENCH_GAINERS_SCALE, default 2;
// rounds BENCH_GAINERS_ROUNDS, default 24; BENCH_GAINERS_CHECK=1 first holds the whole rollup to a
// fresh sum of the ASIN-days). Then the same for one brand (BENCH_GAINERS_BRAND, default the brand
// with the most ASINs), as a brand user reads its movers.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { createBackend } from '@portal/backend';
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { openDatabase } from '../packages/backend/src/db/connection.ts';
import { asinMoversFromMonthToDate } from '../packages/backend/src/modules/dashboard/asin-month-to-date.repository.ts';
import {
  moversFromDays,
  type WindowScope,
} from '../packages/backend/src/modules/dashboard/revenue-windows.repository.ts';
import { startPostgres } from './lib/postgres.ts';

const scale = Number(process.env.BENCH_GAINERS_SCALE ?? 2);
const rounds = Number(process.env.BENCH_GAINERS_ROUNDS ?? 24);
const US = 'ATVPDKIKX0DER';
const quantile = (x: number[], q: number) =>
  [...x].sort((a, b) => a - b)[Math.ceil(q * x.length) - 1] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// BENCH_GAINERS_URL: a database of its own holding the tables the two statements read (e.g. a copy of a
// kept 16× database's US ASIN-days, its catalog and brands, with the rollup built by migration 0189's
// backfill), read as it is: nothing is started, seeded or migrated.
const givenUrl = process.env.BENCH_GAINERS_URL;
const postgres = givenUrl ? null : await startPostgres({ scale });
if (!givenUrl && !postgres) throw new Error('needs Debian’s postgresql');
const started = performance.now();
const backend = givenUrl
  ? null
  : await createBackend({ databaseUrl: postgres?.url, seed: 'demo', scale, logger: false });
// The backend's own connection (its pool settings, JIT off) when the database is given.
const db = backend?.db ?? (await openDatabase({ databaseUrl: givenUrl })).db;
console.log(
  postgres
    ? `${postgres.version}, scale ${scale} (${postgres.reused ? 'kept' : `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`}), ${postgres.placement}`
    : `the database at ${givenUrl}`,
);
await sql`analyze`.execute(db);
const counts = await sql<{ days: string; mtd: string }>`
  select (select count(*) from asin_daily_sales) as days,
    (select count(*) from asin_daily_sales_month_to_date) as mtd`.execute(db);
console.log(
  `asin_daily_sales ${counts.rows[0]?.days} rows, asin_daily_sales_month_to_date ${counts.rows[0]?.mtd}`,
);

if (process.env.BENCH_GAINERS_CHECK === '1') {
  // Every ASIN-month's days from its first row, each the plain sum of the month's rows through it.
  const t0 = performance.now();
  const { rows } = await sql<{ side: string; n: string }>`
    with firsts as (
      select brand_code, marketplace_id, asin, date_trunc('month', report_date::timestamp) as m,
        min(report_date) as first_day
      from asin_daily_sales group by 1, 2, 3, 4
    ),
    grid as (
      select f.brand_code, f.marketplace_id, f.asin, f.m, d::date as day
      from firsts f, generate_series(f.first_day::timestamp, f.m + interval '1 month' - interval '1 day',
        interval '1 day') d
    ),
    reference as (
      select g.brand_code, g.marketplace_id, g.asin, g.day as report_date,
        sum(a.total_sales)::numeric(16, 2) as total_sales, sum(a.units_ordered)::bigint as units_ordered,
        sum(a.total_order_items)::bigint as total_order_items, sum(a.sessions)::bigint as sessions,
        sum(a.page_views)::bigint as page_views, sum(a.buy_box_sessions)::numeric(16, 2) as buy_box_sessions,
        count(*)::int as fact_days
      from grid g join asin_daily_sales a on a.brand_code = g.brand_code
        and a.marketplace_id = g.marketplace_id and a.asin = g.asin and a.report_date between g.m and g.day
      group by 1, 2, 3, 4
    ),
    rollup as (select * from asin_daily_sales_month_to_date)
    select 'only in the reference' as side, count(*) as n from (table reference except table rollup) x
    union all
    select 'only in the rollup', count(*) from (table rollup except table reference) y`.execute(db);
  console.log(
    `rollup against a fresh sum of the ASIN-days (${((performance.now() - t0) / 1000).toFixed(0)} s): ${rows
      .map((r) => `${r.side} ${r.n}`)
      .join(', ')}`,
  );
}

const last = await sql<{ day: string }>`
  select to_char(max(report_date), 'YYYY-MM-DD') as day from asin_daily_sales where marketplace_id = ${US}`.execute(
  db,
);
const lastDay = last.rows[0]?.day as string;
type Reading = 'days' | 'monthToDate';
const READ = {
  days: (d: typeof db, scope: WindowScope) => moversFromDays(d, 'asin', scope, '30d', 'gainers', 20),
  monthToDate: (d: typeof db, scope: WindowScope) =>
    asinMoversFromMonthToDate(d, scope, '30d', 'gainers', 20),
};
// Every brand (the admin's cell), then the brand with the most ASINs in the marketplace (a brand user).
const biggest = await sql<{ brand_code: string }>`
  select brand_code from asin_daily_sales where marketplace_id = ${US} and report_date > ${lastDay}::date - 60
  group by 1 order by count(distinct asin) desc, 1 limit 1`.execute(db);
const brand = process.env.BENCH_GAINERS_BRAND ?? (biggest.rows[0]?.brand_code as string);
const scopeOf = (i: number, visible: string[] | null): WindowScope => ({
  marketplaceId: US,
  through: addDays(lastDay, -i),
  visible,
});

for (const visible of [null, [brand]]) {
  const who = visible ? `brand ${brand}` : 'admin over every brand';
  console.log(`\nASIN gainers 30d, ${who}, US, ${rounds} rounds each, load ${load()}`);
  const times: Record<Reading, number[]> = { days: [], monthToDate: [] };
  let different = 0;
  for (let i = 0; i < rounds; i++) {
    const answers: Partial<Record<Reading, unknown>> = {};
    // Alternating which goes first, so neither always meets the other's warmed pages.
    for (const reading of (i % 2 === 0 ? ['days', 'monthToDate'] : ['monthToDate', 'days']) as Reading[]) {
      const t0 = performance.now();
      answers[reading] = await READ[reading](db, scopeOf(i, visible));
      times[reading].push(performance.now() - t0);
    }
    if (!isDeepStrictEqual(answers.days, answers.monthToDate)) different++;
  }
  const of = (r: Reading) =>
    `p50 ${quantile(times[r], 0.5).toFixed(1)} ms, p95 ${quantile(times[r], 0.95).toFixed(1)} ms`;
  console.log(`days ${of('days')}; month-to-date ${of('monthToDate')}`);
  console.log(`${different === 0 ? 'answers equal' : `${different} answers DIFFERENT`}; load ${load()}`);

  // The plans, from the statements as the readings send them.
  for (const reading of ['days', 'monthToDate'] as Reading[]) {
    const captured: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        captured.push(db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await READ[reading](db.withPlugin(recorder), scopeOf(0, visible));
    const statement = captured[0] as CompiledQuery;
    const plan = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
    );
    console.log(`\n--- ${who}, ${reading}, through ${scopeOf(0, visible).through}\n`);
    for (const row of plan.rows) console.log(Object.values(row)[0]);
  }
}
await (backend ? backend.close() : db.destroy());
postgres?.stop();
