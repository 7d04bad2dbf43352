// ASIN market data at demo scale: the time the demo seed spends writing and loading the Inventory
// Ledger by fulfillment center, the estimated fees file and the offers answers for the last
// MARKET_DATA_SNAPSHOT_DAYS days of each account (docs/decisions/0190-0192), and a second load of
// the same documents (skipped by checksum). The stock simulation the ledger shares with the FBA
// inventory snapshots is warmed first and not counted, as in the seed.
// These are snapshot facts the screens read as loaded: there is no rollup to refresh.
// Run: `npx tsx bench/asin-market-data.ts`. Env: BENCH_MARKET_ACCOUNTS (default 112, the demo's, at
// 1×), BENCH_MARKET_SCALES (default "1,10": accounts × scale), BENCH_MARKET_DB (`pglite` in memory,
// the default at 1×; `postgres`, a throw-away Debian PostgreSQL, at 10×).
import { performance } from 'node:perf_hooks';
import {
  createDemoMarketplace,
  loadReportDocuments,
  planAccountCatalog,
  REPORT_TYPES,
  type ReportDocument,
} from '@portal/backend';
import { openBenchDatabase } from './lib/bench-database.ts';

const accountsAt1x = Number(process.env.BENCH_MARKET_ACCOUNTS ?? 112);
const scales = (process.env.BENCH_MARKET_SCALES ?? '1,10').split(',').map(Number);
const DAYS = 3;
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

async function benchScale(scale: number): Promise<void> {
  const accountCount = accountsAt1x * scale;
  const database = await openBenchDatabase(scale, 'BENCH_MARKET_DB');
  const db = database.backend.db;
  const accounts = Array.from({ length: accountCount }, (_, i) => ({
    brandCode: `MARKET${i}`,
    brandName: `Market Brand ${i}`,
    sellerId: `AMARKET${String(i).padStart(8, '0')}`,
    marketplaceId: 'ATVPDKIKX0DER',
    currencyCode: 'USD',
  }));
  const plans = accounts.map((a) => planAccountCatalog(1, a));
  const marketplace = createDemoMarketplace({
    seed: 1,
    now: new Date(),
    accounts: plans,
    dailyDemand: () => 1500,
  });

  let simulateMs = 0;
  let loadMs = 0;
  let reloadMs = 0;
  let documents = 0;
  let rows = 0;
  // BENCH_MARKET_BATCH=account loads each account's documents alone (as the seed did before ADR
  // 0252); the default loads every account's in one batch, as the seed does now.
  const perAccount = process.env.BENCH_MARKET_BATCH === 'account';
  const batches: ReportDocument[][] = [];
  for (const plan of plans) {
    const batch: ReportDocument[] = [];
    // The seed writes the FBA inventory snapshots first, which simulate the account's stock; the
    // ledger reuses that simulation. Warm it outside the timing, as the seed does before this step.
    for await (const _ of marketplace.documents({
      sellerId: plan.sellerId,
      marketplaceId: plan.marketplaceId,
      reportType: REPORT_TYPES.fbaInventory,
      from: day(1),
      to: day(1),
    }));
    const started = performance.now();
    for (const reportType of [
      REPORT_TYPES.ledgerSummary,
      REPORT_TYPES.estimatedFees,
      REPORT_TYPES.itemOffers,
    ])
      for await (const d of marketplace.documents({
        sellerId: plan.sellerId,
        marketplaceId: plan.marketplaceId,
        reportType,
        from: day(DAYS),
        to: day(1),
      }))
        batch.push(d);
    simulateMs += performance.now() - started;
    documents += batch.length;
    if (perAccount || batches.length === 0) batches.push(batch);
    else batches[0]?.push(...batch);
  }
  for (const batch of batches) {
    const started = performance.now();
    rows += (await loadReportDocuments(db, batch)).factRows;
    const loaded = performance.now();
    await loadReportDocuments(db, batch);
    reloadMs += performance.now() - loaded;
    loadMs += loaded - started;
  }
  console.log(
    `asin market data, ${scale}× on ${database.label}, ${perAccount ? 'a batch per account' : 'one batch'}: ${accountCount} accounts × ${DAYS} days, ${documents} documents, ${rows} rows`,
  );
  console.log(`  simulate ${(simulateMs / 1000).toFixed(1)} s, parse + load ${(loadMs / 1000).toFixed(1)} s`);
  console.log(
    `  seed time added ${((simulateMs + loadMs) / 1000).toFixed(1)} s; loading again ${(reloadMs / 1000).toFixed(1)} s; ` +
      `${Math.round(rows / (loadMs / 1000))} rows/s`,
  );
  await database.close();
}

for (const scale of scales) await benchScale(scale);
