import type { Permission } from './permissions.ts';
import type { RouteId } from './routes.ts';

/**
 * One side-menu link (spec 1 §6.1). It shows when the user holds its permission and may open its
 * route: an entry whose menu rule adds nothing to the route's names the route's own permission.
 */
export interface MenuEntry {
  id: string;
  label: string;
  routeId: RouteId;
  /** Where the link goes (a concrete path of the route). */
  path: string;
  /** Entries sharing a section are shown together under its title. */
  section?: string;
  permission: Permission;
}

const INSIGHTS_SECTION = 'Performance and Insights';

/** The menu of spec 1 §6.1, in display order. */
export const MENU: readonly MenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', routeId: 'dashboard', path: '/', permission: 'dashboard.view' },
  // The menu's Account rule (subscribed ffp) differs from the route's (ffp and ecom3k brand admins).
  {
    id: 'account',
    label: 'Account',
    routeId: 'account',
    path: '/account/billing',
    permission: 'account.menu',
  },
  { id: 'alerts', label: 'Alerts', routeId: 'alerts', path: '/alerts', permission: 'alerts.view' },
  // "Performance and Insights" is one section over the three analytics pages.
  {
    id: 'performance',
    label: 'Performance',
    routeId: 'performance',
    path: '/performance',
    section: INSIGHTS_SECTION,
    permission: 'performance.view',
  },
  {
    id: 'performanceSales',
    label: 'Sales Performance',
    routeId: 'performanceSales',
    path: '/performance-sales',
    section: INSIGHTS_SECTION,
    permission: 'performance.view',
  },
  {
    id: 'performanceInsights',
    label: 'Insights',
    routeId: 'performanceInsights',
    path: '/performance-insights',
    section: INSIGHTS_SECTION,
    permission: 'performance.view',
  },
  {
    id: 'advertising',
    label: 'Advertising',
    routeId: 'advertisingPerformance',
    path: '/advertising-performance/sp',
    permission: 'advertising.view',
  },
  { id: 'brands', label: 'Accounts', routeId: 'brands', path: '/brands', permission: 'brands.view' },
  {
    id: 'brandsOverview',
    label: 'Overview',
    routeId: 'brandsOverview',
    path: '/brands-overview',
    permission: 'brands.view',
  },
  // The menu's ASINs rule (mr and mc, no sub brands) is narrower than the route's.
  { id: 'asins', label: 'ASINs', routeId: 'asins', path: '/asins', permission: 'asins.menu' },
  {
    id: 'agencyReports',
    label: 'Reports',
    routeId: 'agencyReports',
    path: '/agency-reports',
    permission: 'agencyReports.view',
  },
  {
    id: 'commissions',
    label: 'Commissions',
    routeId: 'commissions',
    path: '/commissions',
    permission: 'commissions.view',
  },
  {
    id: 'listings',
    label: 'Listings',
    routeId: 'listings',
    path: '/amazon-listings-items',
    permission: 'listings.view',
  },
  {
    id: 'reflecting',
    label: 'Reflecting',
    routeId: 'reflecting',
    path: '/reflecting',
    permission: 'listings.view',
  },
  {
    id: 'bulkEdit',
    label: 'Bulk Edit',
    routeId: 'bulkEdit',
    path: '/bulk-edit',
    permission: 'listings.view',
  },
  { id: 'upload', label: 'Upload', routeId: 'upload', path: '/upload', permission: 'listings.view' },
  { id: 'exports', label: 'Exports', routeId: 'exports', path: '/exports', permission: 'listings.view' },
  {
    id: 'variationThemes',
    label: 'Variation Themes',
    routeId: 'deprecatedVariationThemes',
    path: '/deprecated-variation-themes',
    permission: 'listings.view',
  },
  // The menu lists Activity among the subscribed listing tools; its route drops the subscription.
  {
    id: 'activity',
    label: 'Activity',
    routeId: 'listingsActivity',
    path: '/amazon-listings-activity',
    permission: 'listings.view',
  },
];
