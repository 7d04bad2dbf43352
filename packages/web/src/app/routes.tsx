import type { RouteId } from '@portal/schema';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { IMPLEMENTED_ROUTES, type ImplementedRouteId } from './implemented-routes';

/** How a screen is shown: inside the shell (menu, top bar, footer) or alone (sign-in pages). */
export type ScreenLayout = 'shell' | 'public';

export interface ScreenEntry {
  screen: LazyExoticComponent<ComponentType>;
  layout: ScreenLayout;
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * Route id → screen. Paths and access rules come from the route table in @portal/schema; a later
 * issue adds its screen here and its id to IMPLEMENTED_ROUTES (the type keeps the two equal), and the
 * side menu then shows its entry, when the tables allow it.
 */
export const SCREENS: Partial<Record<RouteId, ScreenEntry>> = {
  login: { layout: 'public', screen: named(() => import('../domains/auth/views/LoginView'), 'LoginView') },
  forgotPassword: {
    layout: 'public',
    screen: named(() => import('../domains/auth/views/ForgotPasswordView'), 'ForgotPasswordView'),
  },
  register: {
    layout: 'public',
    screen: named(() => import('../domains/auth/views/RegisterView'), 'RegisterView'),
  },
  resetPassword: {
    layout: 'public',
    screen: named(() => import('../domains/auth/views/RegisterView'), 'ResetPasswordView'),
  },
  createAccount: {
    layout: 'public',
    screen: named(() => import('../domains/auth/views/CreateAccountView'), 'CreateAccountView'),
  },
  dashboard: {
    layout: 'shell',
    screen: named(() => import('../domains/dashboard/views/DashboardView'), 'DashboardView'),
  },
  listingsActivity: {
    layout: 'shell',
    screen: named(() => import('../domains/activity/views/ActivityView'), 'ActivityView'),
  },
  brandReportList: {
    layout: 'shell',
    screen: named(() => import('../domains/brand-reports/views/BrandReportListView'), 'BrandReportListView'),
  },
  brandReportView: {
    layout: 'shell',
    screen: named(() => import('../domains/brand-reports/views/BrandReportView'), 'BrandReportView'),
  },
  brandReportUpdate: {
    layout: 'shell',
    screen: named(
      () => import('../domains/brand-reports/views/BrandReportUpdateView'),
      'BrandReportUpdateView',
    ),
  },
  advertisingPerformance: {
    layout: 'shell',
    screen: named(
      () => import('../domains/advertising/views/AdvertisingPerformanceView'),
      'AdvertisingPerformanceView',
    ),
  },
  brandAdsPerformance: {
    layout: 'shell',
    screen: named(
      () => import('../domains/advertising/views/AdvertisingPerformanceView'),
      'AdvertisingPerformanceView',
    ),
  },
  authorizeAds: {
    layout: 'shell',
    screen: named(() => import('../domains/advertising/views/AuthorizeAdsView'), 'AuthorizeAdsView'),
  },
  noAccess: { layout: 'shell', screen: named(() => import('./pages/NoAccessPage'), 'NoAccessPage') },
} satisfies Record<ImplementedRouteId, ScreenEntry>;

/** Routes with a screen in this build; the menu offers only these. */
export const IMPLEMENTED_ROUTE_IDS: ReadonlySet<string> = new Set(IMPLEMENTED_ROUTES);
