import { randomUUID } from 'node:crypto';
import { LISTINGS_BULK_MESSAGES, VARIATION_DATA_SOURCE, type VariationUpdateStatus } from '@portal/schema';
import type { listingsBulkContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { PatchOperation } from '../../connectors/listings/listings-connector.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { validateAttributes } from '../listings/product-types/validate.ts';
import { applyPatches, VARIATION_ATTRIBUTES } from './accepted-patches.ts';
import { queueBulkUpdate } from './listings-bulk.service.ts';
import { type SellerKey, sellerBrand } from './seller.ts';
import { type SkuReview, submissionOutcome } from './submission-outcome.ts';

const PARENT = 'PARENT';
const SEARCH_LIMIT = 20;

interface FamilyRow {
  sku: string;
  asin: string | null;
  product_type: string;
  parent_sku: string | null;
  parentage_level: string | null;
  variation_theme: string | null;
}

const familyColumns = [
  'sku',
  'asin',
  'product_type',
  'parent_sku',
  'parentage_level',
  'variation_theme',
] as const;

/** The brand's listings of these SKUs for the seller and marketplace (another brand's are absent). */
async function rowsOf(
  ctx: AppContext,
  brandCode: string,
  key: SellerKey,
  skus: readonly string[],
): Promise<Map<string, FamilyRow>> {
  if (skus.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('listings')
    .select([...familyColumns])
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', 'in', [...skus])
    .execute();
  return new Map(rows.map((r) => [r.sku, r]));
}

function assertAllKnown(skus: readonly string[], rows: Map<string, FamilyRow>) {
  const unknown = skus.filter((sku) => !rows.has(sku));
  if (unknown.length > 0) throw notFound(`No such listing: ${unknown.slice(0, 5).join(', ')}`);
}

const isParent = (row: FamilyRow) => row.parentage_level === PARENT;

/** GET catalog/load-items-by-sku: the selection's product type, the parents it could use, its families. */
export async function loadItemsBySku(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsBulkContract.loadItemsBySku>,
) {
  const brandCode = await sellerBrand(ctx, principal, query);
  const rows = await rowsOf(ctx, brandCode, query, query.skus);
  assertAllKnown(query.skus, rows);
  const types = new Set([...rows.values()].map((r) => r.product_type));
  if (types.size > 1) throw badRequest(LISTINGS_BULK_MESSAGES.differentProductTypesVariations);
  const families = new Map<string, string[]>();
  for (const row of rows.values()) {
    const parent = isParent(row) ? row.sku : row.parent_sku;
    if (parent) families.set(parent, [...(families.get(parent) ?? []), row.sku]);
  }
  return {
    productType: [...types][0] ?? '',
    parentSkus: [...families.keys()].sort(),
    variationFamiliesWithSkus: [...families.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([parentSku, skus]) => ({ parentSku, skus: skus.sort() })),
  };
}

/** GET amazon-listings/search-by-sku: the brand's parent listings of a product type by SKU. */
export async function searchParentsBySku(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsBulkContract.searchBySku>,
) {
  const brandCode = await sellerBrand(ctx, principal, query);
  const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .selectFrom('listings')
    .select('sku')
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', query.sellerId)
    .where('marketplace_id', '=', query.marketplaceId)
    .where('parentage_level', '=', PARENT)
    .where('product_type', '=', query.selectedProductType)
    .where('sku', 'ilike', pattern)
    .orderBy('sku')
    .limit(SEARCH_LIMIT)
    .execute();
  return { foundSkus: rows.map((r) => r.sku) };
}

async function parentRow(ctx: AppContext, brandCode: string, key: SellerKey, sku: string) {
  const parent = (await rowsOf(ctx, brandCode, key, [sku])).get(sku);
  if (!parent) throw notFound(`No such listing: ${sku}`);
  if (!isParent(parent)) throw badRequest(LISTINGS_BULK_MESSAGES.notAParent(sku));
  return parent;
}

/** GET catalog/load-family-by-parent-sku: the parent's children, and the selected listings outside it. */
export async function loadFamilyByParentSku(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsBulkContract.loadFamilyByParentSku>,
) {
  const brandCode = await sellerBrand(ctx, principal, query);
  const parent = await parentRow(ctx, brandCode, query, query.selectedParentSku);
  const children = await ctx.db
    .selectFrom('listings')
    .select(['sku', 'asin'])
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', query.sellerId)
    .where('marketplace_id', '=', query.marketplaceId)
    .where('parent_sku', '=', parent.sku)
    .orderBy('sku')
    .execute();
  const selected = await rowsOf(ctx, brandCode, query, query.selectedSkus);
  // Free listings: what the user selected that could join this family (not a parent, not in it).
  const nonChildren = [...selected.values()]
    .filter((r) => !isParent(r) && r.parent_sku !== parent.sku && r.product_type === parent.product_type)
    .sort((a, b) => a.sku.localeCompare(b.sku));
  return {
    parentSku: parent.sku,
    children: children.map((c) => ({ sku: c.sku, asin: c.asin, updated: false })),
    nonChildren: nonChildren.map((c) => ({ sku: c.sku, asin: c.asin, updated: false })),
  };
}

/** The patches that make a listing a child of the parent, or free it. */
export function variationPatches(
  marketplaceId: string,
  parent: { sku: string; variation_theme: string | null } | null,
): PatchOperation[] {
  if (!parent)
    return VARIATION_ATTRIBUTES.map((name) => ({ op: 'delete' as const, path: `/attributes/${name}` }));
  return [
    {
      op: 'replace',
      path: '/attributes/parentage_level',
      value: [{ value: 'child', marketplace_id: marketplaceId }],
    },
    {
      op: 'replace',
      path: '/attributes/child_parent_sku_relationship',
      value: [
        { child_relationship_type: 'variation', parent_sku: parent.sku, marketplace_id: marketplaceId },
      ],
    },
    ...(parent.variation_theme
      ? [
          {
            op: 'replace' as const,
            path: '/attributes/variation_theme',
            value: [{ name: parent.variation_theme, marketplace_id: marketplaceId }],
          },
        ]
      : []),
  ];
}

type Answer = {
  status: VariationUpdateStatus;
  skusToReview: SkuReview[];
  message: string;
  bulkUpdateId: string | null;
};

/**
 * The portal's validator over each moved listing as it would be: only the issues of the variation
 * attributes count (a listing's other, older issues are not this change's to fix).
 */
async function preSubmissionIssues(
  ctx: AppContext,
  brandCode: string,
  key: SellerKey,
  productType: string,
  changes: { sku: string; patches: PatchOperation[] }[],
): Promise<Answer['skusToReview']> {
  const definition = await ctx.connectors.listings.getDefinitionsProductType(key, productType);
  if (!definition) return [];
  const rows = await ctx.db
    .selectFrom('listings')
    .select(['sku', 'attributes'])
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where(
      'sku',
      'in',
      changes.map((c) => c.sku),
    )
    .execute();
  const attributesOf = new Map(
    rows.map((r) => [r.sku, r.attributes as Record<string, Record<string, unknown>[]>]),
  );
  const review: Answer['skusToReview'] = [];
  for (const change of changes) {
    const attributes = applyPatches(attributesOf.get(change.sku) ?? {}, change.patches);
    const issues = (await validateAttributes(definition, attributes)).filter((i) =>
      [...i.attributeNames, i.fieldName.split('.')[0] ?? ''].some((n) =>
        (VARIATION_ATTRIBUTES as readonly string[]).includes(n),
      ),
    );
    if (issues.length > 0)
      review.push({
        sku: change.sku,
        issues: issues.map((i) => ({
          code: i.code,
          message: i.message,
          severity: 'ERROR',
          attributeNames: i.attributeNames,
        })),
      });
  }
  return review;
}

/**
 * POST amazon-listings/update-variation-family: the listings moved in the dialog (updated) become
 * the parent's children or free listings. They go as one bulk submission (a JSON_LISTINGS_FEED,
 * throttled and asynchronous like every bulk change); the answer waits a while for Amazon's
 * per-SKU outcome. The local rows change when the job reads an accepted outcome.
 */
export async function updateVariationFamily(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof listingsBulkContract.updateVariationFamily>,
): Promise<Answer> {
  const brandCode = await sellerBrand(ctx, principal, body);
  const key: SellerKey = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  const parent = await parentRow(ctx, brandCode, key, body.selectedParentSku);
  const family = body.selectedFamily;
  const joining = family.children.filter((c) => c.updated).map((c) => c.sku);
  const leaving = family.nonChildren.filter((c) => c.updated).map((c) => c.sku);
  const named = [...new Set([...joining, ...leaving])];
  const rows = await rowsOf(ctx, brandCode, key, named);
  assertAllKnown(named, rows);
  const types = new Set([
    parent.product_type,
    body.selectedProductType,
    ...named.map((s) => rows.get(s)?.product_type),
  ]);
  if (types.size > 1) throw badRequest(LISTINGS_BULK_MESSAGES.differentProductTypesVariations);
  const parentJoining = joining.find(
    (sku) => rows.get(sku)?.parentage_level === PARENT || sku === parent.sku,
  );
  if (parentJoining) throw badRequest(LISTINGS_BULK_MESSAGES.parentCannotBeChild(parentJoining));
  // Only real changes: a listing moved there and back again, or already where it is asked to be, is not sent.
  const changes = [
    ...joining
      .filter((sku) => rows.get(sku)?.parent_sku !== parent.sku)
      .map((sku) => ({ sku, patches: variationPatches(key.marketplaceId, parent) })),
    ...leaving
      .filter((sku) => rows.get(sku)?.parent_sku === parent.sku)
      .map((sku) => ({ sku, patches: variationPatches(key.marketplaceId, null) })),
  ];
  if (changes.length === 0) throw badRequest(LISTINGS_BULK_MESSAGES.noChanges);
  if (!body.skipPreSubmissionValidation) {
    const review = await preSubmissionIssues(ctx, brandCode, key, parent.product_type, changes);
    if (review.length > 0)
      return {
        status: 'INVALID',
        skusToReview: review,
        message: LISTINGS_BULK_MESSAGES.variationReview,
        bulkUpdateId: null,
      };
  }
  const bulkUpdateId = randomUUID();
  await queueBulkUpdate(ctx, principal, {
    bulkUpdateId,
    brandCode,
    key,
    dataSource: VARIATION_DATA_SOURCE,
    items: changes.map((c) => ({ ...c, productType: parent.product_type })),
  });
  const { refused, ...outcome } = await submissionOutcome(ctx, brandCode, bulkUpdateId, {
    accepted: LISTINGS_BULK_MESSAGES.variationUpdated,
    review: LISTINGS_BULK_MESSAGES.variationReview,
    slow: LISTINGS_BULK_MESSAGES.variationSlow,
  });
  return { ...outcome, skusToReview: refused };
}
