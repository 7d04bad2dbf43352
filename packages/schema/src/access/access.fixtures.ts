// Test-only: every subject the access tests enumerate, and the spec's tables restated as predicates.
// Written from the spec text, not from routes.ts/menu.ts, so a slip in either is caught.
import { BRAND_TYPES, type BrandType, ROLES, type Role } from '../constants/roles.ts';
import type { RouteId } from './routes.ts';
import type { AccessSubject } from './types.ts';

export const SUBJECTS: AccessSubject[] = ROLES.flatMap((role) =>
  [null, ...BRAND_TYPES].flatMap((brandType: BrandType | null) =>
    [false, true].flatMap((brandAdmin) =>
      [false, true].flatMap((activeSubscription) =>
        [[], ['SUB1']].map((subBrandCodes) => ({
          role,
          brandType,
          brandAdmin,
          activeSubscription,
          subBrandCodes,
        })),
      ),
    ),
  ),
);

export const describeSubject = (s: AccessSubject): string =>
  `${s.role}/${s.brandType ?? 'none'}${s.brandAdmin ? '/admin' : ''}${s.activeSubscription ? '/subscribed' : ''}${
    s.subBrandCodes.length ? '/sub-brands' : ''
  }`;

type Predicate = (s: AccessSubject) => boolean;

const A: Role = 'admin';
const M: Role = 'manager';
const U: Role = 'user';
const B: Role = 'brand-user';
const S: Role = 'standard_agency_user';

const brandUser = (s: AccessSubject) => s.role === 'brand-user';
/** Brand type that counts: brand users only (staff pass brand-type conditions). */
const typeOf = (s: AccessSubject) => (brandUser(s) ? s.brandType : null);
const roles =
  (...allowed: Role[]): Predicate =>
  (s) =>
    allowed.includes(s.role);
const types =
  (...allowed: BrandType[]): Predicate =>
  (s) => {
    const t = typeOf(s);
    return t === null || allowed.includes(t);
  };
const both =
  (...ps: Predicate[]): Predicate =>
  (s) =>
    ps.every((p) => p(s));

const FIVE = roles(A, M, U, B, S);
/** "all need an active ffp subscription": staff pass; brand users must be ffp and subscribed. */
const ffpSubscribed: Predicate = (s) =>
  !brandUser(s) || s.brandType === null || (s.brandType === 'ffp' && s.activeSubscription);
const ffpOnly: Predicate = (s) => !brandUser(s) || s.brandType === null || s.brandType === 'ffp';
const selfServe = (s: AccessSubject) => brandUser(s) && (s.brandType === 'ffp' || s.brandType === 'ecom3k');
/** Spec 1 §4.2: an ffp or ecom3k user without an active subscription is sent to billing or /. */
const subscribedIfSelfServe: Predicate = (s) => !selfServe(s) || s.activeSubscription;

export const ALWAYS: Predicate = () => true;

