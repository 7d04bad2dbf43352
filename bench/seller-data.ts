// The seller data pipeline: documents parsed and loaded per second, and the time its rollup refresh
// takes, at demo scale (1×) and 10×. Run: `npx tsx bench/seller-data.ts` (or `npm run bench`).
// Env: BENCH_SELLER_SCALES (default "1,10"), BENCH_SELLER_DAYS (default 90), BENCH_SELLER_DB
// (`pglite` in memory, the default at 1×; `postgres`, a throw-away Debian PostgreSQL, at 10×).
// Then the all-orders reports of the last BENCH_SELLER_ORDER_DAYS days (default 30) per account: the
// orders load's rows/s, and what its order lines (the insights table, rebuilt in the same
// transaction) cost of it, measured by rebuilding every account's lines again alone.
import { performance } from 'node:perf_hooks';
import {
  createDemoMarketplace,
  loadReportDocuments,
  planAccountCatalog,
  REPORT_TYPES,
  type ReportDocument,
  refreshOrderLines,
  refreshSalesRollups,
  refreshSkuWeeks,
} from '@portal/backend';
import { sql } from 'kysely';
import { openBenchDatabase } from './lib/bench-database.ts';

const scales = (process.env.BENCH_SELLER_SCALES ?? '1,10').split(',').map(Number);
const days = Number(process.env.BENCH_SELLER_DAYS ?? 90);
// About the demo's size at 1×: 40 brands, two accounts each.
const ACCOUNTS_AT_1X = 80;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const scale of scales) {
  const database = await openBenchDatabase(scale, 'BENCH_SELLER_DB');
  const db = database.backend.db;
  const accounts = Array.from({ length: ACCOUNTS_AT_1X * scale }, (_, i) => ({
    brandCode: `BENCH${i}`,
    brandName: `Bench Brand ${i}`,
    sellerId: `ABENCH${String(i).padStart(8, '0')}`,
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
  let rows = 0;
  let documents = 0;
  let loadMs = 0;
  for (const plan of plans) {
    const batch: ReportDocument[] = [];
    const key = { sellerId: plan.sellerId, marketplaceId: plan.marketplaceId };
    for (const reportType of [REPORT_TYPES.merchantListings, REPORT_TYPES.catalogItems]) {
      for await (const d of marketplace.documents({ ...key, reportType })) batch.push(d);
    }
    for await (const d of marketplace.documents({
      ...key,
      reportType: REPORT_TYPES.salesAndTraffic,
      from: day(-days),
      to: day(-1),
    })) {
      batch.push(d);
    }
    const start = performance.now();
    const result = await loadReportDocuments(db, batch);
    loadMs += performance.now() - start;
    rows += result.factRows;
    documents += result.documents;
  }
  // Rollup refresh alone: one account's whole history rebuilt again (a corrected month, say).
  const plan = plans[0];
  const start = performance.now();
  // Both rollups the loading path rebuilds for a load's days: the brand and ASIN days, the SKU weeks.
  await db.transaction().execute(async (trx) => {
    const account = { sellerId: plan?.sellerId ?? '', marketplaceId: 'ATVPDKIKX0DER' };
    const history = Array.from({ length: days }, (_, i) => day(-days + i));
    await refreshSalesRollups(trx, account, history);
    await refreshSkuWeeks(trx, account, history);
  });
  const refreshMs = performance.now() - start;
  const orderDays = Number(process.env.BENCH_SELLER_ORDER_DAYS ?? 30);
  let orderRows = 0;
  let orderMs = 0;
  for (const plan of plans) {
    const batch: ReportDocument[] = [];
    const key = { sellerId: plan.sellerId, marketplaceId: plan.marketplaceId };
    const range = { from: day(-orderDays), to: day(-1) };
    for await (const d of marketplace.documents({ ...key, reportType: REPORT_TYPES.allOrders, ...range }))
      batch.push(d);
    const begin = performance.now();
    orderRows += (await loadReportDocuments(db, batch)).factRows;
    orderMs += performance.now() - begin;
  }
  // As in the load, where the days' lines do not exist yet: the pass starts from an empty table.
  await sql`truncate order_lines`.execute(db);
  const linesStart = performance.now();
  const orderDayList = Array.from({ length: orderDays }, (_, i) => day(-orderDays + i));
  for (const plan of plans)
    await db
      .transaction()
      .execute((trx) =>
        refreshOrderLines(trx, { sellerId: plan.sellerId, marketplaceId: plan.marketplaceId }, orderDayList),
      );
  const linesMs = performance.now() - linesStart;
  console.log(
    `${scale}×: orders load ${orderRows} order items in ${(orderMs / 1000).toFixed(1)} s = ${Math.round(orderRows / (orderMs / 1000))} rows/s, ` +
      `of which order lines ${(linesMs / 1000).toFixed(1)} s (${((100 * linesMs) / orderMs).toFixed(0)}%; ` +
      `${Math.round(orderRows / ((orderMs - linesMs) / 1000))} rows/s without them)`,
  );
  const total = await sql<{ n: number }>`select count(*)::int as n from sku_sales_traffic_daily`.execute(db);
  console.log(
    `${scale}× on ${database.label}: ${documents} documents, ${rows} rows (${total.rows[0]?.n} in the fact table) loaded in ${(loadMs / 1000).toFixed(1)} s ` +
      `= ${Math.round(rows / (loadMs / 1000))} rows/s; one account's ${days}-day rollup refresh ${refreshMs.toFixed(0)} ms`,
  );
  await database.close();
}
