import { changedAttributeKeys, FREE_PARENT_SKU, LISTINGS_MESSAGES } from '@portal/schema';
import type { listingEditorContract, RouteAnswerBody, RouteBody } from '@portal/schema/rest';
import type { AppContext } from '../../../app-context.ts';
import { ConnectorError } from '../../../connectors/connector-errors.ts';
import type { ListingAttributes } from '../../../connectors/listings/listings-connector.ts';
import type { ProductTypeDefinition } from '../../../connectors/listings/product-types/definition.ts';
import { HttpError, notFound } from '../../../http/http-error.ts';
import { recordActivity, UNKNOWN_SELLER_MESSAGE } from '../../activity/activity.service.ts';
import type { Principal } from '../../auth/principal.ts';
import { assertSellerVisible } from '../../marketplaces/marketplaces.service.ts';
import { findListing } from '../listings.repository.ts';
import { fieldDefinitions } from '../product-types/field-definitions.ts';
import { type ValidationIssue, validateAttributes } from '../product-types/validate.ts';
import type { SellerKey } from '../sync/store-listings.ts';
import { listingSubmitJob } from './listing-submit.job.ts';
import { findVersion, insertVersion, listVersions, type VersionKind } from './versions.repository.ts';

type Contract = typeof listingEditorContract;
type SubmissionAnswer = RouteAnswerBody<Contract['update']>;

async function visibleSeller(ctx: AppContext, principal: Principal, key: SellerKey): Promise<string[]> {
  const rooms = await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  if (rooms.length === 0) throw notFound(UNKNOWN_SELLER_MESSAGE);
  return rooms;
}

async function definitionOf(
  ctx: AppContext,
  key: SellerKey,
  productType: string,
  sku = '',
): Promise<ProductTypeDefinition> {
  const definition = await ctx.connectors.listings.getDefinitionsProductType(key, productType);
  if (!definition) throw notFound(LISTINGS_MESSAGES.productTypeFieldsFailed(sku, productType));
  return definition;
}

export async function productTypes(ctx: AppContext, principal: Principal, key: SellerKey, keywords?: string) {
  await visibleSeller(ctx, principal, key);
  const found = await ctx.connectors.listings.searchDefinitionsProductTypes(key, keywords);
  return { productTypesInMarketplace: found.map((p) => ({ name: p.name, displayName: p.displayName })) };
}

export async function productTypeFields(
  ctx: AppContext,
  principal: Principal,
  key: SellerKey,
  productType: string,
) {
  await visibleSeller(ctx, principal, key);
  const definition = await definitionOf(ctx, key, productType);
  return {
    listingFieldDefinitions: fieldDefinitions(definition),
    propertyGroups: Object.entries(definition.propertyGroups).map(([name, g]) => ({ name, title: g.title })),
    locale: definition.locale,
  };
}

export async function validate(ctx: AppContext, principal: Principal, body: RouteBody<Contract['validate']>) {
  const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  await visibleSeller(ctx, principal, key);
  const issues = await validateAttributes(
    await definitionOf(ctx, key, body.productType, body.sku),
    body.attributes,
  );
  return {
    validationResults: { issues },
    issuesBySku: body.sku && issues.length ? { [body.sku]: issues } : {},
  };
}

const answer = (a: Partial<SubmissionAnswer> & Pick<SubmissionAnswer, 'status'>): SubmissionAnswer => ({
  version: null,
  parentSkuChanged: false,
  issuesBySku: {},
  validationSubmissionError: null,
  ...a,
});

const parentOf = (attributes: ListingAttributes): string | null => {
  const parent = attributes.child_parent_sku_relationship?.[0]?.parent_sku;
  return typeof parent === 'string' ? parent : null;
};

interface Submission {
  kind: VersionKind;
  key: SellerKey;
  sku: string;
  productType: string;
  attributes: ListingAttributes;
  before: ListingAttributes;
  /** The keys the form says it changed (update); otherwise every difference. */
  changedKeys?: string[];
  revertsVersion?: number;
  skipValidation?: boolean;
  skipSpApi?: boolean;
  skipSubmission?: boolean;
}

