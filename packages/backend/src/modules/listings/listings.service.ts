import {
  LISTING_SECTIONS,
  LISTINGS_MESSAGES,
  REFETCH_THROTTLE_SECONDS,
  REFLECTION_DASHBOARD_SIZE,
} from '@portal/schema';
import type { listingsContract, RouteAnswerBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { CatalogItem, ListingAttributes } from '../../connectors/listings/listings-connector.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { recordActivity, UNKNOWN_SELLER_MESSAGE } from '../activity/activity.service.ts';
import type { Principal } from '../auth/principal.ts';
import { assertSellerVisible } from '../marketplaces/marketplaces.service.ts';
import {
  clearRecentlyReflected,
  countListings,
  countSubmissions,
  deprecatedThemesPage,
  findListing,
  findSubmission,
  hasAnyListing,
  type ListingsFilter,
  listingCounts,
  listingsPage,
  recentlyReflected,
  reflectionHistory,
  submissionsPage,
  syncQueuedSince,
} from './listings.repository.ts';
import { compareWithCatalog } from './reflection/compare.ts';
import type { FieldGroup } from './reflection/field-groups.ts';
import { listingsSyncJob } from './sync/listings-sync.job.ts';
import type { SellerKey } from './sync/store-listings.ts';

type Row = RouteAnswerBody<typeof listingsContract.items>['rows'][number];
type State = 0 | 1 | 2;

const iso = (value: unknown): string => new Date(value as string).toISOString();
const state = (value: number): State => (value === 0 || value === 2 ? value : 1);

/** The brand that owns this seller and marketplace (403 when the caller may not see it). */
/** The seller's brand rooms; 403 for another brand's seller, 404 (staff) for a seller nobody authorized. */
async function visibleSeller(ctx: AppContext, principal: Principal, key: SellerKey): Promise<string[]> {
  const rooms = await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  if (rooms.length === 0) throw notFound(UNKNOWN_SELLER_MESSAGE);
  return rooms;
}

function toRow(r: Awaited<ReturnType<typeof listingsPage>>[number]): Row {
  return {
    sku: r.sku,
    asin: r.asin,
    marketplace_id: r.marketplace_id,
    seller_id: r.seller_id,
    brand_code: r.brand_code,
    brand_name: r.brand_name,
    itemName: r.item_name,
    productType: r.product_type,
    status: r.status as Row['status'],
    archived: r.archived,
    issues: r.issues as unknown as Row['issues'],
    mainImage: r.main_image_link,
    lastUpdatedDate: iso(r.last_updated_date),
    version: r.version,
    isParent: r.parentage_level === 'PARENT',
    isChild: r.parentage_level === 'CHILD',
    parent_asin: r.parent_asin,
    child_asins: r.child_asins,
    parent_sku: r.parent_sku,
    parentage_level: r.parentage_level,
    variation_theme: r.variation_theme,
    reflectingState: state(r.reflecting_state),
    childCount: Number(r.child_count),
  };
}

export async function listingsItems(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsContract.items>,
) {
  const key = { sellerId: query.seller_id, marketplaceId: query.marketplace_id };
  await visibleSeller(ctx, principal, key);
  const { page, pageSize, sortField, sortOrder, seller_id: _s, marketplace_id: _m, ...filter } = query;
  const [rows, counts] = await Promise.all([
    listingsPage(ctx.db, key, filter, { page, pageSize, sortField, sortOrder }),
    listingCounts(ctx.db, key),
  ]);
  // Only an empty page can mean "no connection": asked first, it was a round trip on every load.
  if (rows.length === 0 && !(await hasAnyListing(ctx.db, key)))
    throw notFound(LISTINGS_MESSAGES.noConnection);
  return { rows: rows.map(toRow), ...counts };
}

export async function listingsTotal(
  ctx: AppContext,
  principal: Principal,
  key: SellerKey,
  filter: ListingsFilter,
) {
  await visibleSeller(ctx, principal, key);
  return { count: await countListings(ctx.db, key, filter) };
}

export async function itemDetail(ctx: AppContext, principal: Principal, key: SellerKey, sku: string) {
  await visibleSeller(ctx, principal, key);
  const found = await findListing(ctx.db, key, sku);
  if (!found) throw notFound(LISTINGS_MESSAGES.listingNotFound);
  return {
    ...toRow(found),
    attributes: found.attributes as unknown as Record<string, Record<string, unknown>[]>,
    summaries: found.summaries as unknown as Record<string, unknown>[],
  };
}

/**
 * Asks the marketplace to delete the listing; Amazon processes it later, so the row stays until
 * a sync no longer finds it. The activity log records who asked.
 */
export async function deleteItem(ctx: AppContext, principal: Principal, key: SellerKey, sku: string) {
  const rooms = await visibleSeller(ctx, principal, key);
  if (!(await findListing(ctx.db, key, sku))) throw notFound(LISTINGS_MESSAGES.listingNotFound);
  const answer = await ctx.connectors.listings.deleteListingsItem(key, sku);
  await recordActivity(
    ctx,
    key,
    {
      sku,
      type: answer.status === 'ACCEPTED' ? 'listing delete requested' : 'listing delete refused',
      comment: null,
    },
    rooms,
  );
  return { status: answer.status, submissionId: answer.submissionId };
}

/** REFETCH LISTINGS: a full sync queued, at most once a minute per seller and marketplace. */
export async function refetch(ctx: AppContext, principal: Principal, key: SellerKey) {
  const rooms = await visibleSeller(ctx, principal, key);
  const brandCode = principal.brandCode ?? rooms[0];
  if (!brandCode) throw notFound(LISTINGS_MESSAGES.noConnection);
  const owner = await ctx.db
    .selectFrom('authorized_marketplaces')
    .select('brand_code')
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .orderBy('brand_code')
    .executeTakeFirst();
  if (!owner) throw notFound(LISTINGS_MESSAGES.noConnection);
  const since = new Date(Date.now() - REFETCH_THROTTLE_SECONDS * 1000);
  if (await syncQueuedSince(ctx.db, key, since))
    throw new HttpError(429, LISTINGS_MESSAGES.refetchThrottled, {
      'Retry-After': String(REFETCH_THROTTLE_SECONDS),
    });
  const job = await ctx.jobs.enqueue(
    ctx,
    listingsSyncJob.kind,
    { userId: principal.userId, brandCode: principal.brandCode ?? null },
    { ...key, brandCode: owner.brand_code, mode: 'full' },
  );
  return { result: LISTINGS_MESSAGES.refetchAccepted, jobId: job.id };
}

export async function checkIfReflected(ctx: AppContext, principal: Principal, key: SellerKey, sku: string) {
  await visibleSeller(ctx, principal, key);
  const listing = await findListing(ctx.db, key, sku);
  if (!listing) throw notFound(LISTINGS_MESSAGES.listingNotFound);
  const submission = await findSubmission(ctx.db, key, sku);
  const history = await reflectionHistory(ctx.db, key, sku);
  const differences = submission
    ? compareWithCatalog(
        submission.attributes as unknown as ListingAttributes,
        listing.displayed as unknown as CatalogItem | null,
      ).differences
    : [];
  return {
    reflectingState: state(listing.reflecting_state),
    filteredDifferences: differences.map((d) => ({
      kind: d.kind,
      group: d.group,
      path: d.path,
      lhs: d.lhs,
      rhs: d.rhs,
      listingImageKey: d.listingImageKey ?? null,
      listingImageUrl: d.listingImageUrl ?? null,
      catalogItemImageUrl: d.catalogItemImageUrl ?? null,
    })),
    submittedAt: submission ? iso(submission.submitted_at) : null,
    history: history.map((h) => ({
      submissionId: h.submission_id,
      event: h.event as 'submitted',
      group: (h.field_group as FieldGroup | null) ?? null,
      at: iso(h.at),
    })),
  };
}

export async function recentlyReflectedFor(ctx: AppContext, principal: Principal, key: SellerKey) {
  await visibleSeller(ctx, principal, key);
  const rows = await recentlyReflected(ctx.db, key);
  return {
    rows: rows.map((r) => ({
      sku: r.sku,
      itemName: r.item_name,
      mainImage: r.main_image_link,
      reflectedAt: iso(r.reflected_at),
    })),
  };
}

export async function clearRecentlyReflectedFor(ctx: AppContext, principal: Principal, key: SellerKey) {
  await visibleSeller(ctx, principal, key);
  await clearRecentlyReflected(ctx.db, key);
}

const matchesOf = (groups: unknown): Record<FieldGroup, boolean> => {
  const stored = (groups ?? {}) as Partial<Record<FieldGroup, { state: number }>>;
  return Object.fromEntries(LISTING_SECTIONS.map((g) => [g, (stored[g]?.state ?? 1) === 1])) as Record<
    FieldGroup,
    boolean
  >;
};

export async function reflectionDashboard(ctx: AppContext, principal: Principal, key: SellerKey) {
  await visibleSeller(ctx, principal, key);
  const rows = await submissionsPage(ctx.db, key, 0, REFLECTION_DASHBOARD_SIZE);
  return {
    rows: rows.map((r) => ({
      sku: r.sku,
      submittedAt: iso(r.submitted_at),
      reflectingState: state(r.reflecting_state),
      matches: matchesOf(r.groups),
    })),
  };
}

export async function reflectionData(
  ctx: AppContext,
  principal: Principal,
  key: SellerKey,
  page: number,
  pageSize: number,
) {
  await visibleSeller(ctx, principal, key);
  const [rows, count] = await Promise.all([
    submissionsPage(ctx.db, key, page, pageSize),
    countSubmissions(ctx.db, key),
  ]);
  return {
    rows: rows.map((r) => ({
      seller_sku: r.sku,
      marketplace_id: key.marketplaceId,
      seller_id: key.sellerId,
      reflectingState: state(r.reflecting_state),
      matches: matchesOf(r.groups),
    })),
    count,
  };
}

export async function deprecatedThemes(
  ctx: AppContext,
  principal: Principal,
  key: SellerKey,
  search: string | undefined,
  page: number,
  pageSize: number,
) {
  await visibleSeller(ctx, principal, key);
  const { rows, count } = await deprecatedThemesPage(ctx.db, key, search, page, pageSize);
  return {
    rows: rows.map((r) => ({
      sku: r.sku,
      asin: r.asin,
      productType: r.product_type,
      variationTheme: r.variation_theme ?? '',
      parentSku: r.parent_sku,
      parentageLevel: r.parentage_level,
    })),
    count,
  };
}
