import { ROLES } from '../constants/roles.ts';
import type { PermissionRule } from './permission-rule.ts';
import {
  ADMIN_MANAGER,
  ADMIN_MANAGER_USER,
  ALL_FIVE,
  BRAND_ADMIN_STAFF,
  LISTING_ROLES,
  STAFF,
  STAFF_AND_BRAND,
} from './role-sets.ts';

/** The listing tools "all need an active ffp subscription" (spec 1 §6.2, spec 3 §6). */
const FFP_SUBSCRIBED = { roles: LISTING_ROLES, brandTypes: ['ffp'], activeSubscription: true } as const;

/**
 * Permissions to open pages (and see menu links) that no data permission states: spec 1 §6, spec 2 §6,
 * spec 3 §6 and the readings recorded in docs/decisions/. A page whose rule is a data operation's
 * (the brand report pages) uses that data permission instead of a copy.
 */
export const PAGE_PERMISSIONS = {
  // Dashboard: "hidden for an ffp admin" (§6.2) and "subscribed ffp/ecom3k kept off" (§4.2), as the menu says.
  'dashboard.view': {
    description: 'Open the dashboard',
    roles: ALL_FIVE,
    conditions: ['notSubscriptionAdminOrSubscriber'],
  },
  // Account: brand admins of ffp/ecom3k; no subscription needed, since billing is where one renews.
  'account.view': {
    description: 'Open the account pages (billing, connect to Amazon)',
    roles: ['brand-user'],
    brandTypes: ['ffp', 'ecom3k'],
    brandAdmin: true,
  },
  // The menu's own rule for Account (spec 1 §6.1); the link shows only where account.view allows too.
  'account.menu': { description: 'See the Account link in the side menu', ...FFP_SUBSCRIBED },
  'alerts.view': { description: 'Open the alerts', roles: ALL_FIVE, brandTypes: ['mr', 'mc'] },
  'performance.view': {
    description: 'Open the performance, sales performance and insights pages',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  // The page is narrower than advertising.read: the user role reads the data only on a brand's tab.
  'advertising.view': {
    description: 'Open the advertising performance page',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },

  // Brands (spec 2 §6). The create pages take the rules of their buttons (spec 2 §2).
  'brands.view': { description: 'Open the brand list and the brands overview', roles: STAFF },
  'brands.create': { description: 'Create a brand', roles: ['admin'] },
  'subBrands.create': { description: 'Create a sub brand', roles: ['brand-user'], brandTypes: ['ffp'] },
  'brands.update': { description: 'Edit a brand', roles: BRAND_ADMIN_STAFF },
  'subBrands.update': {
    description: 'Edit a sub brand',
    roles: ['brand-user', 'standard_agency_user'],
    brandTypes: ['ffp', 'ecom3k'],
  },
  'brandDetail.view': { description: 'Open a brand’s detail page', roles: ALL_FIVE },
  'brandTabs.view': {
    description: 'Open a brand’s reports and ads-performance tabs',
    roles: STAFF_AND_BRAND,
    brandTypes: ['mc', 'mr'],
  },
  // The sub-menu hides Monthly Reports from standard agency users; the route admits them (spec 2 §2, §6).
  'brandReports.menu': {
    description: 'See Monthly Reports in the brand sub-menu',
    roles: ['admin', 'manager', 'user', 'brand-user'],
    brandTypes: ['mc', 'mr'],
  },
  'brandHealth.view': {
    description: 'Open a brand’s health and inventory pages',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr'],
  },

  // ASINs (spec 2 §6). The Keyword, Fees and Offers menu entries are staff-only, the routes are not.
  // Spec 1 §4.2: ffp and ecom3k users without an active subscription are sent to billing (or /),
  // so the "any brand type" of the ASIN routes holds only with a subscription (issue 38 point 14).
  'asins.view': {
    description: 'Open the ASIN list and an ASIN’s pages',
    roles: STAFF_AND_BRAND,
    activeSubscription: true,
  },
  'asins.menu': {
    description: 'See the ASINs link in the side menu',
    roles: STAFF_AND_BRAND,
    brandTypes: ['mr', 'mc'],
    conditions: ['withoutSubBrands'],
  },
  // Spec 2 §6: "Admin and Manager: ASIN Keyword, Fees Estimates and Competing Offers menu entries".
  'asinStaffTabs.menu': {
    description: 'See Keyword, Fees Estimates and Competing Offers in the ASIN sub-menu',
    roles: ADMIN_MANAGER,
  },
  // Spec 2 §7 keyword calls and the Keyword page: Admin and Manager only (docs/decisions/0200).
  'asinKeywords.manage': {
    description: 'Open an ASIN’s keywords and search result rank, and add, edit or delete its keywords',
    roles: ADMIN_MANAGER,
  },
  'asinMarketData.view': {
    description: 'Open an ASIN’s inventory',
    roles: STAFF_AND_BRAND,
    brandTypes: ['mc', 'mr'],
  },
  // Reading (docs/decisions/0193): Fees Estimates and Competing Offers are Admin and Manager only
  // by their routes and calls too, not only by the menu: a link nobody else sees is no wall.
  'asinStaffMarketData.view': {
    description: 'Open an ASIN’s fees estimates and competing offers',
    roles: ADMIN_MANAGER,
  },

  // Staff areas. Reading: /users is a staff area of spec 1 §2.1 with no table row; admin only.
  'agencyReports.view': { description: 'Open the agency reports', roles: BRAND_ADMIN_STAFF },
  'commissions.view': { description: 'Open the commissions and their detail', roles: ADMIN_MANAGER },
  'productsErrors.view': { description: 'Open the products errors', roles: ADMIN_MANAGER },
  'users.manage': { description: 'Administer the portal’s users', roles: ['admin'] },
  'accountUsers.view': {
    description: 'Open the account’s users (a brand admin manages their brand’s users)',
    roles: ['brand-user'],
    brandAdmin: true,
  },
  'customAttributes.view': {
    description: 'Open the custom attributes and the brands’ custom attributes',
    roles: ADMIN_MANAGER_USER,
  },
  'stripeBrands.view': { description: 'Open the Stripe brands', roles: ['admin'] },

  // Listings (spec 1 §6.2, spec 3 §6).
  'listings.view': { description: 'Open the listing tools', ...FFP_SUBSCRIBED },
  // Reading: activity drops only the subscription; it stays in the ffp listings area.
  'listingsActivity.view': {
    description: 'Open the listings activity',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
  },
  // Reading: spec 3's "active ffp subscription except activity" wins over spec 1's "any" brand type.
  'listingItem.view': {
    description: 'Open one listing item',
    roles: ['admin', 'manager', 'brand-user'],
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  'listingItemActivity.view': {
    description: 'Open one listing item’s activity',
    roles: ['admin', 'manager', 'brand-user'],
    brandTypes: ['ffp'],
  },
  'productDetail.view': {
    description: 'Open a product’s detail',
    roles: LISTING_ROLES,
    brandTypes: ['mr', 'mc'],
  },

  // Connections (spec 1 §6.2, spec 3 §6).
  'spApi.authorize': { description: 'Authorize the Selling Partner API', roles: STAFF_AND_BRAND },
  'authorizeAds.view': {
    description: 'Open the Amazon Ads authorization page',
    roles: STAFF_AND_BRAND,
    brandTypes: ['ecom3k'],
  },

  // Billing outcomes (spec 3 §2). Reading: success and cancelled pages follow payment-complete's rule.
  'billingOutcome.view': {
    description: 'Open the payment and subscription outcome pages',
    roles: ['brand-user'],
  },

  // Not in the spec: where a signed-in user with no accessible page lands (e.g. the api role).
  'noAccess.view': { description: 'Open the page that says no page is open to one', roles: ROLES },
} as const satisfies Record<string, PermissionRule>;
