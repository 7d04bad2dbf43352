import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { performanceRow } from '../brand-health.fixtures';
import { BrandHealthView } from './BrandHealthView';

// jsdom has no canvas: the trend's chart is stood in for; its labelled container stays.
vi.mock('react-chartjs-2', () => ({ Line: () => null }));

const SECTIONS = [
  'Contact Response',
  'Customer Experience',
  'Customer Service',
  'Intellectual Property Data',
  'Listing Policy',
  'Order Defects',
  'Performance Checklist',
  'Product Authenticity',
  'Product Safety',
  'Return Dissatisfaction',
  'Tracking Information',
];

const at = (brandCode: string, options: { mocks?: MockResolvers; resolve?: MockResolver }) =>
  renderWithApp(
    <Routes>
      <Route path="/brand-health/:id" element={<BrandHealthView />} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route: `/brand-health/${brandCode}`, ...options },
  );

const rows = [
  performanceRow('2026-08-01', { lateShipmentRate: 0.01 }),
  performanceRow('2026-09-01', { lateShipmentRate: 0.02 }),
  performanceRow('2026-10-01', { lateShipmentRate: 0.055, failing: 'lateShipmentRate' }),
];

describe('the brand health screen', () => {
  it('shows every section of the latest month, rates as percentages', async () => {
    at('MR001', { mocks: { Query: { brandPerformance: () => rows } } });

    expect(await screen.findByRole('heading', { name: 'Amazon Health — MR001' })).toBeTruthy();
    for (const section of SECTIONS) expect(screen.getByRole('button', { name: section })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('2026-10-01');
    const late = screen.getByText('Late shipment rate');
    expect(late.nextElementSibling?.textContent).toBe('5.50%');
    expect(screen.getByText('Required categories').nextElementSibling?.textContent).toBe('Home, Kitchen');
    expect(document.title).toMatch(/^Amazon Health · MR001/);
  });

  it('names the brand, not its code, in the heading and the browser tab', async () => {
    at('MR001', {
      mocks: {
        Query: {
          brandPerformance: () => rows,
          brandIds: () => [{ brandCode: 'MR001', name: 'Riverbend Home' }],
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Amazon Health — Riverbend Home' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Amazon Health · Riverbend Home · Portal'));
  });

  it('lists the months from April 2021, newest first', async () => {
    at('MR001', { mocks: { Query: { brandPerformance: () => rows } } });

    const options = within(await screen.findByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(options.at(-1)?.textContent).toBe('April 2021');
    expect(options.at(-1)?.getAttribute('value')).toBe('2021-04-01');
    expect(options.length).toBeGreaterThan(60);
  });

  it('marks exactly the failing checklist item as not Good', async () => {
    at('MR001', { mocks: { Query: { brandPerformance: () => rows } } });

    const checklist = await screen.findByRole('list', { name: 'Performance checklist' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    const late = items.find((i) => i.textContent?.startsWith('Late Shipment Rate'));
    expect(late?.textContent).toBe('Late Shipment RateBad');
    expect(items.filter((i) => i.textContent?.endsWith('Good'))).toHaveLength(12);
  });

  it('draws a trend of each rate up to the chosen month', async () => {
    at('MR001', { mocks: { Query: { brandPerformance: () => rows } } });

    expect(
      await screen.findByRole('img', { name: 'Late shipment rate trend: 1.00% to 5.50% over 3 months' }),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-09-01');
    expect(
      screen.getByRole('img', { name: 'Late shipment rate trend: 1.00% to 2.00% over 2 months' }),
    ).toBeTruthy();
    expect(screen.getByText('Late shipment rate').nextElementSibling?.textContent).toBe('2.00%');
  });

  it("shows N/A for every field of a month without a report, and 'No data' for a brand without any", async () => {
    at('MR100-K', { mocks: { Query: { brandPerformance: () => [] } } });

    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByText('Late shipment rate').nextElementSibling?.textContent).toBe('N/A');
    expect(screen.getByText('Average response time').nextElementSibling?.textContent).toBe('N/A');
    const checklist = screen.getByRole('list', { name: 'Performance checklist' });
    expect(within(checklist).getAllByText('N/A')).toHaveLength(13);
  });

  it('offers a marketplace choice when the brand sells in several', async () => {
    const both = [
      ...rows,
      performanceRow('2026-10-01', { marketplaceId: 'A2EUQ1WTGCTBG2', lateShipmentRate: 0.001 }),
    ];
    at('MC001', { mocks: { Query: { brandPerformance: () => both } } });

    const marketplace = await screen.findByRole('combobox', { name: 'Marketplace' });
    await userEvent.selectOptions(marketplace, 'A2EUQ1WTGCTBG2');
    expect(screen.getByText('Late shipment rate').nextElementSibling?.textContent).toBe('0.10%');
  });

  it("says 'Unable to get brand performance' when loading fails", async () => {
    at('MR001', {
      resolve: () => ({
        data: null,
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    expect(await screen.findByText('Unable to get brand performance')).toBeTruthy();
  });

  it('shows the forbidden state when the API refuses the brand', async () => {
    at('MC001', {
      resolve: () => ({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }),
    });
    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });

  it('says the brand was not found for an unknown brand', async () => {
    at('NOPE', {
      resolve: () => ({
        data: null,
        errors: [{ message: 'Brand not found', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
    expect(await screen.findByText('Brand not found')).toBeTruthy();
  });
});
