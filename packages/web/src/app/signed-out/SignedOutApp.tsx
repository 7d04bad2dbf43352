import { loginRedirect, ROUTES } from '@portal/schema';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../routing/RouteGuard';
import { isPublicRoute, screenFor } from '../screens/screen-element';

/** Any address but a sign-in page needs a session: to login with the origin kept, as the shell does. */
function ToLogin() {
  const location = useLocation();
  return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;
}

/**
 * What a signed-out visitor gets: the public routes of the access table, behind the same guard as in
 * the signed-in app. It holds neither Apollo Client nor the shell, so the login page's first load
 * stays small (decision 0260); signing in switches the root to the signed-in app.
 */
export function SignedOutApp() {
  return (
    // As the signed-in app's router: address changes commit at once (ADR 0141).
    <BrowserRouter useTransitions={false}>
      <Routes>
        {ROUTES.filter(isPublicRoute).map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={<RouteGuard routeId={route.id}>{screenFor(route.id)}</RouteGuard>}
          />
        ))}
        <Route path="*" element={<ToLogin />} />
      </Routes>
    </BrowserRouter>
  );
}