/** Spec 1 §6.2, spec 2 §6, spec 3 §6 (plus the readings listed in routes.ts). */
export const EXPECTED_ROUTE_ACCESS: Record<RouteId, Predicate> = {
  login: ALWAYS,
  register: ALWAYS,
  resetPassword: ALWAYS,
  forgotPassword: ALWAYS,
  createAccount: ALWAYS,
  amazonAudit: ALWAYS,
  localAmazonConsent: ALWAYS,
  dashboard: (s) => FIVE(s) && !(selfServe(s) && (s.brandAdmin || s.activeSubscription)),
  account: (s) =>
    brandUser(s) &&
    s.brandAdmin &&
    (s.brandType === null || s.brandType === 'ffp' || s.brandType === 'ecom3k'),
  // Issue 36: admins, and brand admins for their brand.
  apiKeys: (s) => s.role === 'admin' || (brandUser(s) && s.brandAdmin),
  // Issue 33 (ADR 0581): a brand admin's own brand's users.
  accountUsers: (s) => brandUser(s) && s.brandAdmin,
  alerts: both(FIVE, types('mr', 'mc')),
  performance: both(FIVE, types('mc', 'mr', 'ecom3k')),
  performanceSales: both(FIVE, types('mc', 'mr', 'ecom3k')),
  performanceInsights: both(FIVE, types('mc', 'mr', 'ecom3k')),
  advertisingPerformance: both(roles(A, M, B, S), types('mc', 'mr', 'ecom3k')),
  brands: roles(A, M, U, S),
  brandsOverview: roles(A, M, U, S),
  brandCreate: roles(A),
  subBrandCreate: both(roles(B), types('ffp')),
  brandUpdate: roles(A, M, S),
  subBrandUpdate: both(roles(B, S), types('ffp', 'ecom3k')),
  brandDetail: FIVE,
  brandReportsTab: both(roles(A, M, U, B), types('mc', 'mr')),
  brandAdsPerformance: both(roles(A, M, U, B), types('mc', 'mr')),
  brandReportList: both(FIVE, types('mc', 'mr')),
  brandReportView: both(roles(A, M, B, S), types('mc', 'mr')),
  brandReportUpdate: both(roles(A, M, B, S), types('mc', 'mr')),
  brandHealth: both(FIVE, types('mc', 'mr')),
  brandInventory: both(FIVE, types('mc', 'mr')),
  asins: both(roles(A, M, U, B), subscribedIfSelfServe),
  asinUpdate: both(roles(A, M, U, B), subscribedIfSelfServe),
  asinView: both(roles(A, M, U, B), subscribedIfSelfServe),
  asinKeywords: roles(A, M),
  asinPerformance: both(roles(A, M, U, B), subscribedIfSelfServe),
  asinInventory: both(roles(A, M, U, B), types('mc', 'mr')),
  // Spec 2 §6 gives these routes 'same roles, mc, mr'; ADR 0193 narrows them to Admin and Manager.
  asinFees: roles(A, M),
  asinProductOffers: roles(A, M),
  agencyReports: roles(A, M, S),
  commissions: roles(A, M),
  commissionsDetail: roles(A, M),
  productsErrors: roles(A, M),
  users: roles(A),
  customAttributes: roles(A, M, U),
  brandsCustomAttributes: roles(A, M, U),
  stripeBrands: roles(A),
  listings: both(roles(A, M, B, S), ffpSubscribed),
  newListing: both(roles(A, M, B, S), ffpSubscribed),
  reflecting: both(roles(A, M, B, S), ffpSubscribed),
  bulkEdit: both(roles(A, M, B, S), ffpSubscribed),
  upload: both(roles(A, M, B, S), ffpSubscribed),
  exports: both(roles(A, M, B, S), ffpSubscribed),
  deprecatedVariationThemes: both(roles(A, M, B, S), ffpSubscribed),
  listingsActivity: both(roles(A, M, B, S), ffpOnly),
  listingItem: both(roles(A, M, B), ffpSubscribed),
  listingItemActivity: both(roles(A, M, B), ffpOnly),
  productDetail: both(roles(A, M, B, S), types('mr', 'mc')),
  authorizeSpApi: roles(A, M, U, B),
  authorizeAds: both(roles(A, M, U, B), types('ecom3k')),
  paymentComplete: roles(B),
  subscriptionPlanChanged: roles(B),
  subscriptionSuccess: roles(B),
  subscriptionCancelled: roles(B),
  noAccess: ALWAYS,
};

const ffpMenu: Predicate = both(roles(A, M, B, S), ffpSubscribed);

/** Spec 1 §6.1 menu rules alone, keyed by menu entry id. */
export const EXPECTED_MENU_RULE: Record<string, Predicate> = {
  dashboard: (s) => FIVE(s) && !(selfServe(s) && (s.brandAdmin || s.activeSubscription)),
  account: both(roles(A, M, B, S), ffpSubscribed),
  alerts: (s) => s.role !== 'api' && types('mr', 'mc')(s),
  performance: types('mr', 'mc', 'ecom3k'),
  performanceSales: types('mr', 'mc', 'ecom3k'),
  performanceInsights: types('mr', 'mc', 'ecom3k'),
  advertising: both(roles(A, M, S, B), types('mr', 'mc', 'ecom3k')),
  brands: roles(A, M, U, S),
  brandsOverview: roles(A, M, U, S, B),
  asins: (s) => roles(A, M, U, B)(s) && types('mr', 'mc')(s) && s.subBrandCodes.length === 0,
  agencyReports: roles(A, M, S),
  commissions: roles(A, M),
  listings: ffpMenu,
  reflecting: ffpMenu,
  bulkEdit: ffpMenu,
  upload: ffpMenu,
  exports: ffpMenu,
  variationThemes: ffpMenu,
  activity: ffpMenu,
};
