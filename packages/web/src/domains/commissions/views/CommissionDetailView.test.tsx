import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { failure } from '../../performance/performance.fixtures';
import { commissionMocks } from '../commissions.fixtures';
import { CommissionDetailView } from './CommissionDetailView';

type Waiver = { brandCode: string; month: string; salesPercentage: number };

function renderDetail(at: string, answers: { mocks?: MockResolvers; resolve?: MockResolver } = {}) {
  const state = { waived: [] as Waiver[] };
  const rendered = renderWithApp(
    <Routes>
      <Route path="/commissions-detail" element={<CommissionDetailView />} />
    </Routes>,
    {
      session: sessionFor(agencyAdmin),
      route: `/commissions-detail${at}`,
      ...(answers.resolve
        ? { resolve: answers.resolve }
        : { mocks: answers.mocks ?? commissionMocks(state) }),
    },
  );
  return { ...rendered, state };
}

const waiverField = () => screen.findByRole('spinbutton', { name: 'Gross sales percent waiver' });

describe('/commissions-detail', () => {
  it('reads the rule out: fixed, minimum, AND as SUM and each tier', async () => {
    renderDetail('?brand=MC001&month=2026-11');

    const rule = await screen.findByRole('region', { name: 'Commission rule' });
    expect(within(rule).getByText('$1,500.00')).toBeTruthy();
    expect(within(rule).getByText('SUM')).toBeTruthy();
    const tiers = within(rule).getAllByRole('row').slice(1);
    expect(tiers.map((r) => r.textContent)).toEqual([
      'Sales$0.008%Percentage$0.00 – $20,000.00',
      'Sales$20,000.005%Percentage$20,000.00 and above',
      'Units1,000 units$500.00FIXED$0.00 and above',
    ]);
  });

  it('shows each month’s amounts and how far it is loaded', async () => {
    renderDetail('?brand=MC001&month=2026-11');

    const months = await screen.findByRole('table', { name: 'Commission per month' });
    const november = (await within(months).findByText('2026-11')).closest('tr') as HTMLElement;
    expect(within(november).getByText('26 of 30')).toBeTruthy();
    expect(within(november).getByText('$1,800.00')).toBeTruthy();
  });

  it('asks for the six months through the chosen one, ending no later than yesterday', async () => {
    const { calls } = renderDetail('?brand=MC001&month=2026-02');

    await screen.findByRole('table', { name: 'Commission per month' });
    const asked = calls.find((c) => c.operationName === 'CommissionDetail')?.variables;
    expect([asked?.from, asked?.to, asked?.month]).toEqual(['2025-09-01', '2026-02-28', '2026-02']);
  });

  it('waives the default 5 % of the month', async () => {
    const { state } = renderDetail('?brand=MC001&month=2026-10');

    expect(((await waiverField()) as HTMLInputElement).value).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: 'Waive for 2026-10' }));

    expect(await screen.findByText('2026-10 waives 5% of gross sales.')).toBeTruthy();
    expect(state.waived).toEqual([{ brandCode: 'MC001', month: '2026-10', salesPercentage: 5 }]);
  });

  it('posts an emptied field as 0', async () => {
    const { state } = renderDetail('?brand=MC001&month=2026-10');

    await userEvent.clear(await waiverField());
    await userEvent.click(screen.getByRole('button', { name: 'Waive for 2026-10' }));

    expect(await screen.findByText('2026-10 waives 0% of gross sales.')).toBeTruthy();
    expect(state.waived.map((w) => w.salesPercentage)).toEqual([0]);
  });

  it('refuses a percentage over 100 without posting it', async () => {
    const { state } = renderDetail('?brand=MC001&month=2026-10');

    await userEvent.clear(await waiverField());
    await userEvent.type(await waiverField(), '100.5');
    await userEvent.click(screen.getByRole('button', { name: 'Waive for 2026-10' }));

    expect(await screen.findByText('Enter a percentage from 0 to 100')).toBeTruthy();
    expect(state.waived).toEqual([]);
  });

  it("says 'Error waiving commissions' when the waiver is refused", async () => {
    const mocks = commissionMocks();
    const refusing: MockResolvers = {
      ...mocks,
      Mutation: {
        waiveCommission: () => {
          throw new Error('This brand has no commission rule');
        },
      },
    };
    renderDetail('?brand=MC001&month=2026-10', { mocks: refusing });

    await waiverField();
    await userEvent.click(screen.getByRole('button', { name: 'Waive for 2026-10' }));

    expect((await screen.findByText(/Error waiving commissions/)).textContent).toContain(
      'This brand has no commission rule',
    );
  });

  it("says 'Unable to get commission rule data' when the rule cannot be read", async () => {
    renderDetail('?brand=MC001', { resolve: () => failure('Upstream timed out') });

    expect((await screen.findByRole('alert')).textContent).toContain('Unable to get commission rule data');
  });

  it("says 'Unable to get commission data' when the months cannot be read", async () => {
    const mocks = commissionMocks();
    const failing: MockResolvers = {
      Query: {
        ...mocks.Query,
        commissionDetail: () => {
          throw new Error('Upstream timed out');
        },
      },
    };
    renderDetail('?brand=MC001', { mocks: failing });

    expect((await screen.findByRole('alert')).textContent).toContain('Unable to get commission data');
  });

  it('asks for a brand when the address names none, under the page heading', async () => {
    renderDetail('');

    expect(await screen.findByText(/No brand chosen/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Commission details' })).toBeTruthy();
  });

  it('says an unknown brand was not found', async () => {
    renderDetail('?brand=NOPE', {
      resolve: () => ({
        data: null,
        errors: [{ message: 'Brand not found', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });

    expect(await screen.findByText('Brand NOPE was not found.')).toBeTruthy();
    expect(document.title).toBe('Brand not found · Portal');
  });

  it('says a brand without a rule has none, and offers no waiver', async () => {
    renderDetail('?brand=FFP002');

    expect(await screen.findByText('This brand has no commission rule')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Gross sales percent waiver' })).toBeNull();
  });
});
