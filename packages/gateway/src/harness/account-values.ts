import { DEMO_PASSWORD } from '@portal/backend';
import { INVITE_NAME_MAX_LENGTH } from '@portal/schema';
import type { HarnessSession } from './harness-stack.ts';
import type { ArgValues } from './operations.ts';
import type { BrandFacts, SeedFacts } from './seed-facts.ts';

/** The brand whose ids a caller passes: their own, or for staff the first subscribed ffp brand with sellers. */
export function homeBrand(facts: SeedFacts, brandCode: string | null): BrandFacts {
  const own = brandCode ? facts.byCode.get(brandCode) : undefined;
  if (own) return own;
  const withSellers = facts.brands.filter((b) => b.sellers.length > 0);
  const brand = withSellers.find((b) => b.brandType === 'ffp') ?? withSellers[0] ?? facts.brands[0];
  if (!brand) throw new Error('the demo seed has no brands');
  return brand;
}

/** Argument values of one brand: what a caller passes to ask about it. */
export function brandValues(brand: BrandFacts): ArgValues {
  const seller = brand.sellers[0];
  return {
    brandCode: brand.brandCode,
    brandCodes: [brand.brandCode],
    brandId: brand.brandIds[0] ?? brand.brandCode,
    brandIds: [brand.brandIds[0] ?? brand.brandCode],
    ...(seller
      ? {
          sellerId: seller.sellerId,
          sellerIds: [seller.sellerId],
          sellingPartnerId: seller.sellerId,
          marketplaceId: seller.marketplaceId,
          marketplaceIds: [seller.marketplaceId],
        }
      : {}),
    asin: brand.asins[0] ?? 'B0HARNESS1',
    asins: brand.asins.length ? brand.asins : ['B0HARNESS1'],
    sku: brand.skus[0] ?? 'HARNESS-SKU-1',
    skus: brand.skus.length ? brand.skus : ['HARNESS-SKU-1'],
  };
}

/**
 * Real values for a signed-in caller (their brand, seller, user id), or for a signed-out one (made-up
 * tokens: public fields must still answer, with the backend's own refusal at most).
 */
export function valuesFor(
  facts: SeedFacts,
  session: HarnessSession | null,
  spareRefreshToken: string | null,
): ArgValues {
  return {
    ...brandValues(homeBrand(facts, session?.brandCode ?? null)),
    userId: session?.userId ?? facts.users[0]?.id ?? '1',
    token: 'harness-not-a-token',
    // Nothing removed: a brand report update that changes no suppression.
    removedSuppressionIds: [],
    refreshToken: spareRefreshToken ?? 'harness-not-a-refresh-token',
  };
}

const NO_SUCH_JOB = '00000000-0000-4000-8000-000000000000';

/**
 * Fields whose generic values would not be harmless: called with these instead. Each returns the
 * arguments to merge over the generated ones.
 */
