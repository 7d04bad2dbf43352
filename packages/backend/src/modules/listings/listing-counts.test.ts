import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../backend.ts';
import {
  createListingsSimulator,
  type ListingsSimulator,
  UNTHROTTLED_RATES,
} from '../../connectors/listings/listings-simulator.ts';
import type { Principal } from '../auth/principal.ts';
import { countListings, type ListingsFilter, listingCounts, listingsPage } from './listings.repository.ts';
import { listingsItems } from './listings.service.ts';
import { syncListings } from './sync/sync-listings.ts';

// The kept counts (migration 0060) against counting the rows themselves, through a sync, an
// archive, a status change and deletes; and the page's two-step read against a plain query.
const ACCOUNT = { sellerId: 'A1COUNTSELLER', marketplaceId: 'ATVPDKIKX0DER' };

let backend: Backend;
let simulator: ListingsSimulator;

beforeAll(async () => {
  simulator = createListingsSimulator({ listingsPerAccount: 300, rates: UNTHROTTLED_RATES });
  backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'none', logger: false, ephemeral: true });
  await backend.db
    .insertInto('brands')
    .values({ brand_code: 'CNT001', name: 'Counted', brand_type: 'ffp', status_id: 1 })
    .execute();
  await syncListings(backend.db, simulator, { ...ACCOUNT, brandCode: 'CNT001' }, 'full', { concurrency: 50 });
}, 120_000);
afterAll(async () => {
  simulator?.close();
  await backend?.close();
});

/** A filter as the route hands it on: its defaults (NOT ARCHIVED, ALL LISTINGS) and these. */
const filterOf = (over: Partial<ListingsFilter>): ListingsFilter => ({
  archived: 'NOT ARCHIVED',
  variation: 'ALL LISTINGS',
  ...over,
});

const FILTERS: ListingsFilter[] = [
  filterOf({}),
  filterOf({ archived: 'ARCHIVED' }),
  filterOf({ statuses: ['ERROR', 'WARNING'] }),
  filterOf({ variation: 'ONLY VARIATIONS' }),
  filterOf({ groupBy: 'true' }),
  filterOf({ atRisk: 'true' }),
  filterOf({ statuses: ['BUYABLE'], groupBy: 'true', variation: 'ONLY VARIATIONS' }),
];

