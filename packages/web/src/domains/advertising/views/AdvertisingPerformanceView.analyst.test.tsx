import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdPerformanceSummaryQuery } from '../../../gql/graphql';
import { renderAdvertising } from './render-advertising';

const UK = 'A1F83G8C2ARO7P';
const table = () => screen.getByRole('table', { name: 'Advertising performance table' });
const tile = (label: string) =>
  within(screen.getByRole('list', { name: 'Summary' }))
    .getByText(label)
    .closest('li') as HTMLElement;

const comparedSummary: AdPerformanceSummaryQuery = {
  adPerformanceSummary: [
    { metric: 'ADVERTISING_COST', current: 98.85, previous: 100 },
    { metric: 'ADVERTISING_REVENUE', current: 1127.62, previous: 900 },
    { metric: 'ACOS', current: 31.36, previous: 30.98 },
    { metric: 'CTR', current: 2.5, previous: 2.0 },
  ],
};

type GroupVariables = { filter: { sortBy: string | null; sortDirection: string | null } };

describe('advertising performance as an analyst reads it', () => {
  it('writes money in pounds on the UK marketplace, in the tiles and the table', async () => {
    renderAdvertising({
      at: `sp?marketplace_id=${UK}`,
      answers: { AdPerformanceSummary: { data: comparedSummary } },
    });
    await screen.findByText('Summer Launch');

    expect(within(tile('Ad Revenue')).getByText('£1,127.62')).toBeTruthy();
    expect(within(table()).getByText('£210.50')).toBeTruthy();
    expect(within(table()).queryByText(/\$/)).toBeNull();
  });

  it('colours a change by whether it is good for the metric and tells ratio moves in points', async () => {
    renderAdvertising({
      at: 'sp?compare=true',
      answers: { AdPerformanceSummary: { data: comparedSummary } },
    });
    await screen.findByText('Summer Launch');

    const acos = within(tile('ACoS')).getByText('+0.38 pp');
    const spend = within(tile('Ad Spend')).getByText('-1.15%');
    const ctr = within(tile('CTR')).getByText('+0.50 pp');
    expect(acos.dataset.tone).toBe('bad');
    expect(spend.dataset.tone).toBe('good');
    expect(ctr.dataset.tone).toBe('good');
  });

  it('adds a totals row from the summary of the range', async () => {
    renderAdvertising({ answers: { AdPerformanceSummary: { data: comparedSummary } } });
    await screen.findByText('Summer Launch');

    const totals = within(table()).getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('$98.85')).toBeTruthy();
    expect(within(totals).getByText('31.36%')).toBeTruthy();
  });

  it('sorts a metric descending on the first click of its header', async () => {
    const { calls } = renderAdvertising();
    await screen.findByText('Summer Launch');

    await userEvent.click(within(table()).getByText('Clicks'));

    await waitFor(() => {
      const last = calls.filter((c) => c.operationName === 'AdPerformanceGroup').at(-1);
      expect((last?.variables as GroupVariables | undefined)?.filter).toMatchObject({
        sortBy: 'clicks',
        sortDirection: 'DESC',
      });
    });
  });

  it('offers CTR, CPC and CVR in the column chooser without showing them at first', async () => {
    renderAdvertising();
    await screen.findByText('Summer Launch');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);

    await userEvent.click(screen.getByRole('button', { name: /columns/i }));

    expect(headers).not.toContain('CTR');
    const chooser = within(await screen.findByLabelText('Choose columns'));
    expect(chooser.getByRole('checkbox', { name: 'CTR' })).toHaveProperty('checked', false);
    expect(chooser.getByRole('checkbox', { name: 'CPC' })).toHaveProperty('checked', false);
    expect(chooser.getByRole('checkbox', { name: 'CVR' })).toHaveProperty('checked', false);
    expect(chooser.getByRole('checkbox', { name: 'ROAS' })).toHaveProperty('checked', true);
  });
});

describe('the advertising chart over a long range', () => {
  const interval = () => screen.getByRole('combobox', { name: 'Interval' });

  it('charts 90 days by the week until the user picks another interval', async () => {
    renderAdvertising({ at: 'sp?preset=custom&from=2026-01-01&to=2026-03-31' });
    await screen.findByText('Summer Launch');

    expect(interval()).toHaveProperty('value', 'week');

    await userEvent.selectOptions(interval(), 'Month');

    expect(screen.getByTestId('address-query').textContent).toContain('interval=month');
    expect(interval()).toHaveProperty('value', 'month');
  });

  it('charts the default week by the day', async () => {
    renderAdvertising();
    await screen.findByText('Summer Launch');

    expect(interval()).toHaveProperty('value', 'day');
  });
});
