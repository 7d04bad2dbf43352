import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { SalesFreshnessNote } from './SalesFreshnessNote';

const row = (firstDay: string, lastDay: string, historyLoading: boolean) => ({
  firstDay,
  lastDay,
  historyLoading,
  nextSyncAt: '2026-11-28T05:00:00.000Z',
});

describe('SalesFreshnessNote', () => {
  it('says through which day the sales go, and when they next update', () => {
    renderUi(
      <SalesFreshnessNote
        rows={[row('2025-08-25', '2026-11-26', false), row('2025-08-25', '2026-11-25', false)]}
      />,
    );
    expect(screen.getByRole('note').textContent).toMatch(
      /^Sales data through Nov 26, 2026; next update Nov 28, \d\d:00\.$/,
    );
  });

  it('while history loads, says for how many accounts and from which day every account is complete', () => {
    renderUi(
      <SalesFreshnessNote
        rows={[
          row('2025-08-25', '2026-11-26', false),
          row('2026-10-23', '2026-11-26', true),
          row('2026-10-20', '2026-11-26', true),
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Sales data through Nov 26, 2026. Older history is still loading for 2 of 3 seller accounts: totals are complete from Oct 23, 2026.',
    );
  });

  it('shows nothing when no account has sales loaded', () => {
    const { container } = renderUi(<SalesFreshnessNote rows={[]} />);
    expect(container.textContent).toBe('');
  });
});