/**
 * Validation (the portal's validator, then the marketplace's VALIDATION_PREVIEW) unless forced,
 * then a version recorded and its submission queued (ADR 0431). The answer follows spec 3 §4
 * 'Update result': ACCEPTED with the new version, INVALID with issues, a submission error's
 * message, or no status the page knows (nothing changed: 'No differences detected…').
 */
async function submit(ctx: AppContext, principal: Principal, s: Submission): Promise<SubmissionAnswer> {
  const rooms = await visibleSeller(ctx, principal, s.key);
  const attributes = structuredClone(s.attributes);
  let parentSkuChanged = false;
  if (parentOf(attributes) === FREE_PARENT_SKU) {
    // 'none' frees the listing from its family.
    delete attributes.child_parent_sku_relationship;
    delete attributes.parentage_level;
  }
  if (parentOf(attributes) !== parentOf(s.before)) parentSkuChanged = s.kind !== 'create';
  const differences = changedAttributeKeys(s.before, attributes);
  const changedKeys =
    s.kind === 'update' && s.changedKeys
      ? [
          ...new Set([
            ...s.changedKeys.filter((k) => differences.includes(k)),
            ...(parentSkuChanged
              ? differences.filter((k) => k === 'child_parent_sku_relationship' || k === 'parentage_level')
              : []),
          ]),
        ]
      : differences;
  changedKeys.sort();
  if (s.kind !== 'create' && s.kind !== 'change-product-type' && changedKeys.length === 0)
    return answer({ status: 'VALID' });
  const invalid = (issues: ValidationIssue[]) =>
    answer({ status: 'INVALID', issuesBySku: { [s.sku]: issues } });
  if (!s.skipValidation) {
    const definition = await definitionOf(ctx, s.key, s.productType, s.sku);
    const issues = await validateAttributes(definition, attributes);
    if (issues.length > 0) return invalid(issues);
    if (!s.skipSpApi) {
      try {
        const preview = await ctx.connectors.listings.putListingsItem(
          s.key,
          s.sku,
          { productType: s.productType, requirements: 'LISTING', attributes },
          { mode: 'VALIDATION_PREVIEW' },
        );
        if (preview.status === 'INVALID')
          return invalid(
            preview.issues.map((i) => ({
              message: i.message,
              code: i.code,
              attributeNames: i.attributeNames ?? [],
              fieldName: i.attributeNames?.[0] ?? '',
            })),
          );
      } catch (error) {
        if (error instanceof ConnectorError)
          return answer({ status: 'INVALID', validationSubmissionError: { message: error.message } });
        throw error;
      }
    }
  }
  if (s.skipSubmission) return answer({ status: 'VALID' });
  const owner = await ctx.db
    .selectFrom('authorized_marketplaces')
    .select('brand_code')
    .where('seller_id', '=', s.key.sellerId)
    .where('marketplace_id', '=', s.key.marketplaceId)
    .orderBy('brand_code')
    .executeTakeFirst();
  if (!owner) throw notFound(LISTINGS_MESSAGES.noConnection);
  const version = await insertVersion(ctx.db, s.key, {
    sku: s.sku,
    kind: s.kind,
    productType: s.productType,
    attributes,
    previousAttributes: s.before,
    changedKeys,
    revertsVersion: s.revertsVersion ?? null,
    skipValidation: s.skipValidation === true,
    userId: principal.userId,
    userEmail: principal.email,
  });
  await ctx.jobs.enqueue(
    ctx,
    listingSubmitJob.kind,
    { userId: principal.userId, brandCode: principal.brandCode ?? null },
    { versionId: version.id, ...s.key, brandCode: owner.brand_code },
  );
  await recordActivity(
    ctx,
    s.key,
    {
      sku: s.sku,
      type: `listing ${s.kind}`,
      comment: `version ${version.version}: ${changedKeys.join(', ')}`,
    },
    rooms,
  );
  return answer({ status: 'ACCEPTED', version: version.version, parentSkuChanged });
}

async function currentListing(ctx: AppContext, key: SellerKey, sku: string) {
  const listing = await findListing(ctx.db, key, sku);
  if (!listing) throw notFound(LISTINGS_MESSAGES.listingNotFound);
  return listing;
}

