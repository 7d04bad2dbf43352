import { randomUUID } from 'node:crypto';
import { LISTINGS_BULK_MESSAGES, type VariationUpdateStatus } from '@portal/schema';
import type { listingsBulkContract, RouteBody } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { bulkValueIssues } from './bulk-values.ts';
import { patchesOf, queueBulkUpdate } from './listings-bulk.service.ts';
import { type SellerKey, sellerBrand } from './seller.ts';
import { type SkuReview, submissionOutcome } from './submission-outcome.ts';

type Body = RouteBody<typeof listingsBulkContract.bulkEdit>;
type Item = Body['listingsData'][number];

interface Answer {
  status: VariationUpdateStatus;
  submissionResponses: SkuReview[];
  message: string;
  bulkUpdateId: string | null;
}

/** The one seller and marketplace of the items: the dialog edits one table's listings at a time. */
function sellerOf(items: readonly Item[]): SellerKey {
  const [first] = items;
  if (!first) throw badRequest(LISTINGS_BULK_MESSAGES.bulkEditTooFew);
  const key = { sellerId: first.seller_id, marketplaceId: first.marketplace_id };
  if (items.some((i) => i.seller_id !== key.sellerId || i.marketplace_id !== key.marketplaceId))
    throw badRequest(LISTINGS_BULK_MESSAGES.bulkEditOneSeller);
  return key;
}

/**
 * The items as the brand's listings: each SKU once (the last item of a SKU wins, as a table edited
 * twice would), known, and all of one product type. The product type is the portal's record, not
 * the item's word for it.
 */
async function listingsOf(ctx: AppContext, brandCode: string, key: SellerKey, items: readonly Item[]) {
  const bySku = new Map(items.map((i) => [i.seller_sku, i]));
  const rows = await ctx.db
    .selectFrom('listings')
    .select(['sku', 'product_type'])
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', 'in', [...bySku.keys()])
    .execute();
  const typeOf = new Map(rows.map((r) => [r.sku, r.product_type]));
  const unknown = [...bySku.keys()].filter((sku) => !typeOf.has(sku));
  if (unknown.length > 0) throw notFound(`No such listing: ${unknown.slice(0, 5).join(', ')}`);
  const types = new Set([...typeOf.values(), ...[...bySku.values()].map((i) => i.productType)]);
  if (types.size > 1) throw badRequest(LISTINGS_BULK_MESSAGES.differentProductTypes);
  const [productType = ''] = types;
  if (bySku.size < 2) throw badRequest(LISTINGS_BULK_MESSAGES.bulkEditTooFew);
  return { productType, items: [...bySku.values()] };
}

/**
 * POST amazon-listings/bulk-edit (bulk edit v1, spec 3 §4 and §5): one attribute of each listing set
 * to the dialog's value. The values are checked against the product type's definition first
 * (INVALID with each SKU's issues, nothing sent); then the change goes as one bulk submission (a
 * JSON_LISTINGS_FEED, throttled and asynchronous like every bulk change) and the answer waits a
 * while for Amazon's per-SKU outcome, as the variation family update does.
 */
export async function bulkEditV1(ctx: AppContext, principal: Principal, body: Body): Promise<Answer> {
  const key = sellerOf(body.listingsData);
  const brandCode = await sellerBrand(ctx, principal, key);
  const { productType, items } = await listingsOf(ctx, brandCode, key, body.listingsData);
  const values = items.map((i) => ({
    seller_sku: i.seller_sku,
    attributesToSubmit: { [i.attributeKeyToUpdate]: i.updatedValues },
    touchedAttributes: [i.attributeKeyToUpdate],
  }));
  const refused = await bulkValueIssues(ctx, key, productType, values);
  if (refused.length > 0)
    return {
      status: 'INVALID',
      submissionResponses: refused.map(({ sku, issues }) => ({
        sku,
        issues: issues.map((i) => ({
          code: i.code,
          message: i.message,
          severity: 'ERROR',
          attributeNames: i.attributeNames,
        })),
      })),
      message: LISTINGS_BULK_MESSAGES.bulkEditFailed,
      bulkUpdateId: null,
    };
  const bulkUpdateId = randomUUID();
  await queueBulkUpdate(ctx, principal, {
    bulkUpdateId,
    brandCode,
    key,
    dataSource: 'bulk-edit',
    items: values.map((v) => ({ sku: v.seller_sku, productType, patches: patchesOf(v) })),
  });
  const { refused: amazonRefused, ...outcome } = await submissionOutcome(ctx, brandCode, bulkUpdateId, {
    accepted: LISTINGS_BULK_MESSAGES.bulkUpdated,
    review: LISTINGS_BULK_MESSAGES.bulkEditFailed,
    slow: LISTINGS_BULK_MESSAGES.bulkEditSlow,
  });
  return { ...outcome, submissionResponses: amazonRefused };
}
