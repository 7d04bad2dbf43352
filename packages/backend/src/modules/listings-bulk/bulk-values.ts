import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ValidationIssue, validateAttributes } from '../listings/product-types/validate.ts';
import type { SellerKey } from './seller.ts';

type Attributes = Record<string, Record<string, unknown>[]>;

/** SKUs a refusal names in full; the rest are counted. */
const NAMED_SKUS = 10;

export interface BulkValues {
  seller_sku: string;
  attributesToSubmit: Attributes;
  touchedAttributes: string[];
}

/** A bulk submission refused for its values: each SKU's problems, in words (400). */
export class BulkValuesRefused extends HttpError {
  constructor(readonly skus: { sku: string; issues: ValidationIssue[] }[]) {
    const named = skus
      .slice(0, NAMED_SKUS)
      .map(({ sku, issues }) => `${sku}: ${issues.map((i) => i.message).join(' ')}`)
      .join(' ');
    const more = skus.length > NAMED_SKUS ? ` …and ${skus.length - NAMED_SKUS} more listings.` : '';
    super(400, `${LISTINGS_BULK_MESSAGES.bulkValuesInvalid} ${named}${more}`);
  }
}

/**
 * Each SKU's problems with a bulk submission's values, by the product type's definition and the
 * listing editor's validator (ADR 0606). Each SKU is checked on the attributes it changes only (its
 * other attributes are not this change's to fix, as with variation families); identical changes
 * (a filled column, a bulk edit v1 value) are validated once.
 */
export async function bulkValueIssues(
  ctx: AppContext,
  key: SellerKey,
  productType: string,
  listings: readonly BulkValues[],
): Promise<{ sku: string; issues: ValidationIssue[] }[]> {
  const definition = await ctx.connectors.listings.getDefinitionsProductType(key, productType);
  if (!definition) return [];
  const seen = new Map<string, ValidationIssue[]>();
  const refused: { sku: string; issues: ValidationIssue[] }[] = [];
  for (const listing of listings) {
    const touched =
      listing.touchedAttributes.length > 0
        ? listing.touchedAttributes
        : Object.keys(listing.attributesToSubmit);
    const changed: Attributes = {};
    for (const name of touched) {
      const value = listing.attributesToSubmit[name];
      // An emptied attribute is deleted: absent, so a required one is reported as missing.
      if (value && value.length > 0) changed[name] = value;
    }
    const id = JSON.stringify([touched, changed]);
    let issues = seen.get(id);
    if (!issues) {
      issues = (await validateAttributes(definition, changed)).filter((i) =>
        [...i.attributeNames, i.fieldName.split('.')[0] ?? ''].some((n) => touched.includes(n)),
      );
      seen.set(id, issues);
    }
    if (issues.length > 0) refused.push({ sku: listing.seller_sku, issues });
  }
  return refused;
}

/**
 * Refuses a bulk submission whose values the product type does not accept, before anything is
 * recorded or sent: one refused SKU refuses the submission, so none is half-applied.
 */
export async function refuseInvalidBulkValues(
  ctx: AppContext,
  key: SellerKey,
  productType: string,
  listings: readonly BulkValues[],
): Promise<void> {
  const refused = await bulkValueIssues(ctx, key, productType, listings);
  if (refused.length > 0) throw new BulkValuesRefused(refused);
}
