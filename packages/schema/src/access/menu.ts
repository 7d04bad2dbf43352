import { ROLES, type Role } from '../constants/roles.ts';
import type { RouteId } from './routes.ts';
import type { AccessCondition, AccessRule } from './types.ts';

/** One side-menu link, with the menu's own rule (spec 1 §6.1); its route's rule applies as well. */
export interface MenuEntry extends AccessRule {
  id: string;
  label: string;
  routeId: RouteId;
  /** Where the link goes (a concrete path of the route). */
  path: string;
  /** Entries sharing a section are shown together under its title. */
  section?: string;
  conditions?: readonly AccessCondition[];
}

const ALL_BUT_API = ROLES.filter((role) => role !== 'api');
const LISTING_MENU_ROLES: readonly Role[] = ['admin', 'manager', 'brand-user', 'standard_agency_user'];
const LISTINGS_RULE = { roles: LISTING_MENU_ROLES, brandTypes: ['ffp'], activeSubscription: true } as const;
const INSIGHTS_RULE = {
  roles: ROLES,
  brandTypes: ['mr', 'mc', 'ecom3k'],
  section: 'Performance and Insights',
} as const;

/** The menu of spec 1 §6.1, in display order. */
export const MENU: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    routeId: 'dashboard',
    path: '/',
    roles: ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user'],
    conditions: ['notSubscriptionAdminOrSubscriber'],
  },
  {
    id: 'account',
    label: 'Account',
    routeId: 'account',
    path: '/account/billing',
    roles: ['admin', 'manager', 'brand-user', 'standard_agency_user'],
    brandTypes: ['ffp'],
    activeSubscription: true,
  },
  {
    id: 'alerts',
    label: 'Alerts',
    routeId: 'alerts',
    path: '/alerts',
    roles: ALL_BUT_API,
    brandTypes: ['mr', 'mc'],
  },
  // "Performance and Insights" is one section over the three analytics pages.
  { id: 'performance', label: 'Performance', routeId: 'performance', path: '/performance', ...INSIGHTS_RULE },
  {
    id: 'performanceSales',
    label: 'Sales Performance',
    routeId: 'performanceSales',
    path: '/performance-sales',
    ...INSIGHTS_RULE,
  },
  {
    id: 'performanceInsights',
    label: 'Insights',
    routeId: 'performanceInsights',
    path: '/performance-insights',
    ...INSIGHTS_RULE,
  },
  {
    id: 'advertising',
    label: 'Advertising',
    routeId: 'advertisingPerformance',
    path: '/advertising-performance/sp',
    roles: ['admin', 'manager', 'standard_agency_user', 'brand-user'],
    brandTypes: ['mr', 'mc', 'ecom3k'],
  },
  {
    id: 'brands',
    label: 'Accounts',
    routeId: 'brands',
    path: '/brands',
    roles: ['admin', 'manager', 'user', 'standard_agency_user'],
  },
  {
    id: 'brandsOverview',
    label: 'Overview',
    routeId: 'brandsOverview',
    path: '/brands-overview',
    roles: ['admin', 'manager', 'user', 'standard_agency_user', 'brand-user'],
  },
  {
    id: 'asins',
    label: 'ASINs',
    routeId: 'asins',
    path: '/asins',
    roles: ['admin', 'manager', 'user', 'brand-user'],
    brandTypes: ['mr', 'mc'],
    conditions: ['withoutSubBrands'],
  },
  {
    id: 'agencyReports',
    label: 'Reports',
    routeId: 'agencyReports',
    path: '/agency-reports',
    roles: ['admin', 'manager', 'standard_agency_user'],
  },
  {
    id: 'commissions',
    label: 'Commissions',
    routeId: 'commissions',
    path: '/commissions',
    roles: ['admin', 'manager'],
  },
  {
    id: 'listings',
    label: 'Listings',
    routeId: 'listings',
    path: '/amazon-listings-items',
    ...LISTINGS_RULE,
  },
  { id: 'reflecting', label: 'Reflecting', routeId: 'reflecting', path: '/reflecting', ...LISTINGS_RULE },
  { id: 'bulkEdit', label: 'Bulk Edit', routeId: 'bulkEdit', path: '/bulk-edit', ...LISTINGS_RULE },
  { id: 'upload', label: 'Upload', routeId: 'upload', path: '/upload', ...LISTINGS_RULE },
  { id: 'exports', label: 'Exports', routeId: 'exports', path: '/exports', ...LISTINGS_RULE },
  {
    id: 'variationThemes',
    label: 'Variation Themes',
    routeId: 'deprecatedVariationThemes',
    path: '/deprecated-variation-themes',
    ...LISTINGS_RULE,
  },
  {
    id: 'activity',
    label: 'Activity',
    routeId: 'listingsActivity',
    path: '/amazon-listings-activity',
    ...LISTINGS_RULE,
  },
];
