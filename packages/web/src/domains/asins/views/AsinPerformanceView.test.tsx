import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { AsinPerformanceView } from './AsinPerformanceView';

type StandInProps = { data: { datasets: { label: string; data: (number | null)[] }[] } };
// jsdom has no canvas: the chart is stood in by the series it is given, so the test sees what is drawn.
vi.mock('react-chartjs-2', () => {
  const StandIn = ({ data }: StandInProps) => (
    <ul aria-label="Charted series">
      {data.datasets.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.data.join(',')}`}</li>
      ))}
    </ul>
  );
  return { Line: StandIn, Bar: StandIn };
});

const figures = (revenue: number, old: number | null) => ({
  buyBox: 90,
  session: 40,
  conversion: 12.5,
  revenue,
  units: 5,
  oldBuyBox: old === null ? null : 80,
  oldSession: old === null ? null : 30,
  oldConversion: old === null ? null : 10,
  oldRevenue: old,
  oldUnits: old === null ? null : 3,
});

const mocks: MockResolvers = {
  Query: {
    asinPerformance: (_root, args) => ({
      currency: 'USD',
      // The web test schema has no enum value mapping: answers carry the GraphQL names.
      interval: 'DAY' as never,
      summary: figures(1234.5, args.compareFrom ? 1000 : null),
      skus: [
        {
          sellerSku: 'SKU-1',
          pageViewsPercentage: 60,
          oldPageViewsPercentage: null,
          figures: figures(700, null),
        },
        {
          sellerSku: 'SKU-2',
          pageViewsPercentage: 40,
          oldPageViewsPercentage: null,
          figures: figures(534.5, null),
        },
      ],
      series: (args.metrics ?? []).map((metric) => ({
        metric,
        type: 'current',
        data: [{ date: args.from, value: 10 }],
      })),
    }),
  },
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

const at = (search: string) =>
  renderWithApp(
    <Routes>
      <Route
        path="/asins/performance/:asin"
        element={
          <>
            <AsinPerformanceView />
            <Address />
          </>
        }
      />
    </Routes>,
    { session: sessionFor(agencyAdmin), route: `/asins/performance/B0AAAAAAA1${search}`, mocks },
  );

describe('ASIN performance', () => {
  it('restores metric, range, comparison and SKUs from the address and asks the API for exactly them', async () => {
    const { calls } = at(
      '?metric=revenue,units&from=2026-01-01&to=2026-01-07&compare=true&compareFrom=2025-12-25&compareTo=2025-12-31&skus=SKU-2',
    );

    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(calls.at(-1)?.variables).toMatchObject({
      asin: 'B0AAAAAAA1',
      from: '2026-01-01',
      to: '2026-01-07',
      compareFrom: '2025-12-25',
      compareTo: '2025-12-31',
      skus: ['SKU-2'],
      metrics: ['REVENUE', 'UNITS'],
    });
    expect(screen.getAllByText(/\$1,000\.00/).length).toBeGreaterThan(0);
    expect((screen.getByRole('checkbox', { name: 'Select SKU-2' }) as HTMLInputElement).checked).toBe(true);
  });

  it('draws the answered series of the ticked metrics instead of saying No data', async () => {
    at('?metric=revenue,units&from=2026-01-01&to=2026-01-07');

    const chart = await screen.findByRole('list', { name: 'Charted series' });

    expect(chart.textContent).toContain('Revenue: 10');
    expect(chart.textContent).toContain('Units Sold: 10');
    expect(
      within(screen.getByRole('region', { name: 'Performance of B0AAAAAAA1' })).queryByText('No data'),
    ).toBeNull();
  });

  it('keeps ticked SKUs in the address', async () => {
    at('?from=2026-01-01&to=2026-01-07');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SKU-1' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent ?? '').toContain('skus=SKU-1'),
    );
  });

  it('titles the tab with the ASIN', async () => {
    at('');

    await screen.findByRole('table', { name: 'SKUs' });
    expect(document.title).toMatch(/^Performance B0AAAAAAA1/);
  });
});
