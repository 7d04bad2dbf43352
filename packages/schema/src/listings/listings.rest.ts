import { z } from 'zod';
import {
  DEFAULT_LISTING_ARCHIVED_FILTER,
  DEFAULT_LISTING_VARIATION_FILTER,
  DEFAULT_LISTINGS_PAGE_SIZE,
  LISTING_ARCHIVED_FILTERS,
  LISTING_SECTIONS,
  LISTING_STATUSES,
  LISTING_VARIATION_FILTERS,
  REFLECTION_DASHBOARD_SIZE,
} from '../constants/listings.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import {
  integerParam,
  listParam,
  marketplaceIdShape,
  nullableString,
  sortOrderShape,
} from '../rest/shapes.ts';

const id = (description: string) => z.string().trim().min(1, 'is required').max(200).meta({ description });
const sellerKey = {
  marketplace_id: marketplaceIdShape.meta({ description: 'Amazon marketplace id.' }),
  seller_id: id('Selling partner id.'),
};
const skuParam = z.string().trim().min(1, 'is required').max(200).meta({ description: 'Seller SKU.' });

export const listingIssueShape = z
  .object({
    code: z.string(),
    message: z.string(),
    severity: z.enum(['ERROR', 'WARNING', 'INFO', 'NONE']),
    categories: z.array(z.string()),
    attributeNames: z.array(z.string()),
    enforcements: z.array(z.string()).meta({ description: 'LISTING_SUPPRESSED, SEARCH_SUPPRESSED, …' }),
  })
  .meta({ id: 'ListingIssue' });

export const listingRowShape = z
  .object({
    sku: z.string(),
    asin: nullableString,
    marketplace_id: z.string(),
    seller_id: z.string(),
    brand_code: z.string(),
    brand_name: z.string(),
    itemName: nullableString,
    productType: z.string(),
    status: z.enum(LISTING_STATUSES),
    archived: z.boolean(),
    issues: z.array(listingIssueShape),
    mainImage: nullableString,
    lastUpdatedDate: z.iso.datetime({ offset: true }),
    version: z.number().int(),
    isParent: z.boolean(),
    isChild: z.boolean(),
    parent_asin: nullableString,
    child_asins: z.array(z.string()),
    parent_sku: nullableString,
    parentage_level: nullableString,
    variation_theme: nullableString,
    reflectingState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    childCount: z.number().int().meta({ description: 'Children of a parent (group-by mode).' }),
  })
  .meta({ id: 'ListingRow' });

const filterQuery = {
  ...sellerKey,
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Part of a SKU, ASIN or title, any case.' }),
  statuses: listParam(4, 20)
    .pipe(z.array(z.enum(LISTING_STATUSES)))
    .optional(),
  archived: z.enum(LISTING_ARCHIVED_FILTERS).default(DEFAULT_LISTING_ARCHIVED_FILTER),
  variation: z.enum(LISTING_VARIATION_FILTERS).default(DEFAULT_LISTING_VARIATION_FILTER),
  atRisk: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only listings an issue suppresses (LISTING_SUPPRESSED or SEARCH_SUPPRESSED).' }),
  groupBy: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Parents and standalone listings only.' }),
  parentSku: z.string().trim().max(200).optional().meta({ description: 'The children of this parent.' }),
};

const LISTING_SORT_FIELDS = ['sku', 'asin', 'itemName', 'productType', 'status', 'lastUpdatedDate'] as const;

const countsShape = z.object({
  countIssues: z.object({ ERROR: z.number().int(), WARNING: z.number().int(), INFO: z.number().int() }),
  countStatuses: z.object({
    BUYABLE: z.number().int(),
    DISCOVERABLE: z.number().int(),
    ERROR: z.number().int(),
    WARNING: z.number().int(),
  }),
  allIssuesTotal: z.number().int(),
});

