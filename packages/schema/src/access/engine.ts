import { isSubscriptionBrandType } from '../constants/roles.ts';
import { matchRoute } from './match.ts';
import { MENU, type MenuEntry } from './menu.ts';
import { hasPermission } from './permissions.ts';
import {
  ACCOUNT_BILLING_PATH,
  LISTINGS_PATH,
  LOGIN_PATH,
  NO_ACCESS_PATH,
  ROUTE_BY_ID,
  ROUTES,
  type RouteId,
} from './routes.ts';
import type { AccessSubject, RouteDecision } from './types.ts';

/** Whether the subject may open the route; public routes are open to everyone. */
export const canAccessRoute = (subject: AccessSubject, routeId: RouteId): boolean => {
  const route = ROUTE_BY_ID[routeId];
  return route.public === true || hasPermission(subject, route.permission);
};

/**
 * Whether the guard shows 'You do not have permission to view this page' in place of a redirect:
 * a signed-in user refused a route marked `refused: 'forbidden'`.
 */
export const refusedInPlace = (subject: AccessSubject | null, routeId: RouteId): boolean => {
  const route = ROUTE_BY_ID[routeId];
  return (
    subject !== null && !route.public && route.refused === 'forbidden' && !canAccessRoute(subject, routeId)
  );
};

/** Only same-site paths may be followed after login, so `from` cannot send anyone off-site. */
export const isSafeOrigin = (origin: string | null | undefined): origin is string =>
  typeof origin === 'string' &&
  origin.startsWith('/') &&
  !origin.startsWith('//') &&
  !origin.startsWith('/\\');

/** The login page, keeping where the user was going (spec 1 §4.2). */
export const loginRedirect = (origin?: string | null): string =>
  isSafeOrigin(origin) && origin !== '/' && !origin.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?from=${encodeURIComponent(origin)}`
    : LOGIN_PATH;

/** The kept origin from the login page's query string, when it is a safe path. */
export const readLoginOrigin = (search: string): string | null => {
  const from = new URLSearchParams(search).get('from');
  return isSafeOrigin(from) ? from : null;
};

/** Static paths tried, in order, when the spec's own target is refused too (never a loop). */
const FALLBACK_PATHS = ROUTES.filter((r) => !r.path.includes(':') && !('public' in r)).map((r) => r.path);

/** The spec 1 §4.2 targets for a refused signed-in user, best first. */
const specTargets = (s: AccessSubject): string[] => {
  if (s.role !== 'brand-user' || !isSubscriptionBrandType(s.brandType)) return ['/'];
  if (!s.activeSubscription) return s.brandAdmin ? [ACCOUNT_BILLING_PATH, '/'] : ['/'];
  // "The account page" is /account/billing: the only account target §4.2 names, and the default tab.
  if (s.brandAdmin) return [ACCOUNT_BILLING_PATH];
  if (s.brandType === 'ffp') return [LISTINGS_PATH];
  // A subscribed ecom3k non-admin: "all others go to /", but the dashboard keeps them off.
  return ['/', LISTINGS_PATH, ACCOUNT_BILLING_PATH];
};

const refusedRedirect = (s: AccessSubject, refused: RouteId | null): string => {
  for (const path of [...specTargets(s), ...FALLBACK_PATHS]) {
    const id = matchRoute(path);
    if (id && id !== refused && id !== 'noAccess' && canAccessRoute(s, id)) return path;
  }
  return NO_ACCESS_PATH;
};

/** Where a path leads the subject in the end: itself when allowed, else its redirect. */
const settle = (s: AccessSubject, path: string): string => {
  const id = matchRoute(path);
  if (!id) return path;
  const decision = resolveRoute(s, id);
  return 'redirect' in decision ? decision.redirect : path;
};

/**
 * The guard's decision for a route (spec 1 §4.1, §4.2). `origin` is the requested location
 * (path and query) kept on the way to login.
 */
export const resolveRoute = (
  subject: AccessSubject | null,
  routeId: RouteId,
  origin?: string | null,
): RouteDecision => {
  const route = ROUTE_BY_ID[routeId];
  if (route.public) {
    if (!subject || !route.signedInRedirect) return { allow: true };
    const target =
      route.signedInRedirect === 'landing' ? landingPath(subject) : settle(subject, route.signedInRedirect);
    return { redirect: target };
  }
  if (!subject) return { redirect: loginRedirect(origin) };
  if (hasPermission(subject, route.permission)) return { allow: true };
  return { redirect: refusedRedirect(subject, routeId) };
};

/** The guard's decision for a location; an unknown page is allowed (the router shows not-found). */
export const resolvePath = (subject: AccessSubject | null, location: string): RouteDecision => {
  const id = matchRoute(location);
  if (id) return resolveRoute(subject, id, location);
  return subject ? { allow: true } : { redirect: loginRedirect(location) };
};

/**
 * Where a user goes after login (spec 1 §4.1): ffp brand users to the listings, others to where they
 * came from or to /. The result is final: the guard's redirects are already applied.
 */
export const landingPath = (subject: AccessSubject, origin?: string | null): string => {
  if (subject.role === 'brand-user' && subject.brandType === 'ffp') return settle(subject, LISTINGS_PATH);
  // A public origin (login itself, sign-up) is no place to return to.
  const originRoute = isSafeOrigin(origin) ? matchRoute(origin) : null;
  const returnTo = originRoute && !ROUTE_BY_ID[originRoute].public ? origin : null;
  return settle(subject, returnTo ?? '/');
};

/** Menu entries the subject sees: implemented, allowed by the entry's permission and by the route's. */
export const visibleMenu = (subject: AccessSubject, implementedRouteIds: ReadonlySet<string>): MenuEntry[] =>
  MENU.filter(
    (entry) =>
      implementedRouteIds.has(entry.routeId) &&
      hasPermission(subject, entry.permission) &&
      canAccessRoute(subject, entry.routeId),
  );
