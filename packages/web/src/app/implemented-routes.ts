import type { RouteId } from '@portal/schema';

/**
 * Route ids with a screen in this build: SCREENS in routes.tsx has exactly these keys (the type
 * checker holds the two together), the side menu offers only these, and the Playwright tests import
 * this plain list to compute the menu each demo account must see. Add a new screen here and there.
 */
export const IMPLEMENTED_ROUTES = [
  'login',
  'forgotPassword',
  'register',
  'resetPassword',
  'createAccount',
  'dashboard',
  'listingsActivity',
  'brandReportList',
  'brandReportView',
  'brandReportUpdate',
  'advertisingPerformance',
  'brandAdsPerformance',
  'authorizeAds',
  'noAccess',
] as const satisfies readonly RouteId[];

export type ImplementedRouteId = (typeof IMPLEMENTED_ROUTES)[number];