export async function update(ctx: AppContext, principal: Principal, body: RouteBody<Contract['update']>) {
  const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  await visibleSeller(ctx, principal, key);
  const listing = await currentListing(ctx, key, body.sku);
  if (body.version !== undefined && body.version !== listing.version)
    throw new HttpError(409, LISTINGS_MESSAGES.listingChanged);
  return submit(ctx, principal, {
    kind: 'update',
    key,
    sku: body.sku,
    productType: body.productType,
    attributes: body.attributes,
    before: listing.attributes as unknown as ListingAttributes,
    changedKeys: body.passedUpdatedAttributeKeys,
    skipValidation: body.skipValidation,
    skipSpApi: body.skipSpApi,
    skipSubmission: body.skipSubmission,
  });
}

export async function create(ctx: AppContext, principal: Principal, body: RouteBody<Contract['create']>) {
  const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  await visibleSeller(ctx, principal, key);
  if (await findListing(ctx.db, key, body.sku)) throw new HttpError(409, LISTINGS_MESSAGES.skuTaken);
  return submit(ctx, principal, {
    kind: 'create',
    key,
    sku: body.sku,
    productType: body.productType,
    attributes: body.attributes,
    before: {},
    skipValidation: body.skipValidation,
    skipSpApi: body.skipSpApi,
    skipSubmission: body.skipSubmission,
  });
}

export async function changeProductType(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<Contract['changeProductType']>,
) {
  const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  await visibleSeller(ctx, principal, key);
  const listing = await currentListing(ctx, key, body.sku);
  // Only what the new product type defines goes with it: an attribute of the old type alone would
  // make the whole request invalid (spec 3 §4 'Change product type').
  const defined = new Set(
    fieldDefinitions(await definitionOf(ctx, key, body.newProductType, body.sku)).map((f) => f.name),
  );
  const attributes = Object.fromEntries(
    Object.entries(body.attributes).filter(([name]) => defined.has(name)),
  );
  const result = await submit(ctx, principal, {
    kind: 'change-product-type',
    key,
    sku: body.sku,
    productType: body.newProductType,
    attributes,
    before: listing.attributes as unknown as ListingAttributes,
  });
  // spec 3 §4: a VALID answer means the change was requested.
  return result.status === 'ACCEPTED' ? { ...result, status: 'VALID' as const } : result;
}

export async function revert(ctx: AppContext, principal: Principal, body: RouteBody<Contract['revert']>) {
  const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
  await visibleSeller(ctx, principal, key);
  const listing = await currentListing(ctx, key, body.sku);
  const old = await findVersion(ctx.db, key, body.sku, body.version);
  if (!old) throw notFound(LISTINGS_MESSAGES.versionNotFound);
  return submit(ctx, principal, {
    kind: 'revert',
    key,
    sku: body.sku,
    productType: old.product_type,
    attributes: old.attributes as unknown as ListingAttributes,
    before: listing.attributes as unknown as ListingAttributes,
    revertsVersion: body.version,
  });
}

const STATE = (value: number | null): 0 | 1 | 2 | null =>
  value === 0 || value === 1 || value === 2 ? value : null;

export async function versions(ctx: AppContext, principal: Principal, key: SellerKey, sku: string) {
  await visibleSeller(ctx, principal, key);
  const rows = await listVersions(ctx.db, key, sku);
  return {
    rows: rows.map((r) => {
      const after = r.attributes as unknown as ListingAttributes;
      const before = r.previous_attributes as unknown as ListingAttributes;
      return {
        version: r.version,
        kind: r.kind as VersionKind,
        productType: r.product_type,
        status: r.status,
        changedKeys: r.changed_keys,
        diff: r.changed_keys.map((attribute) => ({
          attribute,
          before: before[attribute] ?? null,
          after: after[attribute] ?? null,
        })),
        issues: r.issues as unknown as ValidationIssue[],
        revertsVersion: r.reverts_version,
        // The email only to its own user (spec 3 §3 'Activity entry').
        userEmail: r.user_email === principal.email ? r.user_email : null,
        createdAt: new Date(r.created_at as unknown as string).toISOString(),
        reflectingState: STATE(r.reflecting_state),
      };
    }),
  };
}
