import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, mcBrandUser, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { RefusedRouteNotice } from '../shell/RefusedRouteNotice';
import { RouteGuard } from './RouteGuard';

// The shell's notice above each guarded page, as AppShell places it.
const guarded = (routeId: 'dashboard' | 'listingsActivity', text: string) => (
  <>
    <RefusedRouteNotice />
    <RouteGuard routeId={routeId}>
      <p>{text}</p>
    </RouteGuard>
  </>
);

const routes = (
  <Routes>
    <Route path="/amazon-listings-activity" element={guarded('listingsActivity', 'activity page')} />
    <Route path="/" element={guarded('dashboard', 'dashboard page')} />
  </Routes>
);

const notice =
  /^You do not have permission to view this page \(\/amazon-listings-activity\), so you were brought here instead\.$/;

describe('a refused route tells the user why where they land', () => {
  it('says which page was refused on the page the user is sent to', async () => {
    renderWithApp(routes, { route: '/amazon-listings-activity', session: sessionFor(mcBrandUser) });

    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('goes away when dismissed', async () => {
    renderWithApp(routes, { route: '/amazon-listings-activity', session: sessionFor(mcBrandUser) });
    await screen.findByText(notice);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText(notice)).toBeNull();
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('says nothing to a user who may open the page', async () => {
    renderWithApp(routes, { route: '/amazon-listings-activity', session: sessionFor(agencyAdmin) });

    expect(await screen.findByText('activity page')).toBeTruthy();
    expect(screen.queryByText(/You do not have access/)).toBeNull();
  });

  it('says nothing to a signed-out visitor sent to sign in', async () => {
    renderWithApp(
      <Routes>
        <Route path="/amazon-listings-activity" element={guarded('listingsActivity', 'activity page')} />
        <Route
          path="/login"
          element={
            <>
              <RefusedRouteNotice />
              <p>login page</p>
            </>
          }
        />
      </Routes>,
      { route: '/amazon-listings-activity' },
    );

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText(/You do not have access/)).toBeNull();
  });
});
