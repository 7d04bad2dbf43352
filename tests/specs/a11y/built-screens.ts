import { type AccessSubject, canAccessRoute, PERMISSIONS, ROUTE_BY_ID, type RouteId } from '@portal/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../support/accounts.ts';
import { IMPLEMENTED_ROUTES } from '../../support/implemented-routes.ts';

/** Route ids that have a screen in this build, read off the web's `screens.ts` manifests. */
export function builtRouteIds(): RouteId[] {
  return IMPLEMENTED_ROUTES.filter((id) => id in ROUTE_BY_ID);
}

const subjectOf = (a: DemoAccount): AccessSubject => ({
  role: a.role,
  brandType: a.brandType,
  brandAdmin: a.brandAdmin,
  activeSubscription: a.activeSubscription,
  subBrandCodes: a.hasSubBrands ? ['SUB'] : [],
});

/**
 * Who looks at a signed-in screen: a brand user of a type the route names (they see their own
 * brand), else the first demo account the route admits.
 */
export function accountFor(routeId: RouteId): DemoAccount | null {
  const route = ROUTE_BY_ID[routeId];
  const brandTypes: readonly string[] | undefined = route.permission
    ? (PERMISSIONS[route.permission] as { brandTypes?: readonly string[] }).brandTypes
    : undefined;
  const allowed = DEMO_ACCOUNTS.filter((a) => canAccessRoute(subjectOf(a), routeId));
  const brandUser = allowed.find((a) => a.brandType && brandTypes?.includes(a.brandType));
  return brandUser ?? allowed[0] ?? null;
}

/** The month before this one, `YYYY-MM` (the newest monthly report). */
export function lastMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** Values for a route's parameters: the known ones, and a placeholder for any other required one. */
export function paramsFor(
  routeId: RouteId,
  known: Record<string, string | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, optional] of ROUTE_BY_ID[routeId].path.matchAll(/:(\w+)(\?)?/g)) {
    const value = known[name as string];
    if (value) out[name as string] = value;
    else if (!optional) out[name as string] = 'a11y-scan';
  }
  return out;
}
