import { loginRedirect, ROUTES, type RouteId } from '@portal/schema';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '../ui/states/LoadingState';
import { NotFoundPage } from './pages/NotFoundPage';
import { NotYetAvailablePage } from './pages/NotYetAvailablePage';
import { SCREENS } from './routes';
import { RouteGuard } from './routing/RouteGuard';
import { useSession } from './session/SessionProvider';
import { AppShell } from './shell/AppShell';

function screenFor(routeId: RouteId): ReactNode {
  const entry = SCREENS[routeId];
  if (!entry) return <NotYetAvailablePage />;
  const Screen = entry.screen;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}

/** The shell exists only for a signed-in user; anyone else goes to login with the origin kept. */
function SignedInShell() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <AppShell />;
}

const isPublic = (route: (typeof ROUTES)[number]) => 'public' in route && route.public;

/** Every route of the access table, each behind the guard; unknown addresses get the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.filter(isPublic).map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={<RouteGuard routeId={route.id}>{screenFor(route.id)}</RouteGuard>}
        />
      ))}
      <Route element={<SignedInShell />}>
        {ROUTES.filter((route) => !isPublic(route)).map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={<RouteGuard routeId={route.id}>{screenFor(route.id)}</RouteGuard>}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
