import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { failure, forbidden } from '../../performance/performance.fixtures';
import { commissionMocks } from '../commissions.fixtures';
import { CommissionsView } from './CommissionsView';

const TODAY = new Date().toISOString().slice(0, 10);

function renderCommissions(at = '', resolve?: MockResolver) {
  return renderWithApp(
    <Routes>
      <Route path="/commissions" element={<CommissionsView />} />
    </Routes>,
    {
      session: sessionFor(agencyAdmin),
      route: `/commissions${at}`,
      ...(resolve ? { resolve } : { mocks: commissionMocks() }),
    },
  );
}

const table = () => screen.findByRole('table', { name: 'Commissions table' });

describe('/commissions', () => {
  it('lists brands by brand code, each linking to its commission detail', async () => {
    renderCommissions();

    const grid = await table();
    const links = await within(grid).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['E3K001', '/commissions-detail?brand=E3K001'],
      ['MR001', '/commissions-detail?brand=MR001'],
      ['MR100', '/commissions-detail?brand=MR100'],
    ]);
    expect(within(grid).getByText('$2,000.50')).toBeTruthy();
    expect(document.title).toBe('Commissions · Portal');
  });

  it('opens on the last 6 months and compares them with the 6 whole months before', async () => {
    const { calls } = renderCommissions('?compare=true');

    await within(await table()).findByText('Old value');
    const asked = calls.find((c) => c.operationName === 'BrandCommissions')?.variables;
    const from = new Date(`${String(asked?.from)}T00:00:00Z`);
    expect(asked?.from).toMatch(/-01$/);
    expect(asked?.to < TODAY).toBe(true); // the range ends yesterday
    const sixBefore = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - 6, 1));
    expect(asked?.compareFrom).toBe(sixBefore.toISOString().slice(0, 10));
    expect(asked?.compareTo).toBe(new Date(from.getTime() - 86_400_000).toISOString().slice(0, 10));
  });

  it('shows the comparison columns with the change to 2 decimals', async () => {
    renderCommissions('?compare=true');

    const grid = await table();
    const row = (await within(grid).findByRole('link', { name: 'MR001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$1,600.25')).toBeTruthy();
    expect(within(row).getByText('$400.25')).toBeTruthy();
    expect(within(row).getByText('+25.01%')).toBeTruthy();
  });

  it('groups by category, summing its brands', async () => {
    renderCommissions('?groupBy=category');

    const grid = await table();
    const row = (await within(grid).findByText('MR001, MR100')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Home & Kitchen')).toBeTruthy();
    expect(within(row).getByText('$3,000.00')).toBeTruthy();
  });

  it('charts only the brands the category filter keeps', async () => {
    const { calls } = renderCommissions('?filterCategories=Beauty');

    await within(await table()).findByRole('link', { name: 'E3K001' });
    expect(within(await table()).queryByRole('link', { name: 'MR001' })).toBeNull();
    const metric = calls.find((c) => c.operationName === 'CommissionMetric');
    expect(metric?.variables.brands).toEqual(['E3K001']);
  });

  it("says 'Unable to get Commissions' when the call fails", async () => {
    renderCommissions('', () => failure('Upstream timed out'));

    expect((await screen.findAllByRole('alert'))[0]?.textContent).toContain('Unable to get Commissions');
  });

  it('refuses a caller the gateway refuses', async () => {
    renderCommissions('', () => forbidden);

    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });
});
