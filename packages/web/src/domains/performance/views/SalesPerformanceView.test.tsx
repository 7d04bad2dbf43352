import { screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SalesPerformanceQuery } from '../../../gql/graphql';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { failure } from '../performance.fixtures';
import { SalesPerformanceView } from './SalesPerformanceView';

const figures = {
  revenue: 2000.75,
  lyRevenue: 1000,
  units: 100,
  lyUnits: 80,
  orders: 90,
  lyOrders: 70,
  asp: 20.01,
  lyAsp: 12.5,
};
const sales: SalesPerformanceQuery = {
  salesPerformance: {
    interval: 'WEEK',
    currencyCode: 'USD',
    totals: figures,
    // jsdom has no canvas: no periods keeps Chart.js quiet.
    periods: [],
    rows: [
      {
        brandCode: 'NW001',
        brandName: 'Northwind',
        marketplaceId: 'ATVPDKIKX0DER',
        currencyCode: 'USD',
        ...figures,
      },
    ],
  },
};

/** The address as the browser would show it, to check what a copied link carries. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderSales(answer: FormattedExecutionResult = { data: sales }, at = '') {
  return renderWithApp(
    <Routes>
      <Route
        path="/performance-sales"
        element={
          <>
            <SalesPerformanceView />
            <Address />
          </>
        }
      />
    </Routes>,
    {
      session: sessionFor(agencyAdmin),
      route: `/performance-sales${at}`,
      resolve: (operation) =>
        operation.operationName === 'SalesPerformance'
          ? answer
          : operation.operationName === 'SalesFreshness'
            ? { data: { dataFreshness: [] } }
            : { data: { brandIds: [] } },
    },
  );
}

describe('/performance-sales', () => {
  it('opens on the last 7 days ending yesterday and puts that period in the address at once', async () => {
    const day = (n: number) => format(subDays(new Date(), n), 'yyyy-MM-dd');

    const { calls } = renderSales();

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        `?preset=7d&from=${day(7)}&to=${day(1)}`,
      ),
    );
    const asked = calls.find((c) => c.operationName === 'SalesPerformance');
    expect(asked?.variables.filter).toMatchObject({ from: day(7), to: day(1) });
  });

  it('shows the totals against last year, floored revenue and the change', async () => {
    renderSales();

    const revenue = within(await screen.findByRole('list', { name: 'Summary' }))
      .getByText('Revenue (vs last year)')
      .closest('li') as HTMLElement;
    expect(await within(revenue).findByText('$2,000')).toBeTruthy();
    expect(within(revenue).getByText('+100.08%')).toBeTruthy();
    expect(document.title).toBe('Sales performance · Portal');
  });

  it('never adds dollars and pounds: revenue and ASP per currency, a note saying so', async () => {
    const uk = { ...figures, revenue: 500.5, lyRevenue: 400, units: 20, lyUnits: 10 };
    // The answer's totals add both currencies together (2,501.25); they must never be shown as money.
    const mixed: SalesPerformanceQuery = {
      salesPerformance: {
        ...sales.salesPerformance,
        currencyCode: null,
        totals: { ...figures, revenue: 2501.25, units: 120 },
        rows: [
          ...sales.salesPerformance.rows,
          {
            brandCode: 'NW001',
            brandName: 'Northwind',
            marketplaceId: 'A1F83G8C2ARO7P',
            currencyCode: 'GBP',
            ...uk,
          },
        ],
      },
    };
    renderSales({ data: mixed }, '?filterMarketplaces=ATVPDKIKX0DER,A1F83G8C2ARO7P');

    const usd = (await screen.findByText('Revenue in USD (vs last year)')).closest('li') as HTMLElement;
    const gbp = screen.getByText('Revenue in GBP (vs last year)').closest('li') as HTMLElement;
    expect(within(usd).getByText('$2,000')).toBeTruthy();
    expect(within(gbp).getByText('£500')).toBeTruthy();
    expect(screen.getByText('£25.03')).toBeTruthy();
    expect(screen.queryByText(/2,501/)).toBeNull();
    expect(screen.queryByText('Revenue (vs last year)')).toBeNull();
    expect(screen.getByText(/Amounts are not added across currencies/)).toBeTruthy();
  });

  it('with two currencies and the default Revenue, the chart ticks Units Sold instead of nothing', async () => {
    const mixed = { salesPerformance: { ...sales.salesPerformance, currencyCode: null } };
    renderSales({ data: mixed }, '?filterMarketplaces=ATVPDKIKX0DER,A1F83G8C2ARO7P');

    const chart = await screen.findByRole('region', { name: 'Sales chart' });
    await waitFor(() =>
      expect(within(chart).getByRole('checkbox', { name: 'Units Sold' })).toHaveProperty('checked', true),
    );
    expect(within(chart).getByRole('checkbox', { name: 'Orders' })).toHaveProperty('checked', false);
  });

  it('lists each brand and marketplace with its year-over-year columns', async () => {
    renderSales();

    const table = await screen.findByRole('table', { name: 'Sales by brand and marketplace' });
    expect(await within(table).findByText('NW001 - Northwind')).toBeTruthy();
    expect(within(table).getByText('United States')).toBeTruthy();
    expect(within(table).getByText('Revenue YoY')).toBeTruthy();
  });

  it('asks for the interval kept in the address', async () => {
    const { calls } = renderSales(undefined, '?interval=month');

    await screen.findByRole('table', { name: 'Sales by brand and marketplace' });
    const asked = calls.find((c) => c.operationName === 'SalesPerformance')?.variables as {
      filter: { interval: string };
    };
    expect(asked.filter.interval).toBe('MONTH');
  });

  it("says 'Unable to get data' when the call fails", async () => {
    renderSales(failure('Upstream timed out'));

    expect((await screen.findByRole('alert')).textContent).toContain('Unable to get data');
  });
});
