import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, mcBrandUser, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { type AlertMockState, alertMocks } from '../alerts.fixtures';
import { AlertsView } from './AlertsView';

const agencyUser = { ...agencyAdmin, role: 'STANDARD_AGENCY_USER' as const, email: 'agency@demo.test' };
const fresh = (rows = 2): AlertMockState => ({ hidden: new Map(), bulkCalls: [], rows });
const open = (user = agencyAdmin, state = fresh(), route = '/alerts') =>
  renderWithApp(<AlertsView />, { session: sessionFor(user), route, mocks: alertMocks(state) });

describe('the Alerts screen', () => {
  it('shows staff the four tabs, the product linked to the marketplace page and a Hide Alert action', async () => {
    open(agencyUser);

    const grid = await screen.findByRole('table', { name: 'Alerts' });
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    for (const name of ['All Alerts', 'Late FBM Shipments', 'Deleted SKUs', 'Parent Changes'])
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    const link = await within(grid).findByRole('link', { name: 'Northwind Bottle 1' });
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B0ALERT001');
    expect(within(grid).getByRole('button', { name: 'Hide Alert 1' })).toBeTruthy();
    expect(document.title).toMatch(/^Alerts/);
  });

  it('filters an admin’s alerts by their own e-mail by default and says when they manage no brand', async () => {
    const { calls } = open(agencyAdmin);

    await screen.findByRole('table', { name: 'Alerts' });
    const filter = await screen.findByRole('combobox', { name: 'Account manager' });
    expect(filter.textContent).toBe('admin@demo.test');
    expect(screen.getByText(/You manage no brands: choose Everyone under Role/)).toBeTruthy();
    const asked = calls.filter((c) => c.operationName === 'AlertList').at(-1);
    expect(asked?.variables.filter).toMatchObject({ amEmail: 'admin@demo.test' });
  });

  it('gives a brand user no extra tabs, checkboxes, visibility options or Action column', async () => {
    open(mcBrandUser);

    const grid = await screen.findByRole('table', { name: 'Alerts' });
    await within(grid).findByText('Northwind Bottle 1');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Visibility' })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    expect(within(grid).queryByRole('button', { name: /Hide Alert/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide selected' })).toBeNull();
  });

  it('keeps one of Visible and Hidden checked and offers the bulk action only with exactly one', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: 'Alerts' });
    const visibility = screen.getByRole('group', { name: 'Visibility' });
    const visible = within(visibility).getByRole('checkbox', { name: 'Visible' });
    const hidden = within(visibility).getByRole('checkbox', { name: 'Hidden' });

    await user.click(visible);
    expect((visible as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Hide selected' })).toBeTruthy();

    await user.click(hidden);
    expect(
      await screen.findByText('Hide/Show Action is available on one option of Visible or Hidden.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide selected' })).toBeNull();

    await user.click(visible);
    expect(await screen.findByRole('button', { name: 'Show selected' })).toBeTruthy();
  });

  it('hides the checked alerts on the tab and says how many', async () => {
    const user = userEvent.setup();
    const state = fresh(3);
    open(agencyAdmin, state);
    const grid = await screen.findByRole('table', { name: 'Alerts' });

    await user.click(await within(grid).findByRole('checkbox', { name: 'Select alert 1' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select alert 3' }));
    await user.click(screen.getByRole('button', { name: 'Hide selected' }));

    expect(await screen.findByText('Set 2 Alerts as Hidden on tab All')).toBeTruthy();
    expect(state.bulkCalls).toEqual([
      {
        alerts: [
          { id: '1', collection: 'inventory-alerts' },
          { id: '3', collection: 'inventory-alerts' },
        ],
        tabName: 'All',
        hidden: true,
      },
    ]);
  });

  it('hides one alert from its row with the spec’s message', async () => {
    const user = userEvent.setup();
    const state = fresh();
    open(agencyAdmin, state);
    const grid = await screen.findByRole('table', { name: 'Alerts' });

    await user.click(await within(grid).findByRole('button', { name: 'Hide Alert 2' }));

    expect(await screen.findByText('Alert hidden from tab All')).toBeTruthy();
    expect(state.hidden.get('2')).toEqual(['All']);
  });

  it('shows the spec’s message when the alerts cannot be read', async () => {
    renderWithApp(<AlertsView />, {
      session: sessionFor(agencyAdmin),
      route: '/alerts',
      mocks: {
        ...alertMocks(),
        Query: {
          ...alertMocks().Query,
          alerts: () => {
            throw new Error('boom');
          },
        },
      },
    });

    expect(await screen.findByText('Unable to get alerts')).toBeTruthy();
  });

  it('exports the whole filtered result, reading it page by page', async () => {
    const user = userEvent.setup();
    const state = fresh(45);
    const { calls } = open(agencyAdmin, state);
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => saved.push(text));
      return 'blob:alerts';
    };
    URL.revokeObjectURL = () => {};
    await screen.findByRole('table', { name: 'Alerts' });

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (saved[0] ?? '').trim().split('\r\n');
    expect(lines).toHaveLength(46);
    expect(lines[0]).toContain('Product');
    expect(calls.some((c) => c.operationName === 'AlertList' && c.variables.pageSize === 1000)).toBe(true);
  });

  it('toggles a late FBM shipment finished with the spec’s message', async () => {
    const user = userEvent.setup();
    open(agencyAdmin, fresh(), '/alerts?tab=late-fbm');
    const grid = await screen.findByRole('table', { name: 'Late FBM Shipments' });

    await user.click(await within(grid).findByRole('button', { name: 'Mark finished MC001-009' }));

    expect(await screen.findByText('Alert status changed successfully!')).toBeTruthy();
  });
});
