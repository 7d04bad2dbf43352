// Listings at 50,000 for one seller (issue 30): the first sync's throughput through the loading
// path (the simulator's All Listings report, getListingsItem and getCatalogItem per SKU, the
// idempotent upsert, families and reflection), with Amazon's buckets lifted so the portal's own
// cost is what is measured; then GET /amazon-listings/items p50/p95 (goal p95 ≤ 100 ms).
// Run: `npx tsx bench/listings.ts`. Env: BENCH_LISTINGS (default 50000), BENCH_LISTINGS_REQUESTS (40),
// BENCH_LISTINGS_RESYNC=1 to time the same full sync again (it changes nothing).
import { performance } from 'node:perf_hooks';
import {
  createBackend,
  createListingsSimulator,
  hashPassword,
  syncListings,
  UNTHROTTLED_RATES,
} from '@portal/backend';

const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const requests = Number(process.env.BENCH_LISTINGS_REQUESTS ?? 40);
const ACCOUNT = { sellerId: 'ABENCHLISTINGS', marketplaceId: 'ATVPDKIKX0DER', brandCode: 'BENCHL' };
const PASSWORD = 'Bench!2026-listings';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'none', logger: false });
const db = backend.db;
await db
  .insertInto('brands')
  .values({ brand_code: ACCOUNT.brandCode, name: 'Bench Listings', brand_type: 'ffp', status_id: 1 })
  .execute();
await db
  .insertInto('authorized_marketplaces')
  .values({
    brand_code: ACCOUNT.brandCode,
    seller_id: ACCOUNT.sellerId,
    seller_name: 'Bench',
    marketplace_id: ACCOUNT.marketplaceId,
  })
  .execute();
await db
  .insertInto('users')
  .values({
    email: 'bench-listings@demo.test',
    name: 'Bench',
    role: 'admin',
    password_hash: await hashPassword(PASSWORD),
  })
  .execute();

const simulator = createListingsSimulator({ listingsPerAccount: listings, rates: UNTHROTTLED_RATES });
const generated = performance.now();
simulator.catalogue(ACCOUNT);
const generateSeconds = (performance.now() - generated) / 1000;
const started = performance.now();
const outcome = await syncListings(db, simulator, ACCOUNT, 'full', { concurrency: 50 });
const syncSeconds = (performance.now() - started) / 1000;
console.log(
  `\n${listings} listings for one seller (simulator catalogue generated in ${generateSeconds.toFixed(1)} s)`,
);
console.log(
  `first sync: ${outcome.read} read, ${outcome.changed} stored in ${syncSeconds.toFixed(1)} s = ${(outcome.read / syncSeconds).toFixed(0)} listings/s through the loading path`,
);
console.log(
  `at Amazon's published buckets the catalog's 2 requests/s bound a first sync: ${(listings / 2 / 3600).toFixed(1)} h for ${listings}`,
);
if (process.env.BENCH_LISTINGS_RESYNC === '1') {
  const again = performance.now();
  const second = await syncListings(db, simulator, ACCOUNT, 'full', { concurrency: 50 });
  console.log(
    `same sync again: ${second.changed} changed in ${((performance.now() - again) / 1000).toFixed(1)} s`,
  );
}

const url = await backend.listen(0);
const login = await fetch(`${url}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-listings@demo.test', password: PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const base = `seller_id=${ACCOUNT.sellerId}&marketplace_id=${ACCOUNT.marketplaceId}`;
const CASES = [
  { name: 'default (sku asc, page 0, 40)', query: '' },
  { name: 'search "linen"', query: '&search=linen' },
  { name: 'status ERROR,WARNING', query: '&statuses=ERROR,WARNING' },
  { name: 'group by parents', query: '&groupBy=true' },
  { name: 'sort by title desc', query: '&sortField=itemName&sortOrder=desc' },
  { name: 'page 500', query: '&page=500' },
  { name: 'archived', query: '&archived=ARCHIVED' },
];
console.log(`\nGET /amazon-listings/items, ${requests} sequential requests per case`);
console.log(`${'case'.padEnd(34)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
const all: number[] = [];
for (const c of CASES) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await fetch(`${url}/amazon-listings/items?${base}${c.query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${c.name} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${c.name.padEnd(34)}${percentile(times, 50).toFixed(1).padStart(10)}${percentile(times, 95).toFixed(1).padStart(10)}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `${'all cases'.padEnd(34)}${percentile(all, 50).toFixed(1).padStart(10)}${percentile(all, 95).toFixed(1).padStart(10)}`,
);
simulator.close();
await backend.close();
