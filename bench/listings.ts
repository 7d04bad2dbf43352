// Listings at 50,000 for one seller (issue 30): the first sync's throughput through the loading
// path (the simulator's All Listings report, getListingsItem and getCatalogItem per SKU, the
// idempotent upsert, families and reflection), with Amazon's buckets lifted so the portal's own
// cost is what is measured; then the listings page p50/p95 as deployed — the web's Listings query
// through the GraphQL gateway — and GET /amazon-listings/items straight from the backend (goal: the
// page's p95 ≤ 100 ms). Run: `npx tsx bench/listings.ts`. Env: BENCH_LISTINGS (default 50000),
// BENCH_LISTINGS_REQUESTS (40), BENCH_LISTINGS_RESYNC=1 to time the same full sync again (it changes
// nothing), BENCH_LISTINGS_DB (`postgres`, production's engine and the default when Debian's
// postgresql is installed, or `pglite` in memory), BENCH_PG_DATA (a kept PostgreSQL folder: a seller
// already loaded there is not synced again).
import { performance } from 'node:perf_hooks';
import {
  createBackend,
  createListingsSimulator,
  hashPassword,
  syncListings,
  UNTHROTTLED_RATES,
} from '@portal/backend';
import { createGateway } from '@portal/gateway';
import { startPostgres } from './lib/postgres.ts';

const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const requests = Number(process.env.BENCH_LISTINGS_REQUESTS ?? 40);
const ACCOUNT = { sellerId: 'ABENCHLISTINGS', marketplaceId: 'ATVPDKIKX0DER', brandCode: 'BENCHL' };
const PASSWORD = 'Bench!2026-listings';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const engine = process.env.BENCH_LISTINGS_DB ?? 'postgres';
const postgres = engine === 'postgres' ? await startPostgres({ scale: listings }) : null;
const backend = await createBackend({
  ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
  seed: 'none',
  logger: false,
});
console.log(`database: ${postgres ? postgres.version : 'PGlite in memory'}`);
const db = backend.db;
await db
  .insertInto('brands')
  .values({ brand_code: ACCOUNT.brandCode, name: 'Bench Listings', brand_type: 'ffp', status_id: 1 })
  .onConflict((oc) => oc.doNothing())
  .execute();
await db
  .insertInto('authorized_marketplaces')
  .values({
    brand_code: ACCOUNT.brandCode,
    seller_id: ACCOUNT.sellerId,
    seller_name: 'Bench',
    marketplace_id: ACCOUNT.marketplaceId,
  })
  .onConflict((oc) => oc.doNothing())
  .execute();
await db
  .insertInto('users')
  .values({
    email: 'bench-listings@demo.test',
    name: 'Bench',
    role: 'admin',
    password_hash: await hashPassword(PASSWORD),
  })
  .onConflict((oc) => oc.doNothing())
  .execute();

const simulator = createListingsSimulator({ listingsPerAccount: listings, rates: UNTHROTTLED_RATES });
const loaded = await db
  .selectFrom('listings')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .where('seller_id', '=', ACCOUNT.sellerId)
  .executeTakeFirstOrThrow();
if (Number(loaded.n) >= listings) {
  console.log(
    `\n${loaded.n} listings already loaded in the kept database: the first sync is not timed again`,
  );
} else {
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
}
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

