// Keyword rank observations through the seller data pipeline: the time the demo seed spends on them
// (four accounts, three ASINs each, 3–10 keywords an ASIN, 90 days) and the Search Result Rank query
// over 90 days. Run: `npx tsx bench/keyword-ranks.ts`. PGlite in memory.
import { performance } from 'node:perf_hooks';
import {
  createBackend,
  keywordRankDocuments,
  loadReportDocuments,
  planAccountCatalog,
  planTrackedKeywords,
} from '@portal/backend';
import { sql } from 'kysely';

const DAYS = 90;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'none', logger: false });
let observations = 0;
let keywords = 0;
const started = performance.now();
for (let i = 0; i < 4; i++) {
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
  observations += (await loadReportDocuments(backend.db, documents)).factRows;
}
const loadMs = performance.now() - started;
const queryStart = performance.now();
await sql`select asin, keyword_key, avg(avg_rank) from keyword_rank_daily
  where report_date between ${day(-DAYS)}::date and ${day(-1)}::date group by 1, 2`.execute(backend.db);
const queryMs = performance.now() - queryStart;
console.log(
  `keyword ranks: ${keywords} keywords, ${observations} observations loaded in ${loadMs.toFixed(0)} ms ` +
    `(${((observations / loadMs) * 1000).toFixed(0)} rows/s); 90-day averages of all keywords in ${queryMs.toFixed(1)} ms`,
);
await backend.close();
