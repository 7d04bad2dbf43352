import {
  landingPath,
  ROUTE_BY_ID,
  type RouteId,
  readLoginOrigin,
  refusedInPlace,
  resolveRoute,
} from '@portal/schema';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ForbiddenState } from '../../ui/states/ForbiddenState';
import { refusedRouteState } from './refused-route';
import { useAccessSubject } from './use-access-subject';

export interface RouteGuardProps {
  routeId: RouteId;
  children: ReactNode;
}

/**
 * Wraps every route: shows the page when the access tables allow it, else redirects exactly as
 * resolveRoute decides (login with the origin kept, or the spec 1 §4.2 target); a route marked
 * `refused: 'forbidden'` shows the forbidden state in place instead.
 */
export function RouteGuard({ routeId, children }: RouteGuardProps) {
  const subject = useAccessSubject();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}`;
  const decision = resolveRoute(subject, routeId, origin);
  if ('allow' in decision) return <>{children}</>;
  // The agency's money pages say why they are refused, on their own address (docs/decisions/0321).
  if (refusedInPlace(subject, routeId)) return <ForbiddenState />;
  // The login page's "landing" continues to the origin kept in ?from= (spec 1 §4.1).
  const target =
    subject && ROUTE_BY_ID[routeId].signedInRedirect === 'landing'
      ? landingPath(subject, readLoginOrigin(location.search))
      : decision.redirect;
  // A signed-in user refused a private page is told why where they land (RefusedRouteNotice).
  const refused = subject !== null && !('public' in ROUTE_BY_ID[routeId]);
  return <Navigate to={target} replace state={refused ? refusedRouteState(origin) : undefined} />;
}
