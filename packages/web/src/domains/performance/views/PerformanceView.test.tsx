import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../app/session/session-types';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { failure, forbidden, mrSubUser, performanceApi, skuRow, summary } from '../performance.fixtures';
import { brandMoversPerformanceUrl } from '../urls';
import { PerformanceView } from './PerformanceView';

function AddressQuery() {
  return <output data-testid="address-query">{useLocation().search}</output>;
}

function renderPerformance(
  opts: { user?: SessionUser; at?: string; answers?: Parameters<typeof performanceApi>[0] } = {},
) {
  const { user = agencyAdmin, at = '', answers } = opts;
  return renderWithApp(
    <Routes>
      <Route
        path="/performance"
        element={
          <>
            <PerformanceView />
            <AddressQuery />
          </>
        }
      />
    </Routes>,
    { session: sessionFor(user), route: `/performance${at}`, resolve: performanceApi(answers) },
  );
}

const variablesOf = (calls: ReturnType<typeof renderPerformance>['calls'], name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const revenueOf: Record<string, number> = { [US]: 426313.4, [UK]: 23277.9 };

/** The gateway's summary: it sums whatever marketplaces it is asked for, with no currency when they differ. */
function summaryOfMarketplaces(operation: { variables: Record<string, unknown> }) {
  const asked = (operation.variables.filter as { marketplaces: string[] }).marketplaces;
  return {
    data: {
      performanceSummary: {
        ...summary.performanceSummary,
        currencyCode: asked.length === 1 ? (asked[0] === UK ? 'GBP' : 'USD') : null,
        revenue: asked.reduce((sum, id) => sum + (revenueOf[id] ?? 0), 0),
      },
    },
  };
}

describe('/performance', () => {
  it('titles the tab and shows the cards with revenue floored, and the grid rows', async () => {
    renderPerformance();

    const cards = screen.getByRole('list', { name: 'Summary' });
    expect(await within(cards).findByText('$1,234')).toBeTruthy();
    expect(within(cards).getByText('Buy Box %')).toBeTruthy();
    expect(await screen.findByText('SKU-1')).toBeTruthy();
    expect(document.title).toBe('Performance · Portal');
  });

  it('offers no device conversion column, whose value Amazon never gives, and says why', async () => {
    renderPerformance();

    const grid = await screen.findByRole('table', { name: 'Performance grid' });
    await within(grid).findByText('SKU-1');

    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    expect(headers.some((h) => h.includes('Browser Sessions'))).toBe(true);
    expect(headers.some((h) => /Browser Conversion|Mobile Conversion/.test(h))).toBe(false);
    expect(within(grid).queryByText('N/A')).toBeNull();
    expect(screen.getByText(/Browser and mobile conversion are not shown/)).toBeTruthy();
  });

  it('never adds dollars and pounds: revenue per currency, a note saying so, no money on the chart', async () => {
    const answers = {
      PerformanceSummary: summaryOfMarketplaces,
      PerformanceSkus: { data: { performanceSkus: { count: 1, rows: [{ ...skuRow, currencyCode: null }] } } },
    };
    renderPerformance({ at: `?filterMarketplaces=${US},${UK}&metric=revenue,units`, answers });

    expect(await screen.findByText('$426,313')).toBeTruthy();
    expect(await screen.findByText('£23,277')).toBeTruthy();
    expect(screen.queryByText('449,591')).toBeNull();
    expect(screen.queryByText('$449,591')).toBeNull();
    expect(screen.getByText(/Amounts are not added across currencies/)).toBeTruthy();
    const chart = screen.getByRole('region', { name: 'Performance chart' });
    expect(within(chart).queryByRole('checkbox', { name: 'Revenue' })).toBeNull();
    const grid = await screen.findByRole('table', { name: 'Performance grid' });
    await within(grid).findByText('SKU-1');
    expect(within(grid).queryByText('1,234')).toBeNull();
  });

  it('with two currencies and the default Revenue, the chart ticks and asks for the first metric it offers', async () => {
    const { calls } = renderPerformance({
      at: `?filterMarketplaces=${US},${UK}`,
      answers: { PerformanceSummary: summaryOfMarketplaces },
    });

    const chart = await screen.findByRole('region', { name: 'Performance chart' });
    await waitFor(() =>
      expect(within(chart).getByRole('checkbox', { name: 'Buy Box %' })).toHaveProperty('checked', true),
    );
    expect(
      within(chart)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(1);
    // The chart's series are asked for what it draws, never Revenue summed across currencies.
    const asked = variablesOf(calls, 'PerformanceMetric') as Array<{ metrics: string[] }>;
    expect(asked.map((v) => v.metrics)).toEqual([['BUY_BOX']]);
  });

  it('asks for the last 7 days ending yesterday, revenue and the default marketplace when the address has none', async () => {
    const { calls } = renderPerformance();

    await screen.findByText('SKU-1');
    const [summary] = variablesOf(calls, 'PerformanceSummary') as Array<{ filter: Record<string, unknown> }>;
    const [metric] = variablesOf(calls, 'PerformanceMetric') as Array<{ metrics: string[] }>;
    const days =
      (Date.parse(String(summary?.filter.to)) - Date.parse(String(summary?.filter.from))) / 86_400_000;
    expect(days).toBe(6);
    expect(summary?.filter.marketplaces).toEqual(['ATVPDKIKX0DER']);
    expect(metric?.metrics).toEqual(['REVENUE']);
  });

  it('restores a filtered, sorted, compared view from the address', async () => {
    const at =
      '?preset=custom&from=2024-03-01&to=2024-03-10&compare=true&compareFrom=2024-02-20&compareTo=2024-02-29' +
      '&metric=revenue,conversion,session,buy_box&filterBrands=NW001&groupBy=asin&sortBy=units&sortDirection=asc';
    const { calls } = renderPerformance({ at });

    await screen.findByText('B000000001');
    const [grid] = variablesOf(calls, 'PerformanceSkus') as Array<Record<string, unknown>>;
    const [metric] = variablesOf(calls, 'PerformanceMetric') as Array<{ metrics: string[] }>;
    expect(grid).toMatchObject({
      groupBy: 'ASIN',
      sortBy: 'units',
      sortDirection: 'ASC',
      filter: { from: '2024-03-01', to: '2024-03-10', compareFrom: '2024-02-20', brands: ['NW001'] },
    });
    expect(metric?.metrics).toEqual(['REVENUE', 'CONVERSION', 'SESSION', 'BUY_BOX']);
  });

  it('restores compare from a link that names the compare period without compare=true', async () => {
    const at = '?from=2024-03-01&to=2024-03-10&compareFrom=2024-02-20&compareTo=2024-02-29';
    const { calls } = renderPerformance({ at });

    await screen.findByText('SKU-1');
    const [summary] = variablesOf(calls, 'PerformanceSummary') as Array<{ filter: Record<string, unknown> }>;
    expect(summary?.filter).toMatchObject({ compareFrom: '2024-02-20', compareTo: '2024-02-29' });
    expect(screen.getByRole('checkbox', { name: /compare/i })).toHaveProperty('checked', true);
  });

  it('keeps the chart type in the address: a bar link opens bars, choosing Line drops the key', async () => {
    renderPerformance({ at: '?chartType=bar' });

    const chartType = await screen.findByRole('radiogroup', { name: 'Chart type' });
    expect(within(chartType).getByRole('radio', { name: 'Bar' })).toHaveProperty('checked', true);
    await userEvent.click(within(chartType).getByRole('radio', { name: 'Line' }));
    await waitFor(() => expect(screen.getByTestId('address-query').textContent).not.toContain('chartType'));
  });

  it('says the chart is daily when the span rule would chart yesterday by the hour', async () => {
    const yesterday = renderPerformance({ at: '?preset=yesterday' });
    expect(await screen.findByText(/not split by the hour/)).toBeTruthy();
    yesterday.unmount();

    renderPerformance();
    await screen.findByText('SKU-1');
    expect(screen.queryByText(/not split by the/)).toBeNull();
  });

  it('opens the Brand Movers link on that brand with revenue, conversion, sessions and buy box', async () => {
    const url = brandMoversPerformanceUrl('NW001');
    const { calls } = renderPerformance({ at: url.slice(url.indexOf('?')) });

    await screen.findByText('SKU-1');
    const [metric] = variablesOf(calls, 'PerformanceMetric') as Array<{
      metrics: string[];
      filter: { brands: string[] };
    }>;
    expect(url.startsWith('/performance?')).toBe(true);
    expect(metric?.metrics).toEqual(['REVENUE', 'CONVERSION', 'SESSION', 'BUY_BOX']);
    expect(metric?.filter.brands).toEqual(['NW001']);
  });

  it.each([
    ['PerformanceSkus', 'Unable to get SKUs'],
    ['PerformanceSummary', 'Unable to get Summary'],
    ['PerformanceMetric', 'Unable to get metric data'],
  ])('says the spec message when %s fails', async (operation, message) => {
    renderPerformance({ answers: { [operation]: failure('Upstream timed out') } });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toContain(message);
  });

  it("says 'No data' in the chart when the period has no points", async () => {
    renderPerformance();

    const chart = screen.getByRole('region', { name: 'Performance chart' });
    expect(await within(chart).findByText('No data')).toBeTruthy();
  });

  it('shows the forbidden state when the gateway refuses the calls', async () => {
    renderPerformance({ answers: { PerformanceSummary: forbidden, PerformanceSkus: forbidden } });

    expect(await screen.findByText(/permission/i)).toBeTruthy();
  });

  it('fixes a brand user’s brand, offers only its sub brands and hides the account managers', async () => {
    const { calls } = renderPerformance({ user: mrSubUser });

    expect(await screen.findByDisplayValue('MR100 - Max Results 100')).toBeTruthy();
    expect(screen.getByText('Sub brands')).toBeTruthy();
    expect(screen.queryByText('Account managers')).toBeNull();
    await waitFor(() =>
      expect(variablesOf(calls, 'PerformanceFilterLists')).toEqual([{ withManagers: false }]),
    );
  });

  it('records a page view only for ffp and ecom3k users', async () => {
    const ecom3k: SessionUser = {
      ...mrSubUser,
      brandType: 'ECOM3K',
      subBrandCodes: [],
      activeBrandSubscription: true,
    };
    const asEcom3k = renderPerformance({ user: ecom3k });
    await waitFor(() =>
      expect(variablesOf(asEcom3k.calls, 'RecordPageView')).toEqual([{ path: '/performance' }]),
    );
    asEcom3k.unmount();

    const asMr = renderPerformance({ user: mrSubUser });
    await screen.findByText('SKU-1');
    expect(variablesOf(asMr.calls, 'RecordPageView')).toEqual([]);
  });
});
