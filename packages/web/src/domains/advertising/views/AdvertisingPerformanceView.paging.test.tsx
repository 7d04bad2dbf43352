import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupPage } from '../advertising.fixtures';
import { renderAdvertising } from './render-advertising';

type GroupVariables = { filter: { page: number; from: string; compareFrom: string | null } };

/** Page 5 (index 4) of last week, 400 rows in all. */
const onPageFiveOfLastWeek = () =>
  renderAdvertising({
    at: 'sp?preset=7d&page=4',
    answers: { AdPerformanceGroup: { data: groupPage(400) } },
  });

const address = () => new URLSearchParams(screen.getByTestId('address-query').textContent ?? '');

describe('advertising table paging when the period changes', () => {
  it('opens a shared link on the page it names', async () => {
    onPageFiveOfLastWeek();

    expect(await screen.findByText('161–200 of 400')).toBeTruthy();
  });

  it('goes back to the first page when another preset is picked', async () => {
    const { calls } = onPageFiveOfLastWeek();
    await screen.findByText('161–200 of 400');

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));

    expect(await screen.findByText('1–40 of 400')).toBeTruthy();
    await waitFor(() => expect(address().get('preset')).toBe('30d'));
    expect(address().has('page')).toBe(false);
    // The old page of the new period is never asked for.
    const pages = calls
      .filter((c) => c.operationName === 'AdPerformanceGroup')
      .map((c) => (c.variables as GroupVariables).filter.page);
    expect(pages).toEqual([4, 0]);
  });

  it('goes back to the first page when dates are picked by hand', async () => {
    onPageFiveOfLastWeek();
    await screen.findByText('161–200 of 400');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });

    expect(await screen.findByText('1–40 of 400')).toBeTruthy();
    // The address-state helper writes the address on its next flush.
    await waitFor(() => expect(address().get('from')).toBe('2024-01-01'));
    await waitFor(() => expect(address().has('page')).toBe(false));
  });

  it('goes back to the first page when compare to previous is ticked', async () => {
    onPageFiveOfLastWeek();
    await screen.findByText('161–200 of 400');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare to previous' }));

    expect(await screen.findByText('1–40 of 400')).toBeTruthy();
    expect(address().get('compare')).toBe('true');
    expect(address().has('page')).toBe(false);
  });

  it('keeps the period when the next page is asked for', async () => {
    onPageFiveOfLastWeek();
    await screen.findByText('161–200 of 400');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('201–240 of 400')).toBeTruthy();
    expect(address().get('preset')).toBe('7d');
  });
});

describe('advertising table paging past the end', () => {
  it('goes to the only page when the address names a page past the end', async () => {
    renderAdvertising({ at: 'sp?page=999', answers: { AdPerformanceGroup: { data: groupPage(30) } } });

    expect(await screen.findByText('1–30 of 30')).toBeTruthy();
    await waitFor(() => expect(address().has('page')).toBe(false));
  });

  it('goes to the last of several pages when the address names a page past the end', async () => {
    renderAdvertising({ at: 'sp?page=999', answers: { AdPerformanceGroup: { data: groupPage(100) } } });

    expect(await screen.findByText('81–100 of 100')).toBeTruthy();
    await waitFor(() => expect(address().get('page')).toBe('2'));
  });
});
