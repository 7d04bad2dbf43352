// Account health at demo scale: the time the demo seed spends writing and loading one seller
// performance report per account and month since 2021-04 (what the account health step adds to
// the seed), and a second load of the same documents (skipped by checksum).
// Run: `npx tsx bench/account-health.ts`. Env: BENCH_HEALTH_ACCOUNTS (default 112, the demo's).
import { performance } from 'node:perf_hooks';
import {
  createBackend,
  createDemoMarketplace,
  loadReportDocuments,
  planAccountCatalog,
  REPORT_TYPES,
  type ReportDocument,
} from '@portal/backend';
import { BRAND_HEALTH_START_DATE } from '@portal/schema';

const accountCount = Number(process.env.BENCH_HEALTH_ACCOUNTS ?? 112);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'none', logger: false });
const db = backend.db;
const accounts = Array.from({ length: accountCount }, (_, i) => ({
  brandCode: `HEALTH${i}`,
  brandName: `Health Brand ${i}`,
  sellerId: `AHEALTH${String(i).padStart(8, '0')}`,
  marketplaceId: 'ATVPDKIKX0DER',
  currencyCode: 'USD',
}));
for (const a of accounts) {
  await db
    .insertInto('brands')
    .values({ brand_code: a.brandCode, name: a.brandName, brand_type: 'mc', status_id: 1 })
    .execute();
  await db
    .insertInto('authorized_marketplaces')
    .values({
      brand_code: a.brandCode,
      seller_id: a.sellerId,
      seller_name: a.brandName,
      marketplace_id: a.marketplaceId,
    })
    .execute();
}
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
for (const plan of plans) {
  const batch: ReportDocument[] = [];
  const started = performance.now();
  for await (const d of marketplace.documents({
    sellerId: plan.sellerId,
    marketplaceId: plan.marketplaceId,
    reportType: REPORT_TYPES.sellerPerformance,
    from: BRAND_HEALTH_START_DATE,
    to: yesterday,
  }))
    batch.push(d);
  const simulated = performance.now();
  await loadReportDocuments(db, batch);
  const loaded = performance.now();
  await loadReportDocuments(db, batch);
  reloadMs += performance.now() - loaded;
  simulateMs += simulated - started;
  loadMs += loaded - simulated;
  documents += batch.length;
}
const rows = await db
  .selectFrom('account_health_monthly')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(`account health: ${accountCount} accounts, ${documents} monthly documents, ${rows.n} rows`);
console.log(`  simulate ${(simulateMs / 1000).toFixed(1)} s, parse + load ${(loadMs / 1000).toFixed(1)} s`);
console.log(
  `  seed time added ${((simulateMs + loadMs) / 1000).toFixed(1)} s; loading again ${(reloadMs / 1000).toFixed(1)} s`,
);
await backend.close();
