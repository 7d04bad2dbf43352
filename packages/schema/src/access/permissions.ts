import { ROLES } from '../constants/roles.ts';
import { meetsRule } from './auth-rule.ts';
import { PAGE_PERMISSIONS } from './page-permissions.ts';
import type { PermissionRule } from './permission-rule.ts';
import {
  ADMIN_MANAGER,
  ADMIN_MANAGER_USER,
  ALL_FIVE,
  BRAND_ADMIN_STAFF,
  LISTING_ROLES,
  STAFF,
} from './role-sets.ts';
import type { AccessSubject, AuthDecision } from './types.ts';

export type { PermissionRule } from './permission-rule.ts';

/**
 * Every permission of the product, by name. The one place access is declared: the web's route
 * table and menu, the SDL's `@auth(permission: …)`, the gateway's directive and the backend's route
 * middleware all read this table. Brand scoping (a brand user sees only its brand and sub brands)
 * is not a permission: it stays in the backend's services.
 */
export const PERMISSIONS = {
  // Session and profile: anyone signed in.
  session: { description: 'End one’s own session', roles: ROLES },
  'profile.read': { description: 'Read one’s own profile (users/me)', roles: ROLES },
  'profile.update': {
    description: 'Save one’s own table layouts and viewed help articles',
    roles: ROLES,
  },
  'marketplaces.read': {
    description: 'List the authorized marketplaces one may pick',
    roles: ROLES,
  },
  'brandAssets.read': { description: 'Load a brand’s logo and product image', roles: ROLES },
  'heartbeat.read': { description: 'Receive the server’s heartbeat over the websocket', roles: ROLES },
  // Every job and its file belong to the user who started it; the service scopes, not the role.
  'jobs.read': { description: 'Read one’s own background jobs and their files', roles: ROLES },

  // Lookups of spec 1 §7.2.
  'lookups.read': {
    description: 'Read the brand statuses, brand types, order methods, agreement types and max-control lists',
    roles: STAFF,
  },
  'brandRoleAssignees.read': { description: 'List the staff a brand role can be assigned to', roles: STAFF },
  'brandIds.read': { description: 'List brand codes and names for filters', roles: ALL_FIVE },
  'accountManagers.read': {
    description: 'List the agency’s account managers (filter by account manager)',
    roles: ADMIN_MANAGER_USER,
  },

  // Seller data (the marketplace facts behind the analytics screens).
  'sellerData.freshness': {
    description: 'Read how far a brand’s marketplace facts are loaded (data through a day)',
    roles: ALL_FIVE,
  },
  // Commissions (spec 3 §6 'Commission details': Admin, Manager). Reading uses the page rule
  // 'commissions.view'; waiving changes what a brand is billed, so it is named apart.
  'commissions.waive': {
    description: 'Waive a share of a brand’s gross sales from its commission for a month',
    roles: ADMIN_MANAGER,
  },
  // Performance insights (spec 2 §2, §7 'Insights'): the /performance-insights page's people.
  'insights.read': {
    description: 'Read the performance insight cards, their drill-downs and return lines',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  // Brands (spec 2 §2, §7). The grid's list and edit calls use the page rules 'brands.view',
  // 'brands.create', 'brands.update' and 'stripeBrands.view' (page-permissions.ts): same people.
  'brands.read': {
    description: 'Read a brand, its sub brands and watch or unwatch it',
    roles: ALL_FIVE,
  },
  // The home dashboard's widgets (spec 2 §2): lookup, watchlists, new brands and movers. Brand
  // users read them too, scoped to their brand and sub brands by the backend.
  'dashboard.read': {
    description: 'Read the dashboard widgets: watchlists, new brands, gainers and losers',
    roles: ALL_FIVE,
  },
  // Spec 2 §6: "BrandUser: no ASIN edit action"; the update route admits them, the save does not.
  'asins.update': { description: 'Edit an ASIN (Update ASIN)', roles: ADMIN_MANAGER_USER },
  'brandNotes.manage': {
    description: 'Read, add, edit and delete a brand’s notes',
    roles: BRAND_ADMIN_STAFF,
  },
  'customAttributes.read': {
    description: 'Read the custom attributes of brands and SKUs',
    roles: STAFF,
  },
  'customAttributes.manage': {
    description: 'Add, edit and delete custom attributes and set their values',
    roles: ADMIN_MANAGER_USER,
  },

  // Listing activity (spec 3).
  'activity.read': {
    description: 'Read unread listing activity',
    roles: LISTING_ROLES,
    brandTypes: ['ffp', 'ecom3k'],
  },
  'activity.update': {
    description: 'Mark listing activity read',
    roles: LISTING_ROLES,
    brandTypes: ['ffp', 'ecom3k'],
  },

  // Listings (spec 3 §6): every listing tool needs an active ffp subscription; REFETCH LISTINGS is
  // the brand user's own button (spec 3 §2).
  'listings.read': {
    description: 'Read listings, their issues, reflection and differences',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  'listings.delete': {
    description: 'Delete a listing from the marketplace',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  'listings.edit': {
    description: 'Create and edit listings, change their product type, revert a version',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  'listings.bulkUpdate': {
    description: 'Change many listings at once: bulk edit, CSV upload and its processing',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  // Spec 3 §2: BULK EDIT (v1) is shown only to a few specific accounts: a feature granted per
  // account (ADR 0609), on top of what every bulk change needs.
  'listings.bulkEditV1': {
    description: 'Set one attribute of several listings at once (BULK EDIT v1 on the listings page)',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
    accountFeature: 'bulkEditV1',
  },
  'listings.export': {
    description: 'Export listings, issues and differences, and read the exported files',
    roles: LISTING_ROLES,
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  'listings.refetch': {
    description: 'Refetch a seller’s listings from the marketplace (REFETCH LISTINGS)',
    roles: ['brand-user'],
    brandTypes: ['ffp'],
    activeSubscription: true,
  },

  // Advertising (spec 1 §2.4, spec 3 Ads authorization).
  'advertising.read': {
    description: 'Read advertising performance (table, summary, chart) and export it',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  // A screen rule, not an operation: the filters' lists are staff data (spec 1 §6.1).
  'advertising.staffFilters': {
    description:
      'Filter advertising by brand and account manager (hidden from standard agency and brand users)',
    roles: ADMIN_MANAGER_USER,
  },
  'ads.authorize': {
    description: 'Grant or revoke the brand’s Amazon Ads authorization',
    roles: ALL_FIVE,
    brandTypes: ['ecom3k'],
    brandAdmin: true,
  },
  // Spec 3 'Connect to Amazon tab': brand admins of ffp and ecom3k store their own Seller Central
  // sign-in and directed IDs there; the brand edit page's staff keep doing it for any brand.
  'sellerCentral.manage': {
    description: 'Store a brand’s Seller Central credentials and directed IDs',
    roles: ['admin', 'manager', 'standard_agency_user', 'brand-user'],
    brandTypes: ['ffp', 'ecom3k'],
    brandAdmin: true,
  },
  // ADR 0535: a brand's drive delivery ('Send now', the deliveries, the folder's files) is for the
  // people who keep its Seller Central sign-in: staff on the brand edit page, ffp and ecom3k admins.
  'drive.manage': {
    description: 'Send a brand’s report to its drive folder now and read its deliveries and files',
    roles: ['admin', 'manager', 'standard_agency_user', 'brand-user'],
    brandTypes: ['ffp', 'ecom3k'],
    brandAdmin: true,
  },
  // Spec 3 §6: SP API authorization for staff and brand users; the connections live on the account
  // pages (brand admins only, spec 3 §6) and on the brand edit and sub-brand editors (staff, the
  // standard agency user included). Finishing a grant (POST sp-api/authorize) keeps the callback
  // page's rule, spApi.authorize: its state is bound to the user who asked for the link.
  'spApi.manage': {
    description: 'Connect, rename and disconnect the brand’s Amazon sellers (Selling Partner API)',
    roles: ALL_FIVE,
    brandAdmin: true,
  },
  // The grant's state is bound to the user who asked for the link (ads.authorize), so finishing it
  // asks no brand admin again: the callback page's rule, as the SDL had it.
  'ads.finishAuthorization': {
    description: 'Finish an Amazon Ads grant with the code the consent page returned',
    roles: ALL_FIVE,
    brandTypes: ['ecom3k'],
  },

  // Overall performance (spec 2 §2, §7 Brand analytics): the same people as the page.
  'performance.read': {
    description: 'Read SKU performance rows, the summary and the metric series',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  // Spec 2 §6: analytics events are sent for ffp and ecom3k brand users (first-party, no tracker).
  'analytics.pageView': {
    description: 'Record a page view as a first-party analytics event',
    roles: ['brand-user'],
    brandTypes: ['ffp', 'ecom3k'],
  },

  // Alerts (spec 2 §2, §6, §7 'Alerts'): the page's people read; staff hide, show and work the
  // extra tabs (brand users have no Action column, checkboxes, bulk hide or extra tabs).
  'alerts.read': {
    description: 'Read the alert classifications, alert types and alerts (scoped to the caller)',
    roles: ALL_FIVE,
    brandTypes: ['mr', 'mc'],
  },
  'alerts.manage': {
    description:
      'Hide and show alerts per tab, and read and finish late FBM shipments, deleted SKUs and missing parents',
    roles: STAFF,
  },
  // A screen rule: spec 2 §6 "Admin only: account manager filter on alerts and its tabs; role-filter dropdown".
  'alerts.staffFilters': {
    description: 'Filter the alerts by account manager and role',
    roles: ['admin'],
  },

  // Monthly brand reports (spec 1 §2.5).
  'brandReports.list': {
    description: 'List a brand’s monthly reports',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr'],
  },
  'brandReports.read': {
    description: 'Open one monthly report',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },
  'brandReports.update': {
    description: 'Save a monthly report’s notes and ignored suppressions',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },

  // API keys (issue 36): admins for any brands, brand admins for their own brand and sub brands.
  // Issue 33 (ADR 0581): the users list and its actions. brandAdmin binds brand users only, so
  // this is every admin and each brand admin; the service keeps a brand admin to their brand.
  'userAccounts.manage': {
    description:
      'Invite, list, resend, deactivate or reactivate users (a brand admin: brand users of their own brand, ADR 0598)',
    roles: ['admin', 'brand-user'],
    brandAdmin: true,
  },
  // ADR 0609: which accounts see BULK EDIT (v1) is the agency's decision, not a brand admin's.
  'accountFeatures.grant': {
    description: 'Grant or withdraw a user’s account features (BULK EDIT v1)',
    roles: ['admin'],
  },
  'apiKeys.manage': {
    description: 'Create, list and revoke API keys for scripts and partner integrations',
    roles: ['admin', 'brand-user'],
    brandAdmin: true,
  },

  // Pages with no data permission of their own.
  ...PAGE_PERMISSIONS,
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name);

/**
 * Whether the subject holds the permission (null subject: not signed in, never). An API key's
 * caller holds exactly its granted permissions: the key's creator could only grant what they held
 * (docs/decisions/0470), so the grant list is its whole authority, whatever its role.
 */
export const hasPermission = (subject: AccessSubject | null, permission: Permission): boolean => {
  if (subject === null) return false;
  if (subject.grants) return subject.grants.includes(permission);
  return meetsRule(subject, PERMISSIONS[permission]);
};

/** The decision for one permission: UNAUTHENTICATED when signed out, else ALLOW or FORBIDDEN. */
export const permissionDecision = (subject: AccessSubject | null, permission: Permission): AuthDecision => {
  if (subject === null) return 'UNAUTHENTICATED';
  return hasPermission(subject, permission) ? 'ALLOW' : 'FORBIDDEN';
};
