// The sales view's one statement (salesFiguresSql), over every brand, 90 days by week with last year,
// planned on a kept database: `dump <file>` writes its text and parameters for the code as checked
// out (so two commits' statements can be compared); `compare <a> <b> [...]` runs
// EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) of each in turn, interleaved, and prints each one's median
// execution time and its ratio to the first. Env: BENCH_SALES_URL (the kept database, read only),
// BENCH_SALES_TO (the range's last day; default the data's last day), BENCH_SALES_RUNS (15),
// BENCH_SALES_INTERVAL (week), BENCH_SALES_READING (weeks), BENCH_SALES_BRAND (none: every brand).
import { readFileSync, writeFileSync } from 'node:fs';
import { addIsoDays } from '@portal/schema';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase } from '../packages/backend/src/db/connection.ts';
import {
  type SalesReading,
  salesFiguresSql,
} from '../packages/backend/src/modules/performance/sales.repository.ts';

const url = process.env.BENCH_SALES_URL ?? 'postgres://postgres@127.0.0.1:55999/postgres';
const runs = Number(process.env.BENCH_SALES_RUNS ?? 15);
const [command, ...files] = process.argv.slice(2);
// One connection (jit off, as the backend's): every statement in the same session.
const { db: pool } = await openDatabase({ databaseUrl: url });
const db = pool.withoutPlugins();

if (command === 'dump') {
  const last = await sql<{ day: string }>`
    select to_char(max(report_date), 'YYYY-MM-DD') as day from brand_daily_sales
    where marketplace_id = 'ATVPDKIKX0DER'`.execute(db);
  const to = process.env.BENCH_SALES_TO ?? (last.rows[0]?.day as string);
  const brand = process.env.BENCH_SALES_BRAND;
  const compiled = salesFiguresSql(
    {
      from: addIsoDays(to, -89),
      to,
      interval: (process.env.BENCH_SALES_INTERVAL ?? 'week') as 'week',
      marketplaceIds: ['ATVPDKIKX0DER'],
      brandCodes: brand ? [brand] : null,
    },
    (process.env.BENCH_SALES_READING ?? 'weeks') as SalesReading,
  ).compile(db);
  writeFileSync(files[0] as string, JSON.stringify({ sql: compiled.sql, parameters: compiled.parameters }));
} else if (command === 'compare') {
  const statements = files.map(
    (f) => JSON.parse(readFileSync(f, 'utf8')) as { sql: string; parameters: unknown[] },
  );
  const times: number[][] = statements.map(() => []);
  for (let run = 0; run < runs + 1; run++)
    for (const [i, s] of statements.entries()) {
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, timing off, summary on) ${s.sql}`, s.parameters),
      );
      const ms = Number(/Execution Time: ([\d.]+)/.exec(rows.map((r) => r['QUERY PLAN']).join('\n'))?.[1]);
      if (run > 0) times[i]?.push(ms); // the first run warms the pages
    }
  const median = (x: number[]) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)] as number;
  const first = median(times[0] as number[]);
  for (const [i, file] of files.entries()) {
    const m = median(times[i] as number[]);
    console.log(
      `${file}: median ${m.toFixed(1)} ms over ${runs} runs, ${(m / first).toFixed(2)} of the first`,
    );
  }
} else throw new Error('usage: sales-statement.ts dump <file> | compare <file> <file>...');
await pool.destroy();
