import type { Role } from '../constants/roles.ts';
import type { RouteDef } from './types.ts';

// Role sets as the tables name them. "All five" is spec 2's five roles: api is not among them.
const ALL_FIVE: readonly Role[] = ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user'];
const STAFF_AND_BRAND: readonly Role[] = ['admin', 'manager', 'user', 'brand-user'];
const LISTING_ROLES: readonly Role[] = ['admin', 'manager', 'brand-user', 'standard_agency_user'];
const BRAND_ADMIN_STAFF: readonly Role[] = ['admin', 'manager', 'standard_agency_user'];
const BRANDS_STAFF: readonly Role[] = ['admin', 'manager', 'user', 'standard_agency_user'];
const ADMIN_MANAGER: readonly Role[] = ['admin', 'manager'];

/** The listing tools "all need an active ffp subscription" (spec 1 §6.2, spec 3 §6). */
const FFP_SUBSCRIBED = { roles: LISTING_ROLES, brandTypes: ['ffp'], activeSubscription: true } as const;

/**
 * Every route of spec 1 §6.2, spec 2 §6 and spec 3 §6, in menu-ish order. The first accessible
 * static route of this order is also the last-resort landing page of a refused user.
 */
export const ROUTES = [
  // Public (spec 1 §6.2). Sign-in pages send a signed-in visitor on (spec 1 §4.1, spec 2 §2, spec 3 §2).
  { id: 'login', path: '/login', public: true, signedInRedirect: 'landing' },
  { id: 'register', path: '/register/:token', public: true, signedInRedirect: '/' },
  { id: 'resetPassword', path: '/reset/:token', public: true, signedInRedirect: '/' },
  { id: 'forgotPassword', path: '/forgot-password', public: true, signedInRedirect: '/' },
  {
    id: 'createAccount',
    path: '/create-account',
    public: true,
    signedInRedirect: '/account/connect-to-amazon',
  },
  // Reading: the spec gives no signed-in rule for the audit sign-up, so it stays open to everyone.
  { id: 'amazonAudit', path: '/amazonaudit', public: true },

  // Dashboard: "hidden for an ffp admin" (§6.2) and "subscribed ffp/ecom3k kept off" (§4.2), as the menu says.
  { id: 'dashboard', path: '/', roles: ALL_FIVE, conditions: ['notSubscriptionAdminOrSubscriber'] },
  // Account: brand admins of ffp/ecom3k; no subscription needed, since billing is where one renews.
  {
    id: 'account',
    path: '/account/:tabValue?',
    roles: ['brand-user'],
    brandTypes: ['ffp', 'ecom3k'],
    brandAdmin: true,
  },
  { id: 'alerts', path: '/alerts', roles: ALL_FIVE, brandTypes: ['mr', 'mc'] },
  { id: 'performance', path: '/performance', roles: ALL_FIVE, brandTypes: ['mc', 'mr', 'ecom3k'] },
  // Reading: /performance-sales is named in spec 1 §2.1 but absent from the tables; it follows /performance.
  { id: 'performanceSales', path: '/performance-sales', roles: ALL_FIVE, brandTypes: ['mc', 'mr', 'ecom3k'] },
  {
    id: 'performanceInsights',
    path: '/performance-insights',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  {
    id: 'advertisingPerformance',
    path: '/advertising-performance/:adsType',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },

  // Brands (spec 2 §6).
  { id: 'brands', path: '/brands', roles: BRANDS_STAFF },
  { id: 'brandsOverview', path: '/brands-overview', roles: BRANDS_STAFF },
  // Reading: the create pages are not in the tables; the buttons' rules (spec 2 §2, §6) become route rules.
  { id: 'brandCreate', path: '/brands/create', roles: ['admin'] },
  { id: 'subBrandCreate', path: '/brands/create-sub-brand', roles: ['brand-user'], brandTypes: ['ffp'] },
  // The tab is optional: the Amazon callback sends users to /brands/update/{brandCode} (spec 3 §2).
  { id: 'brandUpdate', path: '/brands/update/:id/:tabValue?', roles: BRAND_ADMIN_STAFF },
  {
    id: 'subBrandUpdate',
    path: '/brands/update-sub-brand/:id',
    roles: ['brand-user', 'standard_agency_user'],
    brandTypes: ['ffp', 'ecom3k'],
  },
  { id: 'brandDetail', path: '/brands/:id/detail', roles: ALL_FIVE },
  { id: 'brandReportsTab', path: '/brands/:id/reports', roles: STAFF_AND_BRAND, brandTypes: ['mc', 'mr'] },
  {
    id: 'brandAdsPerformance',
    path: '/brands/:id/ads-performance/:adsType',
    roles: STAFF_AND_BRAND,
    brandTypes: ['mc', 'mr'],
  },
  { id: 'brandReportList', path: '/brandreports/:id', roles: ALL_FIVE, brandTypes: ['mc', 'mr'] },
  {
    id: 'brandReportView',
    path: '/brandreports/view/:id/:month',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },
  {
    id: 'brandReportUpdate',
    path: '/brandreports/update/:id/:month',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },
  { id: 'brandHealth', path: '/brand-health/:id', roles: ALL_FIVE, brandTypes: ['mc', 'mr'] },
  { id: 'brandInventory', path: '/brand-inventory/:id', roles: ALL_FIVE, brandTypes: ['mc', 'mr'] },

  // ASINs (spec 2 §6). The Keyword, Fees and Offers menu entries are staff-only, the routes are not.
  { id: 'asins', path: '/asins', roles: STAFF_AND_BRAND },
  { id: 'asinUpdate', path: '/asins/update/:asin', roles: STAFF_AND_BRAND },
  { id: 'asinView', path: '/asins/view/:asin', roles: STAFF_AND_BRAND },
  { id: 'asinKeywords', path: '/asins/keywords/:asin', roles: STAFF_AND_BRAND },
  { id: 'asinPerformance', path: '/asins/performance/:asin', roles: STAFF_AND_BRAND },
  { id: 'asinInventory', path: '/asins/inventory/:asin', roles: STAFF_AND_BRAND, brandTypes: ['mc', 'mr'] },
  { id: 'asinFees', path: '/asins/fees/:asin', roles: STAFF_AND_BRAND, brandTypes: ['mc', 'mr'] },
  {
    id: 'asinProductOffers',
    path: '/asins/product-offers/:asin',
    roles: STAFF_AND_BRAND,
    brandTypes: ['mc', 'mr'],
  },

  // Staff areas.
  { id: 'agencyReports', path: '/agency-reports', roles: BRAND_ADMIN_STAFF },
  { id: 'commissions', path: '/commissions', roles: ADMIN_MANAGER },
  { id: 'commissionsDetail', path: '/commissions-detail', roles: ADMIN_MANAGER },
  { id: 'productsErrors', path: '/products-errors', roles: ADMIN_MANAGER },
  // Reading: /users is a staff area of spec 1 §2.1 with no table row; user administration is admin only.
  { id: 'users', path: '/users', roles: ['admin'] },
  { id: 'customAttributes', path: '/custom-attributes', roles: ['admin', 'manager', 'user'] },
  { id: 'brandsCustomAttributes', path: '/brands-custom-attributes', roles: ['admin', 'manager', 'user'] },
  { id: 'stripeBrands', path: '/stripe-brands', roles: ['admin'] },

  // Listings (spec 1 §6.2, spec 3 §6).
  { id: 'listings', path: '/amazon-listings-items', ...FFP_SUBSCRIBED },
  { id: 'newListing', path: '/new-listing', ...FFP_SUBSCRIBED },
  { id: 'reflecting', path: '/reflecting', ...FFP_SUBSCRIBED },
  { id: 'bulkEdit', path: '/bulk-edit', ...FFP_SUBSCRIBED },
  { id: 'upload', path: '/upload', ...FFP_SUBSCRIBED },
  { id: 'exports', path: '/exports', ...FFP_SUBSCRIBED },
  { id: 'deprecatedVariationThemes', path: '/deprecated-variation-themes', ...FFP_SUBSCRIBED },
  // Reading: activity drops only the subscription; it stays in the ffp listings area.
  { id: 'listingsActivity', path: '/amazon-listings-activity', roles: LISTING_ROLES, brandTypes: ['ffp'] },
  // Reading: spec 3's "active ffp subscription except activity" wins over spec 1's "any" brand type.
  {
    id: 'listingItem',
    path: '/amazon-listings-item/:marketplaceId/:sellerId/:sku/:tabValue/:version?',
    roles: ['admin', 'manager', 'brand-user'],
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  {
    id: 'listingItemActivity',
    path: '/amazon-listings-item/:marketplaceId/:sellerId/:sku/activity/:version?',
    roles: ['admin', 'manager', 'brand-user'],
    brandTypes: ['ffp'],
  },
  { id: 'productDetail', path: '/products/:sku/detail', roles: LISTING_ROLES, brandTypes: ['mr', 'mc'] },

  // Connections (spec 1 §6.2, spec 3 §6).
  { id: 'authorizeSpApi', path: '/authorize-sp-api', roles: STAFF_AND_BRAND },
  { id: 'authorizeAds', path: '/authorize-ads', roles: STAFF_AND_BRAND, brandTypes: ['ecom3k'] },

  // Billing outcomes (spec 3 §2). Reading: success and cancelled pages follow payment-complete's rule.
  { id: 'paymentComplete', path: '/payment-complete/:tabValue?', roles: ['brand-user'] },
  { id: 'subscriptionPlanChanged', path: '/subscription-plan-changed', roles: ['brand-user'] },
  { id: 'subscriptionSuccess', path: '/subscription-success', roles: ['brand-user'] },
  { id: 'subscriptionCancelled', path: '/subscription-cancelled', roles: ['brand-user'] },

  // Not in the spec: where a signed-in user with no accessible page lands (e.g. the api role).
  { id: 'noAccess', path: '/no-access' },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const ROUTE_BY_ID = Object.fromEntries(ROUTES.map((r) => [r.id, r])) as Record<
  RouteId,
  RouteDef<RouteId>
>;

export const NO_ACCESS_PATH = '/no-access';
export const LOGIN_PATH = '/login';
export const ACCOUNT_BILLING_PATH = '/account/billing';
export const LISTINGS_PATH = '/amazon-listings-items';