export const differenceShape = z
  .object({
    kind: z.enum(['N', 'D', 'E', 'A']),
    group: z.enum(LISTING_SECTIONS),
    path: z.array(z.string()),
    lhs: z.unknown(),
    rhs: z.unknown(),
    listingImageKey: nullableString,
    listingImageUrl: nullableString,
    catalogItemImageUrl: nullableString,
  })
  .meta({ id: 'ListingDifference' });

const groupStatesShape = z.object(
  Object.fromEntries(LISTING_SECTIONS.map((g) => [g, z.boolean()])) as Record<
    (typeof LISTING_SECTIONS)[number],
    z.ZodBoolean
  >,
);

export const reflectionRecordShape = z
  .object({
    seller_sku: z.string(),
    marketplace_id: z.string(),
    seller_id: z.string(),
    reflectingState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    matches: groupStatesShape,
  })
  .meta({ id: 'ReflectionRecord' });

export const reflectionEventShape = z
  .object({
    submissionId: z.string(),
    event: z.enum(['submitted', 'accepted', 'group-reflected', 'failed', 'reflected']),
    group: z.enum(LISTING_SECTIONS).nullable(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ReflectionEvent' });

const recentShape = z
  .object({
    sku: z.string(),
    itemName: nullableString,
    mainImage: nullableString,
    reflectedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'RecentlyReflected' });

/** Spec 3 §7 'Listings' calls (the listing editor's are the next issue's). */
export const listingsContract = defineContract({
  items: defineRoute({
    method: 'get',
    path: '/amazon-listings/items',
    operationId: 'listingsItems',
    summary: 'A page of a seller’s listings with their issue and status counts',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({
      ...filterQuery,
      page: integerParam(0, 100_000).default(0).meta({ description: 'Zero-based.' }),
      pageSize: integerParam(1, 200).default(DEFAULT_LISTINGS_PAGE_SIZE),
      sortField: z.enum(LISTING_SORT_FIELDS).default('sku'),
      sortOrder: sortOrderShape.default('asc'),
    }),
    responses: {
      200: {
        // The number of matching listings is its own call (total-count), as spec 3 §7 has it: the
        // page shows its rows when only the count fails ('Unable get listings count.').
        description: 'One page and the issue and status counts.',
        schema: z.object({ rows: z.array(listingRowShape) }).extend(countsShape.shape),
      },
    },
    errors: { 404: 'No listings have been loaded for this seller and marketplace.' },
  }),
  totalCount: defineRoute({
    method: 'get',
    path: '/amazon-listings/total-count',
    operationId: 'listingsTotalCount',
    summary: 'How many listings match the filters',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object(filterQuery),
    responses: { 200: { description: 'The count.', schema: z.object({ count: z.number().int() }) } },
  }),
  itemDetail: defineRoute({
    method: 'get',
    path: '/amazon-listings/item-detail',
    operationId: 'listingItemDetail',
    summary: 'One listing with its attributes, issues and summaries',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({ ...sellerKey, sku: skuParam }),
    responses: {
      200: {
        description: 'The listing.',
        schema: listingRowShape.extend({
          attributes: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
          summaries: z.array(z.record(z.string(), z.unknown())),
        }),
      },
    },
    errors: { 404: 'No such listing.' },
  }),
  deleteItem: defineRoute({
    method: 'delete',
    path: '/amazon-listings/item',
    operationId: 'deleteListingItem',
    summary: 'Delete a listing on the marketplace; the row goes once Amazon has processed it',
    tag: 'listings',
    access: { permission: 'listings.delete' },
    query: z.object({ ...sellerKey, seller_sku: skuParam }),
    responses: {
      200: {
        description: 'The marketplace’s answer to the deletion.',
        schema: z.object({ status: z.enum(['ACCEPTED', 'INVALID', 'VALID']), submissionId: z.string() }),
      },
    },
    errors: { 404: 'No such listing.' },
  }),
  fetch: defineRoute({
    method: 'post',
    path: '/amazon-listings/fetch',
    operationId: 'refetchListings',
    summary: 'Queue a refetch of a seller’s listings (once a minute per seller and marketplace)',
    tag: 'listings',
    access: { permission: 'listings.refetch' },
    body: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      isNewUser: z.boolean().optional(),
    }),
    responses: {
      202: {
        description: 'Queued.',
        schema: z.object({ result: z.string(), jobId: z.string() }),
      },
    },
    errors: { 429: 'A refetch of this seller was queued less than a minute ago.' },
  }),
  checkIfReflected: defineRoute({
    method: 'get',
    path: '/amazon-listings/check-if-reflected',
    operationId: 'checkIfReflected',
    summary: 'The differences between what was submitted and what Amazon displays, per field group',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({ ...sellerKey, seller_sku: skuParam }),
    responses: {
      200: {
        description: 'The differences and the submission’s history.',
        schema: z.object({
          reflectingState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
          filteredDifferences: z.array(differenceShape),
          submittedAt: z.iso.datetime({ offset: true }).nullable(),
          history: z.array(reflectionEventShape),
        }),
      },
    },
    errors: { 404: 'No such listing.' },
  }),
  recentlyReflected: defineRoute({
    method: 'get',
    path: '/amazon-listings/recently-reflected',
    operationId: 'recentlyReflected',
    summary: 'Listings whose submitted changes Amazon now displays, not yet acknowledged',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object(sellerKey),
    responses: { 200: { description: 'The listings.', schema: z.object({ rows: z.array(recentShape) }) } },
  }),
  clearRecentlyReflected: defineRoute({
    method: 'delete',
    path: '/amazon-listings/recently-reflected',
    operationId: 'clearRecentlyReflected',
    summary: 'Acknowledge the recently reflected listings (the congratulation dialog was closed)',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object(sellerKey),
    responses: { 204: { description: 'Cleared.', empty: true } },
  }),
  reflectionDashboard: defineRoute({
    method: 'get',
    path: '/amazon-listings/reflection-dashboard',
    operationId: 'reflectionDashboard',
    summary: `The ${REFLECTION_DASHBOARD_SIZE} most recent submissions and their reflection`,
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object(sellerKey),
    responses: {
      200: {
        description: 'Newest first.',
        schema: z.object({
          rows: z.array(
            z.object({
              sku: z.string(),
              submittedAt: z.iso.datetime({ offset: true }),
              reflectingState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
              matches: groupStatesShape,
            }),
          ),
        }),
      },
    },
  }),
  reflectionData: defineRoute({
    method: 'get',
    path: '/amazon-listings/reflection-data',
    operationId: 'reflectionData',
    summary: 'Reflection per field group of every listing with a submission',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({
      ...sellerKey,
      page: integerParam(0, 100_000).default(0),
      pageSize: integerParam(1, 100).default(10),
    }),
    responses: {
      200: {
        description: 'One page.',
        schema: z.object({ rows: z.array(reflectionRecordShape), count: z.number().int() }),
      },
    },
  }),
  deprecatedVariationThemes: defineRoute({
    method: 'get',
    path: '/amazon-listings/deprecated-variation-themes',
    operationId: 'deprecatedVariationThemes',
    summary: 'Listings on a variation theme their product type has deprecated',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({
      ...sellerKey,
      search: z.string().trim().max(200).optional(),
      page: integerParam(0, 100_000).default(0),
      pageSize: integerParam(1, 100).default(10),
    }),
    responses: {
      200: {
        description: 'One page.',
        schema: z.object({
          rows: z.array(
            z.object({
              sku: z.string(),
              asin: nullableString,
              productType: z.string(),
              variationTheme: z.string(),
              parentSku: nullableString,
              parentageLevel: nullableString,
            }),
          ),
          count: z.number().int(),
        }),
      },
    },
  }),
});
