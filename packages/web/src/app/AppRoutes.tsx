import { loginRedirect, ROUTES } from '@portal/schema';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteGuard } from './routing/RouteGuard';
import { isPublicRoute as isPublic, screenFor } from './screens/screen-element';
import { useSession } from './session/SessionProvider';
import { AppShell } from './shell/AppShell';

/** The shell exists only for a signed-in user; anyone else goes to login with the origin kept. */
function SignedInShell() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <AppShell />;
}

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
