import { resolveRoute } from '@portal/schema';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpInactive, mcBrandUser, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { toAccessSubject } from './access-subject';
import { RouteGuard } from './RouteGuard';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const routes = (
  <Routes>
    <Route
      path="/amazon-listings-activity"
      element={
        <RouteGuard routeId="listingsActivity">
          <p>activity page</p>
        </RouteGuard>
      }
    />
    <Route
      path="/"
      element={
        <RouteGuard routeId="dashboard">
          <p>dashboard page</p>
        </RouteGuard>
      }
    />
    <Route
      path="/commissions"
      element={
        <RouteGuard routeId="commissions">
          <p>commissions page</p>
        </RouteGuard>
      }
    />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('RouteGuard', () => {
  it('sends a signed-out visitor to login and keeps where they were going', async () => {
    renderWithApp(routes, { route: '/amazon-listings-activity' });
    expect(await screen.findByText('at /login?from=%2Famazon-listings-activity')).toBeTruthy();
  });

  it('shows the page when the access tables allow it', async () => {
    renderWithApp(routes, { route: '/amazon-listings-activity', session: sessionFor(agencyAdmin) });
    expect(await screen.findByText('activity page')).toBeTruthy();
  });

  it('redirects a refused user where resolveRoute says', async () => {
    const expected = resolveRoute(toAccessSubject(mcBrandUser), 'listingsActivity');
    expect(expected).toEqual({ redirect: '/' });
    renderWithApp(routes, { route: '/amazon-listings-activity', session: sessionFor(mcBrandUser) });
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('keeps an ffp admin without subscription off the dashboard, sending them to billing', async () => {
    renderWithApp(routes, { route: '/', session: sessionFor(ffpInactive) });
    expect(await screen.findByText('at /account/billing')).toBeTruthy();
  });

  it('tells a user refused the commissions why, on the commissions address', async () => {
    renderWithApp(routes, { route: '/commissions', session: sessionFor(mcBrandUser) });

    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
    expect(screen.queryByText('commissions page')).toBeNull();
    expect(screen.queryByText(/^at /)).toBeNull();
  });
});
