// Keyword rank observations through the seller data pipeline: the time the demo seed spends on them
// (four accounts at 1×, three ASINs each, 3–10 keywords an ASIN, 90 days), the daily rollup rebuilt
// for one account's 90 days (a corrected copy of its documents: observations replaced, each day's
// average rank recomputed), and the Search Result Rank query over 90 days.
// Run: `npx tsx bench/keyword-ranks.ts`. Env: BENCH_KEYWORD_SCALES (default "1,10": accounts ×
// scale), BENCH_KEYWORD_DB (`pglite` in memory, the default at 1×; `postgres`, a throw-away Debian
// PostgreSQL, at 10×).
import { performance } from 'node:perf_hooks';
import {
  keywordRankDocuments,
  loadReportDocuments,
  planAccountCatalog,
  planTrackedKeywords,
  type ReportDocument,
} from '@portal/backend';
import { sql } from 'kysely';
import { openBenchDatabase } from './lib/bench-database.ts';

const DAYS = 90;
const ACCOUNTS_AT_1X = 4;
const scales = (process.env.BENCH_KEYWORD_SCALES ?? '1,10').split(',').map(Number);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function benchScale(scale: number): Promise<void> {
  const database = await openBenchDatabase(scale, 'BENCH_KEYWORD_DB');
  const db = database.backend.db;
  let observations = 0;
  let keywords = 0;
  let first: ReportDocument[] | null = null;
  const started = performance.now();
  for (let i = 0; i < ACCOUNTS_AT_1X * scale; i++) {
    const account = planAccountCatalog(1, {
      brandCode: `BENCH${i}`,
      brandName: `Bench Brand ${i}`,
      sellerId: `AKWBENCH${i}`,
      marketplaceId: 'ATVPDKIKX0DER',
      currencyCode: 'USD',
    });
    const tracked = planTrackedKeywords(1, account, DAYS);
    keywords += tracked.length;
    const documents = [
      ...keywordRankDocuments(account, tracked, day(-DAYS), day(-1), new Date().toISOString()),
    ];
    first ??= documents;
    observations += (await loadReportDocuments(db, documents)).factRows;
  }
  const loadMs = performance.now() - started;
  // A corrected copy (one more space in the source name) differs by checksum, so every day is replaced.
  const corrected = (first ?? []).map((d) => ({ ...d, body: d.body.replace('"source":"', '"source":" ') }));
  const refreshStart = performance.now();
  await loadReportDocuments(db, corrected);
  const refreshMs = performance.now() - refreshStart;
  const queryStart = performance.now();
  await sql`select asin, keyword_key, avg(avg_rank) from keyword_rank_daily
    where report_date between ${day(-DAYS)}::date and ${day(-1)}::date group by 1, 2`.execute(db);
  const queryMs = performance.now() - queryStart;
  console.log(
    `keyword ranks, ${scale}× on ${database.label}: ${keywords} keywords, ${observations} observations loaded in ` +
      `${loadMs.toFixed(0)} ms (${((observations / loadMs) * 1000).toFixed(0)} rows/s); one account's ${DAYS} days ` +
      `replaced with their rollup in ${refreshMs.toFixed(0)} ms; 90-day averages of all keywords in ${queryMs.toFixed(1)} ms`,
  );
  await database.close();
}

for (const scale of scales) await benchScale(scale);
