import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardMocks } from '../domains/dashboard/dashboard.fixtures';
import { agencyAdmin, ffpInactive, sessionFor } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import type { MockResolvers } from '../test/schema-mock';
import { AppRoutes } from './AppRoutes';

// Screens are lazy chunks: the first render of each waits for its import.
const slow = { timeout: 5000 };
const mocks: MockResolvers = {
  Query: {
    me: () => ({ ...agencyAdmin, viewedArticles: ['dashboard'] }),
    authorizedMarketplaces: () => [],
    ...dashboardMocks,
  },
  Mutation: { logout: () => true },
};

describe('AppRoutes', () => {
  it('shows the shell around the dashboard: menu, version label and Log Out with the email', async () => {
    renderWithApp(<AppRoutes />, { session: sessionFor(agencyAdmin), mocks });
    expect(await screen.findByRole('heading', { name: 'Lookup ASIN' }, slow)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText('Version 1.20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out admin@demo.test' })).toBeTruthy();
  });

  it('tells an ffp user without subscription that it is inactive', async () => {
    renderWithApp(<AppRoutes />, { session: sessionFor({ ...ffpInactive, brandAdmin: false }), mocks });
    expect(
      await screen.findByText(
        'Your subscription is inactive. Please contact your administrator to renew your subscription',
        {},
        slow,
      ),
    ).toBeTruthy();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderWithApp(<AppRoutes />, { session: sessionFor(agencyAdmin), route: '/no-such-page', mocks });
    expect(await screen.findByText('Page not found', {}, slow)).toBeTruthy();
  });

  it('logs out to the login page', async () => {
    const { manager } = renderWithApp(<AppRoutes />, { session: sessionFor(agencyAdmin), mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out admin@demo.test' }, slow));
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeTruthy();
    expect(manager.getSession()).toBeNull();
  });

  it('shows the session-expired warning on the login page', async () => {
    const { manager } = renderWithApp(<AppRoutes />, { session: sessionFor(agencyAdmin), mocks });
    await screen.findByRole('heading', { name: 'Lookup ASIN' }, slow);
    manager.expire();
    expect(await screen.findByText('Session expired, please login again', {}, slow)).toBeTruthy();
  });
});
