import type { RouteDef } from './types.ts';

/**
 * Every route of spec 1 §6.2, spec 2 §6 and spec 3 §6, in menu-ish order. The first accessible
 * static route of this order is also the last-resort landing page of a refused user. A private route
 * names its permission; the rule itself, and the reading behind it, is in PERMISSIONS.
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
  // Not in the spec: the local Selling Partner connector's stand-in for Seller Central's consent
  // page (issue 33). It only forwards what its link carries to the callback, like Amazon's page.
  { id: 'localAmazonConsent', path: '/local-amazon-consent', public: true },

  { id: 'dashboard', path: '/', permission: 'dashboard.view' },
  { id: 'account', path: '/account/:tabValue?', permission: 'account.view' },
  // API keys (issue 36): a static segment, so it outranks the account tabs' parameter.
  { id: 'apiKeys', path: '/account/api-keys', permission: 'apiKeys.manage' },
  // Issue 33: a brand admin's users; static, so it outranks the account tabs' parameter too.
  { id: 'accountUsers', path: '/account/users', permission: 'accountUsers.view' },
  { id: 'alerts', path: '/alerts', permission: 'alerts.view' },
  { id: 'performance', path: '/performance', permission: 'performance.view' },
  // Reading: /performance-sales is named in spec 1 §2.1 but absent from the tables; it follows /performance.
  { id: 'performanceSales', path: '/performance-sales', permission: 'performance.view' },
  { id: 'performanceInsights', path: '/performance-insights', permission: 'performance.view' },
  { id: 'advertisingPerformance', path: '/advertising-performance/:adsType', permission: 'advertising.view' },

  // Brands (spec 2 §6).
  { id: 'brands', path: '/brands', permission: 'brands.view' },
  { id: 'brandsOverview', path: '/brands-overview', permission: 'brands.view' },
  // Reading: the create pages are not in the tables; the buttons' rules (spec 2 §2, §6) become route rules.
  { id: 'brandCreate', path: '/brands/create', permission: 'brands.create' },
  { id: 'subBrandCreate', path: '/brands/create-sub-brand', permission: 'subBrands.create' },
  // The tab is optional: the Amazon callback sends users to /brands/update/{brandCode} (spec 3 §2).
  { id: 'brandUpdate', path: '/brands/update/:id/:tabValue?', permission: 'brands.update' },
  { id: 'subBrandUpdate', path: '/brands/update-sub-brand/:id', permission: 'subBrands.update' },
  { id: 'brandDetail', path: '/brands/:id/detail', permission: 'brandDetail.view' },
  { id: 'brandReportsTab', path: '/brands/:id/reports', permission: 'brandTabs.view' },
  { id: 'brandAdsPerformance', path: '/brands/:id/ads-performance/:adsType', permission: 'brandTabs.view' },
  { id: 'brandReportList', path: '/brandreports/:id', permission: 'brandReports.list' },
  { id: 'brandReportView', path: '/brandreports/view/:id/:month', permission: 'brandReports.read' },
  { id: 'brandReportUpdate', path: '/brandreports/update/:id/:month', permission: 'brandReports.update' },
  { id: 'brandHealth', path: '/brand-health/:id', permission: 'brandHealth.view' },
  { id: 'brandInventory', path: '/brand-inventory/:id', permission: 'brandHealth.view' },

  // ASINs (spec 2 §6). The Keyword, Fees and Offers menu entries are staff-only, the routes are not.
  { id: 'asins', path: '/asins', permission: 'asins.view' },
  { id: 'asinUpdate', path: '/asins/update/:asin', permission: 'asins.view' },
  { id: 'asinView', path: '/asins/view/:asin', permission: 'asins.view' },
  { id: 'asinKeywords', path: '/asins/keywords/:asin', permission: 'asinKeywords.manage' },
  { id: 'asinPerformance', path: '/asins/performance/:asin', permission: 'asins.view' },
  { id: 'asinInventory', path: '/asins/inventory/:asin', permission: 'asinMarketData.view' },
  { id: 'asinFees', path: '/asins/fees/:asin', permission: 'asinStaffMarketData.view' },
  { id: 'asinProductOffers', path: '/asins/product-offers/:asin', permission: 'asinStaffMarketData.view' },

  // Staff areas.
  // Refused in place (docs/decisions/0321): the agency's money pages say why rather than redirect.
  { id: 'agencyReports', path: '/agency-reports', permission: 'agencyReports.view', refused: 'forbidden' },
  { id: 'commissions', path: '/commissions', permission: 'commissions.view', refused: 'forbidden' },
  {
    id: 'commissionsDetail',
    path: '/commissions-detail',
    permission: 'commissions.view',
    refused: 'forbidden',
  },
  { id: 'productsErrors', path: '/products-errors', permission: 'productsErrors.view' },
  { id: 'users', path: '/users', permission: 'users.manage' },
  { id: 'customAttributes', path: '/custom-attributes', permission: 'customAttributes.view' },
  { id: 'brandsCustomAttributes', path: '/brands-custom-attributes', permission: 'customAttributes.view' },
  { id: 'stripeBrands', path: '/stripe-brands', permission: 'stripeBrands.view' },

  // Listings (spec 1 §6.2, spec 3 §6).
  { id: 'listings', path: '/amazon-listings-items', permission: 'listings.view' },
  { id: 'newListing', path: '/new-listing', permission: 'listings.view' },
  { id: 'reflecting', path: '/reflecting', permission: 'listings.view' },
  { id: 'bulkEdit', path: '/bulk-edit', permission: 'listings.view' },
  { id: 'upload', path: '/upload', permission: 'listings.view' },
  { id: 'exports', path: '/exports', permission: 'listings.view' },
  { id: 'deprecatedVariationThemes', path: '/deprecated-variation-themes', permission: 'listings.view' },
  { id: 'listingsActivity', path: '/amazon-listings-activity', permission: 'listingsActivity.view' },
  {
    id: 'listingItem',
    path: '/amazon-listings-item/:marketplaceId/:sellerId/:sku/:tabValue/:version?',
    permission: 'listingItem.view',
  },
  {
    id: 'listingItemActivity',
    path: '/amazon-listings-item/:marketplaceId/:sellerId/:sku/activity/:version?',
    permission: 'listingItemActivity.view',
  },
  { id: 'productDetail', path: '/products/:sku/detail', permission: 'productDetail.view' },

  // Connections (spec 1 §6.2, spec 3 §6).
  { id: 'authorizeSpApi', path: '/authorize-sp-api', permission: 'spApi.authorize' },
  { id: 'authorizeAds', path: '/authorize-ads', permission: 'authorizeAds.view' },

  // Billing outcomes (spec 3 §2). Reading: success and cancelled pages follow payment-complete's rule.
  { id: 'paymentComplete', path: '/payment-complete/:tabValue?', permission: 'billingOutcome.view' },
  { id: 'subscriptionPlanChanged', path: '/subscription-plan-changed', permission: 'billingOutcome.view' },
  { id: 'subscriptionSuccess', path: '/subscription-success', permission: 'billingOutcome.view' },
  { id: 'subscriptionCancelled', path: '/subscription-cancelled', permission: 'billingOutcome.view' },

  { id: 'noAccess', path: '/no-access', permission: 'noAccess.view' },
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
