import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../app/session/session-types';
import { agencyAdmin, mcBrandUser, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { dashboardMocks } from '../dashboard.fixtures';
import { DashboardView } from './DashboardView';

const mocks: MockResolvers = { Query: { ...dashboardMocks, asin: () => null } };
const render = (user: SessionUser, extra: MockResolvers = mocks) =>
  renderWithApp(<DashboardView />, { session: sessionFor(user), mocks: extra });
const operations = (calls: { operationName?: string }[], name: string) =>
  calls.filter((c) => c.operationName === name).length;

describe('the home dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('titles the tab Dashboard and gives staff the five widgets', async () => {
    render(agencyAdmin);

    for (const title of ['Lookup ASIN', 'Watchlist', 'New brands', 'Brand Movers', 'ASIN Movers'])
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(document.title).toMatch(/^Dashboard/);
  });

  it('shows four brand gainers per page, each linking to Performance filtered by the brand', async () => {
    render(agencyAdmin);

    const table = await screen.findByRole('table', { name: 'Brand gainers, 1 day' });
    const links = within(table).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]?.getAttribute('href')).toBe(
      '/performance?metric=revenue,conversion,session,buy_box&filterBrands=BR1',
    );
    expect(within(table).getByText('+$500.00')).toBeTruthy();
    // The day the windows end on, as the API answered it.
    expect(screen.getAllByText('Revenue through 9 Mar 2026').length).toBeGreaterThan(0);
  });

  it('links ASIN losers to the ASIN’s performance page, red with a minus sign', async () => {
    render(agencyAdmin);
    await screen.findByRole('heading', { name: 'ASIN Movers' });

    await userEvent.click(within(document.body).getAllByRole('tab', { name: 'Losers' })[1] as HTMLElement);
    await userEvent.click(
      within(document.body).getAllByRole('button', { name: '30 days' })[1] as HTMLElement,
    );

    const table = await screen.findByRole('table', { name: 'ASIN losers, 30 days' });
    expect(within(table).getAllByRole('link')[0]?.getAttribute('href')).toBe('/asins/performance/B0ASIN0000');
    expect(within(table).getByText('−$500.00')).toBeTruthy();
  });

  it('reads a window’s movers from local storage the same day instead of asking again', async () => {
    const first = render(agencyAdmin);
    await screen.findByRole('table', { name: 'Brand gainers, 1 day' });
    expect(operations(first.calls, 'BrandMovers')).toBe(1);
    first.unmount();

    const second = render(agencyAdmin);

    expect(await screen.findByRole('table', { name: 'Brand gainers, 1 day' })).toBeTruthy();
    expect(operations(second.calls, 'BrandMovers')).toBe(0);
  });

  it('asks for the ASIN number and says when an ASIN is not found', async () => {
    render(agencyAdmin);
    const lookup = await screen.findByRole('button', { name: 'Lookup' });

    await userEvent.click(lookup);
    expect(await screen.findByText('ASIN number is required')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /ASIN/ }), 'B0NOTHERE1');
    await userEvent.click(lookup);
    expect(await screen.findByText('Asin not found')).toBeTruthy();
  });

  it('gives an mc brand user its overview and the ASIN movers', async () => {
    render(mcBrandUser);

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(await screen.findByText('Revenue 30 days')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ASIN Movers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lookup ASIN' })).toBeNull();
  });

  it('gives an mr user with sub brand codes the overview alone', async () => {
    render({ ...mcBrandUser, brandType: 'MR', subBrandCodes: ['MR-SUB-1'] });

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ASIN Movers' })).toBeNull();
  });

  it('gives the Amazon audit brand the Selling Partner API connect screen', async () => {
    render({ ...mcBrandUser, brandType: 'AA' });

    expect(await screen.findByRole('heading', { name: 'Connect your Amazon seller account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Overview' })).toBeNull();
  });
});