/** The same filter counted row by row, the way the kept counts must agree with. */
async function counted(over: Partial<ListingsFilter>): Promise<number> {
  const filter = filterOf(over);
  let q = backend.db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('seller_id', '=', ACCOUNT.sellerId)
    .where('marketplace_id', '=', ACCOUNT.marketplaceId)
    .where('archived', '=', filter.archived === 'ARCHIVED');
  if (filter.statuses?.length) q = q.where('status', 'in', filter.statuses);
  if (filter.variation === 'ONLY VARIATIONS') q = q.where('parentage_level', 'is not', null);
  if (filter.groupBy === 'true') q = q.where('parent_sku', 'is', null);
  if (filter.atRisk === 'true')
    q = q.where(sql<boolean>`enforcements && array['LISTING_SUPPRESSED','SEARCH_SUPPRESSED']::text[]`);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function expectCountsAgree(): Promise<void> {
  for (const filter of FILTERS)
    expect(await countListings(backend.db, ACCOUNT, filter), JSON.stringify(filter)).toBe(
      await counted(filter),
    );
  const chips = await listingCounts(backend.db, ACCOUNT);
  const sum = (column: 'error_count' | 'warning_count' | 'info_count') =>
    backend.db
      .selectFrom('listings')
      .select((eb) => eb.fn.sum<string>(column).as('n'))
      .where('seller_id', '=', ACCOUNT.sellerId)
      .where('archived', '=', false)
      .executeTakeFirstOrThrow();
  expect(chips.countIssues.ERROR).toBe(Number((await sum('error_count')).n));
  expect(chips.countIssues.WARNING).toBe(Number((await sum('warning_count')).n));
  expect(chips.countStatuses.ERROR).toBe(await counted({ statuses: ['ERROR'] }));
  expect(chips.countStatuses.BUYABLE).toBe(await counted({ statuses: ['BUYABLE'] }));
}

describe('the kept listing counts', () => {
  it('agree with the rows after a first sync', async () => {
    expect(await counted({})).toBeGreaterThan(100);
    expect(await counted({ archived: 'ARCHIVED' })).toBeGreaterThan(0);
    await expectCountsAgree();
  });

  it('follow archiving, a status change and deletes', async () => {
    const some = await backend.db
      .selectFrom('listings')
      .select('sku')
      .where('seller_id', '=', ACCOUNT.sellerId)
      .orderBy('sku')
      .limit(30)
      .execute();
    const skus = some.map((r) => r.sku);
    await backend.db
      .updateTable('listings')
      .set({ archived: true })
      .where('sku', 'in', skus.slice(0, 10))
      .execute();
    await backend.db
      .updateTable('listings')
      .set({ status: 'ERROR', error_count: 2 })
      .where('sku', 'in', skus.slice(10, 20))
      .execute();
    await backend.db.deleteFrom('listings').where('sku', 'in', skus.slice(20, 30)).execute();
    await expectCountsAgree();
  });

  it('answer the same sync run again unchanged', async () => {
    const before = await countListings(backend.db, ACCOUNT, filterOf({}));
    await syncListings(backend.db, simulator, { ...ACCOUNT, brandCode: 'CNT001' }, 'full', {
      concurrency: 50,
    });
    await expectCountsAgree();
    // The sync restored what the marketplace says: the 10 deleted are back.
    expect(await countListings(backend.db, ACCOUNT, filterOf({}))).toBeGreaterThan(before);
  });
});

describe('a page of listings', () => {
  const paging = { page: 0, pageSize: 7, sortField: 'itemName', sortOrder: 'desc' } as const;

  it('searches SKU, ASIN and title in one, sorted as asked, and counts the matches', async () => {
    const any = await backend.db
      .selectFrom('listings')
      .select(['sku', 'asin', 'item_name'])
      .where('seller_id', '=', ACCOUNT.sellerId)
      .where('archived', '=', false)
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    const word = String(any.item_name).split(' ')[0]?.toUpperCase() ?? '';
    const expected = await backend.db
      .selectFrom('listings')
      .select('sku')
      .where('seller_id', '=', ACCOUNT.sellerId)
      .where('archived', '=', false)
      .where((eb) =>
        eb.or([
          eb('sku', 'ilike', `%${word}%`),
          eb('asin', 'ilike', `%${word}%`),
          eb('item_name', 'ilike', `%${word}%`),
        ]),
      )
      .orderBy('item_name', 'desc')
      .orderBy('sku', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(paging.pageSize);
    const page1 = await listingsPage(backend.db, ACCOUNT, filterOf({ search: word }), { ...paging, page: 1 });
    expect(page1.map((r) => r.sku)).toEqual(expected.slice(7, 14).map((r) => r.sku));
    expect(await countListings(backend.db, ACCOUNT, filterOf({ search: word }))).toBe(expected.length);
    for (const needle of [any.sku.slice(-5), String(any.asin).toLowerCase()]) {
      const found = await listingsPage(backend.db, ACCOUNT, filterOf({ search: needle }), paging);
      expect(found.map((r) => r.sku)).toContain(any.sku);
    }
  });

  it('reads a deep page in the sort’s order with its brand', async () => {
    const all = await backend.db
      .selectFrom('listings')
      .select('sku')
      .where('seller_id', '=', ACCOUNT.sellerId)
      .where('archived', '=', false)
      .orderBy('sku', 'asc')
      .execute();
    const page = await listingsPage(backend.db, ACCOUNT, filterOf({}), {
      page: 3,
      pageSize: 40,
      sortField: 'sku',
      sortOrder: 'asc',
    });
    expect(page.map((r) => r.sku)).toEqual(all.slice(120, 160).map((r) => r.sku));
    expect(page[0]?.brand_name).toBe('Counted');
  });
});

describe('the page as the service answers it', () => {
  const admin: Principal = {
    userId: 'u-admin',
    email: 'admin@demo.test',
    role: 'admin',
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    accountFeatures: [],
    sessionId: 's-admin',
  };
  const query = (over: Record<string, unknown>) =>
    ({
      seller_id: ACCOUNT.sellerId,
      marketplace_id: ACCOUNT.marketplaceId,
      page: 0,
      pageSize: 40,
      sortField: 'sku',
      sortOrder: 'asc',
      ...filterOf({}),
      ...over,
    }) as Parameters<typeof listingsItems>[2];

  // "No connection" is asked only when a page comes back empty (it was a round trip on every load).
  it('answers an empty page for a filter nothing matches, and 404 for a seller with no listings', async () => {
    await backend.db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'CNT001',
        seller_id: ACCOUNT.sellerId,
        seller_name: 'Counted',
        marketplace_id: ACCOUNT.marketplaceId,
      })
      .execute();
    const empty = await listingsItems(backend.ctx, admin, query({ search: 'no-listing-has-this-text' }));
    expect(empty.rows).toEqual([]);
    expect(empty.countStatuses.BUYABLE).toBeGreaterThan(0);
    await backend.db
      .insertInto('authorized_marketplaces')
      .values({
        brand_code: 'CNT001',
        seller_id: 'A1NOLISTINGS',
        seller_name: 'Empty',
        marketplace_id: ACCOUNT.marketplaceId,
      })
      .execute();
    await expect(
      listingsItems(backend.ctx, admin, query({ seller_id: 'A1NOLISTINGS' })),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
