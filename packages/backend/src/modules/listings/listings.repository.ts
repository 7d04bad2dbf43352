import type { listingsContract, RouteQuery } from '@portal/schema/rest';
import { type Kysely, sql } from 'kysely';
import { listingSearchText } from '../../db/migrations/0060_listing_counts.ts';
import type { Database } from '../../db/schema.ts';
import type { SellerKey } from './sync/store-listings.ts';

export type ListingsFilter = Omit<
  RouteQuery<typeof listingsContract.totalCount>,
  'seller_id' | 'marketplace_id'
>;

const SORT_COLUMNS = {
  sku: 'l.sku',
  asin: 'l.asin',
  itemName: 'l.item_name',
  productType: 'l.product_type',
  status: 'l.status',
  lastUpdatedDate: 'l.last_updated_date',
} as const;

const sellerListings = (db: Kysely<Database>, key: SellerKey) =>
  db
    .selectFrom('listings as l')
    .where('l.seller_id', '=', key.sellerId)
    .where('l.marketplace_id', '=', key.marketplaceId);

const SEARCH_TEXT = sql.raw(listingSearchText('l.'));
const SUPPRESSING = sql`array['LISTING_SUPPRESSED','SEARCH_SUPPRESSED']::text[]`;

function filtered(db: Kysely<Database>, key: SellerKey, filter: ListingsFilter) {
  let q = sellerListings(db, key);
  if (filter.parentSku) return q.where('l.parent_sku', '=', filter.parentSku);
  q = q.where('l.archived', '=', filter.archived === 'ARCHIVED');
  if (filter.search) {
    // One expression over SKU, ASIN and title: the trigram index's (migration 0060).
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`${SEARCH_TEXT} ilike ${like}`);
  }
  if (filter.statuses?.length) q = q.where('l.status', 'in', filter.statuses);
  if (filter.variation === 'ONLY VARIATIONS') q = q.where('l.parentage_level', 'is not', null);
  if (filter.atRisk === 'true') q = q.where(sql<boolean>`l.enforcements && ${SUPPRESSING}`);
  // Group-by: parents and standalone listings; children come when a parent is expanded.
  if (filter.groupBy === 'true') q = q.where('l.parent_sku', 'is', null);
  return q;
}

/**
 * How many listings match. Without a search or a parent the kept counts answer (listing_counts,
 * migration 0060: a few rows per seller); a search counts its matches through the trigram index.
 */