export const FIELD_ARGS: Record<string, (session: HarnessSession | null) => ArgValues> = {
  // A real sign-in of the caller itself (a new session, nothing else changes).
  'Mutation.login': (session) => ({
    email: session?.email ?? 'nobody@example.test',
    password: session ? DEMO_PASSWORD : 'Harness!2026x',
  }),
  // An address without an account: the answer is the same and no reset token is made.
  'Mutation.requestPasswordReset': () => ({ email: 'nobody@example.test' }),
  // A note id no note has: access is proven, the backend answers 404 and nothing changes.
  'Mutation.updateBrandNote': () => ({ id: '999999999' }),
  // A blank name: access is proven, the backend answers 400 and no sub brand is made.
  'Mutation.createSubBrand': () => ({ name: ' ' }),
  'Mutation.updateSubBrand': () => ({ id: 'HARNESS-NONE', name: ' ' }),
  'Mutation.deleteBrandNote': () => ({ id: '999999999' }),
  // A name over the limit, into the caller's own brand (a brand admin may invite there, ADR 0598) or
  // a brand nobody has: access is proven, the backend answers 400 and no user is made or mailed.
  'Mutation.inviteUser': (session) => ({
    input: {
      email: 'harness-invitee@example.test',
      name: 'x'.repeat(INVITE_NAME_MAX_LENGTH + 1),
      role: 'BRAND_USER',
      brandCode: session?.brandCode ?? 'HARNESS-NONE',
    },
  }),
  // A user id no user has: access is proven, the backend answers 404; nobody is mailed,
  // deactivated (the caller's own id would end the harness's sessions) or reactivated.
  'Mutation.resendInvitation': () => ({ userId: NO_SUCH_JOB }),
  'Mutation.deactivateUser': () => ({ userId: NO_SUCH_JOB }),
  'Mutation.reactivateUser': () => ({ userId: NO_SUCH_JOB }),
  'Mutation.setUserAccountFeatures': () => ({ userId: NO_SUCH_JOB, accountFeatures: [] }),
  // Alert ids no alert has: access is proven, the backend answers 404 and nothing is hidden.
  'Mutation.toggleAlertHidden': () => ({ alert: { id: '999999999', collection: 'harness' }, tabName: 'All' }),
  'Mutation.setAlertsHidden': () => ({
    alerts: [{ id: '999999999', collection: 'harness' }],
    tabName: 'All',
    hidden: true,
  }),
  'Mutation.toggleLateFbmShipmentsFinished': () => ({ ids: ['999999999'] }),
  'Mutation.toggleDeletedSkusHidden': () => ({ ids: ['999999999'] }),
  'Mutation.toggleMissingParentsHidden': () => ({ ids: ['999999999'] }),
  // A keyword id no keyword has: the delete is all or nothing, so it answers 404 and keeps every keyword.
  'Mutation.deleteAsinKeywords': () => ({ keywordIds: ['999999999'] }),
  // A job id no job has: access is proven; the job reads as null, the subscription hears nothing.
  'Query.job': () => ({ id: NO_SUCH_JOB }),
  // Bulk tools: a processing and an upload nobody has (404), a SKU no listing has (404): access is
  // proven and nothing is queued.
  'Query.importedListings': () => ({ processId: NO_SUCH_JOB }),
  'Mutation.processCsvUpload': () => ({ csvConfigId: NO_SUCH_JOB, selectedColumn: 'sku' }),
  'Mutation.submitBulkUpdate': () => ({
    bulkUpdateId: NO_SUCH_JOB,
    listings: [{ sku: 'HARNESS-NO-SUCH-SKU', attributesToSubmit: {}, touchedAttributes: [] }],
  }),
  // Manage variations: a parent SKU no listing has (404): access is proven and nothing is queued.
  'Query.variationFamily': () => ({ parentSku: 'HARNESS-NO-SUCH-SKU', selectedSkus: [] }),
  'Query.variationParents': () => ({ search: '', productType: 'SHIRT' }),
  // Bulk edit v1: SKUs no listing has (404): access is proven and nothing is queued.
  'Mutation.bulkEditListings': () => ({
    listings: ['HARNESS-NO-SUCH-SKU', 'HARNESS-NO-SUCH-SKU-2'].map((sku) => ({
      sku,
      productType: 'SHIRT',
      updatedValues: [{ value: 'Harness title' }],
      attributeKeyToUpdate: 'item_name',
    })),
  }),
  'Mutation.updateVariationFamily': () => ({
    parentSku: 'HARNESS-NO-SUCH-SKU',
    productType: 'SHIRT',
    family: {
      parentSku: 'HARNESS-NO-SUCH-SKU',
      children: [{ sku: 'HARNESS-NO-SUCH-SKU-2', asin: null, updated: true }],
      nonChildren: [],
    },
  }),
  'Subscription.jobUpdated': () => ({ id: NO_SUCH_JOB }),
  // The listing editor: a SKU no listing has (404) and a real product type; a create records and
  // submits nothing (skipSubmission). Access is proven and no listing changes.
  'Mutation.updateListing': () => ({ sku: 'HARNESS-NO-SUCH-SKU', productType: 'SHIRT' }),
  'Mutation.createListing': () => ({
    sku: 'HARNESS-NO-SUCH-SKU',
    productType: 'SHIRT',
    skipSubmission: true,
  }),
  'Mutation.validateListing': () => ({ sku: 'HARNESS-NO-SUCH-SKU', productType: 'SHIRT' }),
  'Mutation.changeListingProductType': () => ({
    sku: 'HARNESS-NO-SUCH-SKU',
    productType: 'SHIRT',
    newProductType: 'HAIRBAND',
  }),
  'Mutation.revertListingVersion': () => ({ sku: 'HARNESS-NO-SUCH-SKU' }),
  'Query.listingProductTypeFields': () => ({ productType: 'SHIRT' }),
  // A price and a checkout session no ledger has: access is proven, the plan stays as it is.
  'Mutation.changeSubscriptionPlan': () => ({ selectedPriceId: 'price_harness_none' }),
  'Mutation.ffpCheckoutSucceeded': () => ({ sessionId: 'cs_harness_none' }),
  // A state nobody started and a seller nobody connected: access is proven, nothing is connected,
  // renamed or disconnected (a real seller would be deauthorized for the rest of the run).
  'Mutation.authorizeSellingPartner': () => ({
    state: 'harness-no-such-state',
    sellingPartnerId: 'A1HARNESSNONE',
    spapiOauthCode: 'harness-code',
    mwsAuthToken: null,
  }),
  'Mutation.updateSellerName': () => ({ sellerId: 'A1HARNESSNONE', sellerName: 'Harness' }),
  'Mutation.deauthorizeSellingPartner': () => ({ sellerId: 'A1HARNESSNONE', marketplaceId: 'ATVPDKIKX0DER' }),
  // One marketplace twice: refused (400) by the contract before the brand's directed IDs are replaced.
  'Mutation.saveSellerCentralDirectedIds': () => ({
    directedIds: [
      { marketplaceId: 'ATVPDKIKX0DER', directedId: 'harness' },
      { marketplaceId: 'ATVPDKIKX0DER', directedId: 'harness' },
    ],
  }),
  // A link only makes a pending state; any marketplace will do, a brand without sellers included.
  'Query.spApiAuthorizationLink': () => ({ marketplaceId: 'ATVPDKIKX0DER' }),
  // Sign-up with a captcha nobody issued: refused (400) before anything is created.
  'Mutation.signUp': () => ({
    email: 'nobody@example.test',
    captchaToken: 'harness-no-such-captcha',
    captchaAnswer: '0',
    promotionCodeId: null,
  }),
  // An audit registration with a captcha nobody issued: refused (400) before anything is created
  // or mailed.
  'Mutation.amazonAuditRegister': () => ({
    email: 'nobody@example.test',
    captchaToken: 'harness-no-such-captcha',
    captchaAnswer: '0',
  }),
  // A key the caller may make (a permission every key manager holds, their own brand): harmless.
  'Mutation.createApiKey': (session) => ({
    input: { name: 'harness key', permissions: ['BRANDS_READ'], brandCodes: [session?.brandCode ?? 'MR001'] },
  }),
  // A key id no key has: access is proven, the backend answers 404 and nothing is revoked.
  'Mutation.revokeApiKey': () => ({ id: NO_SUCH_JOB }),
  // A checkout for a price no ledger has, and paying a session no ledger has: nothing starts.
  'Mutation.createCheckoutSession': () => ({ priceId: 'price_harness_none' }),
  'Mutation.payLocalCheckoutSession': () => ({ sessionId: 'cs_harness_none', testCard: 'visa' }),
  'Query.promotionCode': () => ({ promotionCode: 'harness-no-such-code' }),
  // An invoice no ledger has: access is proven (404), no file is rendered.
  'Mutation.invoicePdf': () => ({ invoiceId: 'in_harness_none' }),
};

/** Mutations that end something the rest of the run needs: called after every other one. */
export const LAST_MUTATIONS = new Set(['Mutation.cancelSubscription', 'Mutation.logout']);
