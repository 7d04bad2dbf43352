import type { ROUTES, RouteId } from '@portal/schema';
import { type ReactNode, Suspense } from 'react';
import { LoadingState } from '../../ui/states/LoadingState';
import { NotYetAvailablePage } from '../pages/NotYetAvailablePage';
import { SCREENS } from '../routes';

/** A route's screen, loaded on first visit; a route of the access table without one says so. */
export function screenFor(routeId: RouteId): ReactNode {
  const entry = SCREENS[routeId];
  if (!entry) return <NotYetAvailablePage />;
  const Screen = entry.screen;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}

/** The routes anyone may open (sign-in pages); the rest need a session. */
export const isPublicRoute = (route: (typeof ROUTES)[number]) => 'public' in route && route.public;
