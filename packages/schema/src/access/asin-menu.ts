import type { Permission } from './permissions.ts';
import type { RouteId } from './routes.ts';

/** One entry of the ASIN sub-menu (spec 2 §2): shown when its rule and its route's rule allow. */
export interface AsinMenuEntry {
  id: string;
  label: string;
  routeId: RouteId;
  /** The entry's own rule where it is narrower than the route's (Admin and Manager only). */
  permission: Permission;
}

/** The tabs of every ASIN page, in the spec's order. */
export const ASIN_MENU: readonly AsinMenuEntry[] = [
  { id: 'edit', label: 'Edit', routeId: 'asinUpdate', permission: 'asins.update' },
  { id: 'details', label: 'Details', routeId: 'asinView', permission: 'asins.view' },
  { id: 'performance', label: 'Performance', routeId: 'asinPerformance', permission: 'asins.view' },
  { id: 'keyword', label: 'Keyword', routeId: 'asinKeywords', permission: 'asinStaffTabs.menu' },
  { id: 'inventory', label: 'Inventory', routeId: 'asinInventory', permission: 'asinMarketData.view' },
  { id: 'fees', label: 'Fees Estimates', routeId: 'asinFees', permission: 'asinStaffTabs.menu' },
  {
    id: 'productOffers',
    label: 'Competing Offers',
    routeId: 'asinProductOffers',
    permission: 'asinStaffTabs.menu',
  },
];