export async function countListings(
  db: Kysely<Database>,
  key: SellerKey,
  filter: ListingsFilter,
): Promise<number> {
  if (!filter.search && !filter.parentSku) return keptCount(db, key, filter);
  const row = await filtered(db, key, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function keptCount(db: Kysely<Database>, key: SellerKey, filter: ListingsFilter): Promise<number> {
  let q = db
    .selectFrom('listing_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('n'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('archived', '=', filter.archived === 'ARCHIVED');
  if (filter.statuses?.length) q = q.where('status', 'in', filter.statuses);
  if (filter.variation === 'ONLY VARIATIONS') q = q.where('in_variation', '=', true);
  if (filter.atRisk === 'true') q = q.where('at_risk', '=', true);
  if (filter.groupBy === 'true') q = q.where('top_level', '=', true);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listingsPage(
  db: Kysely<Database>,
  key: SellerKey,
  filter: ListingsFilter,
  paging: { page: number; pageSize: number; sortField: keyof typeof SORT_COLUMNS; sortOrder: 'asc' | 'desc' },
) {
  const column = SORT_COLUMNS[paging.sortField];
  const offset = paging.page * paging.pageSize;
  // The page's keys first, from the page indexes alone (deep pages skip index entries, not rows);
  // then those 40 rows. Ties go in the sort's direction so one index scan serves both.
  const keys = filter.search
    ? // A search's matches come from the trigram index and are sorted after: left to itself the
      // planner walked the SKU index filtering every row (280 ms when the matches sort late).
      db
        .with(
          (cte) => cte('matches').materialized(),
          () => filtered(db, key, filter).select(['l.sku', sql.ref(column).as('sort_key')]),
        )
        .selectFrom('matches')
        .select('sku')
        .orderBy('sort_key', paging.sortOrder)
        .orderBy('sku', paging.sortOrder)
        .limit(paging.pageSize)
        .offset(offset)
    : filtered(db, key, filter)
        .select('l.sku')
        .orderBy(column, paging.sortOrder)
        .orderBy('l.sku', paging.sortOrder)
        .limit(paging.pageSize)
        .offset(offset);
  return db
    .selectFrom(keys.as('k'))
    .innerJoin('listings as l', (j) =>
      j
        .onRef('l.sku', '=', 'k.sku')
        .on('l.seller_id', '=', key.sellerId)
        .on('l.marketplace_id', '=', key.marketplaceId),
    )
    .innerJoin('brands as b', 'b.brand_code', 'l.brand_code')
    .select([
      'l.sku',
      'l.asin',
      'l.marketplace_id',
      'l.seller_id',
      'l.brand_code',
      'b.name as brand_name',
      'l.item_name',
      'l.product_type',
      'l.status',
      'l.archived',
      'l.issues',
      'l.main_image_link',
      'l.last_updated_date',
      'l.version',
      'l.parentage_level',
      'l.parent_asin',
      'l.child_asins',
      'l.parent_sku',
      'l.variation_theme',
      'l.reflecting_state',
      sql<number>`cardinality(l.child_asins)`.as('child_count'),
    ])
    .orderBy(column, paging.sortOrder)
    .orderBy('l.sku', paging.sortOrder)
    .execute();
}

/** Issue and status counts of the seller's unarchived listings (the filter chips' numbers). */
export async function listingCounts(db: Kysely<Database>, key: SellerKey) {
  const rows = await db
    .selectFrom('listing_counts')
    .select((eb) => [
      'status',
      eb.fn.sum<string>('n').as('n'),
      eb.fn.sum<string>('errors').as('errors'),
      eb.fn.sum<string>('warnings').as('warnings'),
      eb.fn.sum<string>('infos').as('infos'),
    ])
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('archived', '=', false)
    .groupBy('status')
    .execute();
  const countStatuses = { BUYABLE: 0, DISCOVERABLE: 0, ERROR: 0, WARNING: 0 };
  const countIssues = { ERROR: 0, WARNING: 0, INFO: 0 };
  for (const r of rows) {
    if (r.status in countStatuses) countStatuses[r.status as keyof typeof countStatuses] = Number(r.n);
    countIssues.ERROR += Number(r.errors ?? 0);
    countIssues.WARNING += Number(r.warnings ?? 0);
    countIssues.INFO += Number(r.infos ?? 0);
  }
  return {
    countStatuses,
    countIssues,
    allIssuesTotal: countIssues.ERROR + countIssues.WARNING + countIssues.INFO,
  };
}

export async function hasAnyListing(db: Kysely<Database>, key: SellerKey): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('sku')
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findListing(db: Kysely<Database>, key: SellerKey, sku: string) {
  return db
    .selectFrom('listings as l')
    .innerJoin('brands as b', 'b.brand_code', 'l.brand_code')
    .selectAll('l')
    .select(['b.name as brand_name', sql<number>`cardinality(l.child_asins)`.as('child_count')])
    .where('l.seller_id', '=', key.sellerId)
    .where('l.marketplace_id', '=', key.marketplaceId)
    .where('l.sku', '=', sku)
    .executeTakeFirst();
}

export function findSubmission(db: Kysely<Database>, key: SellerKey, sku: string) {
  return db
    .selectFrom('listing_submissions')
    .selectAll()
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', '=', sku)
    .executeTakeFirst();
}

export function reflectionHistory(db: Kysely<Database>, key: SellerKey, sku: string) {
  return db
    .selectFrom('listing_reflection_events')
    .select(['submission_id', 'event', 'field_group', 'at'])
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', '=', sku)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function recentlyReflected(db: Kysely<Database>, key: SellerKey) {
  return db
    .selectFrom('listings')
    .select(['sku', 'item_name', 'main_image_link', 'reflected_at'])
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('recently_reflected', '=', true)
    .orderBy('reflected_at', 'desc')
    .limit(50)
    .execute();
}

export async function clearRecentlyReflected(db: Kysely<Database>, key: SellerKey): Promise<void> {
  await db
    .updateTable('listings')
    .set({ recently_reflected: false })
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('recently_reflected', '=', true)
    .execute();
}

/** Submissions with their listing's state, newest first. */
export function submissionsPage(db: Kysely<Database>, key: SellerKey, page: number, pageSize: number) {
  return db
    .selectFrom('listing_submissions as s')
    .innerJoin('listings as l', (j) =>
      j
        .onRef('l.seller_id', '=', 's.seller_id')
        .onRef('l.marketplace_id', '=', 's.marketplace_id')
        .onRef('l.sku', '=', 's.sku'),
    )
    .select(['s.sku', 's.submitted_at', 's.groups', 'l.reflecting_state'])
    .where('s.seller_id', '=', key.sellerId)
    .where('s.marketplace_id', '=', key.marketplaceId)
    .orderBy('s.submitted_at', 'desc')
    .orderBy('s.sku', 'asc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
}

export async function countSubmissions(db: Kysely<Database>, key: SellerKey): Promise<number> {
  const row = await db
    .selectFrom('listing_submissions as s')
    .innerJoin('listings as l', (j) =>
      j
        .onRef('l.seller_id', '=', 's.seller_id')
        .onRef('l.marketplace_id', '=', 's.marketplace_id')
        .onRef('l.sku', '=', 's.sku'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.seller_id', '=', key.sellerId)
    .where('s.marketplace_id', '=', key.marketplaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function deprecated(db: Kysely<Database>, key: SellerKey, search: string | undefined) {
  let q = db
    .selectFrom('listings')
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('variation_theme_deprecated', '=', true);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('sku', 'ilike', like), eb('asin', 'ilike', like)]));
  }
  return q;
}

export async function deprecatedThemesPage(
  db: Kysely<Database>,
  key: SellerKey,
  search: string | undefined,
  page: number,
  pageSize: number,
) {
  const [rows, count] = await Promise.all([
    deprecated(db, key, search)
      .select(['sku', 'asin', 'product_type', 'variation_theme', 'parent_sku', 'parentage_level'])
      .orderBy('sku')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    deprecated(db, key, search)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** Whether a listings sync of this seller was queued since `since` (REFETCH's once a minute). */
export async function syncQueuedSince(db: Kysely<Database>, key: SellerKey, since: Date): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from jobs
    where kind = 'listings-sync' and payload->>'sellerId' = ${key.sellerId}
      and payload->>'marketplaceId' = ${key.marketplaceId} and created_at > ${since.toISOString()}
    limit 1`.execute(db);
  return rows.length > 0;
}