const url = await backend.listen(0, '127.0.0.1');
const gateway = await createGateway({ upstreamUrl: url, development: false });
const gatewayUrl = await gateway.listen(0, '127.0.0.1');
const login = await fetch(`${url}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-listings@demo.test', password: PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const authorization = `Bearer ${accessToken}`;
const base = `seller_id=${ACCOUNT.sellerId}&marketplace_id=${ACCOUNT.marketplaceId}`;
// The web's Listings and ListingsCount queries (packages/web/src/domains/listings/graphql/), the
// rows' fields as ListingFields asks them: the page sends both at once and is shown when both are in.
const LISTINGS_QUERY = `query Listings($sellerId: String!, $marketplaceId: String!, $filter: ListingsFilter,
  $page: Int, $pageSize: Int, $sortField: ListingSortField, $sortOrder: SortOrder) {
  listings(sellerId: $sellerId, marketplaceId: $marketplaceId, filter: $filter, page: $page,
    pageSize: $pageSize, sortField: $sortField, sortOrder: $sortOrder) {
    allIssuesTotal
    countIssues { error warning info }
    countStatuses { buyable discoverable error warning }
    rows { sku asin marketplaceId sellerId brandCode brandName itemName productType status archived
      issues { code message severity enforcements } mainImage lastUpdatedDate isParent isChild parentSku
      parentageLevel variationTheme reflectingState childCount }
  }
}`;
const COUNT_QUERY = `query ListingsCount($sellerId: String!, $marketplaceId: String!, $filter: ListingsFilter) {
  listingsCount(sellerId: $sellerId, marketplaceId: $marketplaceId, filter: $filter)
}`;
const CASES: { name: string; query: string; variables: Record<string, unknown> }[] = [
  { name: 'default (sku asc, page 0, 40)', query: '', variables: {} },
  { name: 'search "linen"', query: '&search=linen', variables: { filter: { search: 'linen' } } },
  { name: 'search part of a SKU', query: '&search=04242', variables: { filter: { search: '04242' } } },
  {
    name: 'status ERROR,WARNING',
    query: '&statuses=ERROR,WARNING',
    variables: { filter: { statuses: ['ERROR', 'WARNING'] } },
  },
  { name: 'group by parents', query: '&groupBy=true', variables: { filter: { groupBy: true } } },
  {
    name: 'sort by title desc',
    query: '&sortField=itemName&sortOrder=desc',
    variables: { sortField: 'ITEM_NAME', sortOrder: 'DESC' },
  },
  { name: 'page 500', query: '&page=500', variables: { page: 500 } },
  { name: 'archived', query: '&archived=ARCHIVED', variables: { filter: { archived: true } } },
];

async function timed(name: string, call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await call();
    const body = await res.text();
    if (!res.ok || body.includes('"errors"'))
      throw new Error(`${name} answered ${res.status}: ${body.slice(0, 300)}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const graphql = (query: string, variables: Record<string, unknown>) =>
  fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      query,
      variables: { sellerId: ACCOUNT.sellerId, marketplaceId: ACCOUNT.marketplaceId, ...variables },
    }),
  });
// Both of the page's queries at once; the answer is the later one, whose body is checked first.
const viaGateway = (variables: Record<string, unknown>) => async () => {
  const { filter } = variables as { filter?: unknown };
  const [page, count] = await Promise.all([
    graphql(LISTINGS_QUERY, variables),
    graphql(COUNT_QUERY, filter ? { filter } : {}),
  ]);
  const counted = await count.text();
  if (!count.ok || counted.includes('"errors"'))
    throw new Error(`count answered ${count.status}: ${counted}`);
  return page;
};
const direct = (query: string) => () =>
  fetch(`${url}/amazon-listings/items?${base}${query}`, { headers: { authorization } });

console.log(
  `\nThe listings page, ${requests} sequential loads per case, p50 / p95 ms (gateway: the web's two queries at once; backend: GET /amazon-listings/items)`,
);
console.log(
  `${'case'.padEnd(34)}${'gateway p50'.padStart(12)}${'p95'.padStart(8)}${'backend p50'.padStart(13)}${'p95'.padStart(8)}`,
);
// One untimed round first: a deployed server is warm (JIT, plans, the session check's cache).
for (const c of CASES) {
  await (await viaGateway(c.variables)()).text();
  await (await direct(c.query)()).text();
}
const all = { gateway: [] as number[], backend: [] as number[] };
for (const c of CASES) {
  const g = await timed(c.name, viaGateway(c.variables));
  const b = await timed(c.name, direct(c.query));
  all.gateway.push(...g);
  all.backend.push(...b);
  console.log(
    `${c.name.padEnd(34)}${percentile(g, 50).toFixed(1).padStart(12)}${percentile(g, 95).toFixed(1).padStart(8)}${percentile(b, 50).toFixed(1).padStart(13)}${percentile(b, 95).toFixed(1).padStart(8)}`,
  );
}
all.gateway.sort((a, b) => a - b);
all.backend.sort((a, b) => a - b);
const p95 = percentile(all.gateway, 95);
console.log(
  `${'all cases'.padEnd(34)}${percentile(all.gateway, 50).toFixed(1).padStart(12)}${p95.toFixed(1).padStart(8)}${percentile(all.backend, 50).toFixed(1).padStart(13)}${percentile(all.backend, 95).toFixed(1).padStart(8)}`,
);
console.log(
  `goal p95 ≤ 100 ms through the gateway: ${p95 <= 100 ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`,
);
simulator.close();
await gateway.close();
await backend.close();
postgres?.stop();
