import type { Permission } from './permissions.ts';
import type { RouteId } from './routes.ts';

/** One entry of the brand sub-menu (spec 2 §2): shown when its rule and its route's rule allow. */
export interface BrandMenuEntry {
  id: string;
  label: string;
  routeId: RouteId;
  /** The entry's own rule where it is narrower than the route's (hidden for standard agency users). */
  permission: Permission;
}

/** The vertical tabs of every brand page, in the spec's order. */
export const BRAND_MENU: readonly BrandMenuEntry[] = [
  { id: 'edit', label: 'Edit', routeId: 'brandUpdate', permission: 'brands.update' },
  { id: 'detail', label: 'Detail', routeId: 'brandDetail', permission: 'brandDetail.view' },
  {
    id: 'adsPerformance',
    label: 'Ads Performance',
    routeId: 'brandAdsPerformance',
    permission: 'brandTabs.view',
  },
  {
    id: 'monthlyReports',
    label: 'Monthly Reports',
    routeId: 'brandReportList',
    permission: 'brandReports.menu',
  },
  { id: 'amazonHealth', label: 'Amazon Health', routeId: 'brandHealth', permission: 'brandHealth.view' },
  { id: 'inventory', label: 'Inventory', routeId: 'brandInventory', permission: 'brandHealth.view' },
];
