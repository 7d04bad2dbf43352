import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const selection = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const entry = (id: string, type = 'listing update completed', severity = 'SUCCESS') => ({
  __typename: 'ActivityEntry',
  id,
  sku: `SKU-${id}`,
  type,
  comment: null,
  createdAt: '2026-03-01T10:00:00Z',
  severity,
  userEmail: null,
});

function setup(options: { count: number; entries?: ReturnType<typeof entry>[]; total?: number }) {
  const live = new Subject<FormattedExecutionResult>();
  const resets: unknown[] = [];
  const view = renderWithApp(<NotificationBell selection={selection} />, {
    session: sessionFor(agencyAdmin),
    resolve: (operation) => {
      switch (operation.operationName) {
        case 'ActivityUnreadCount':
          return { data: { activityUnreadCount: options.count } };
        case 'ActivityUnreadEntries': {
          const page = Number(operation.variables.page ?? 0);
          const all = options.entries ?? [];
          const rows = all.slice(page * 15, page * 15 + 15);
          return {
            data: {
              activityUnreadEntries: {
                __typename: 'ActivityPage',
                count: options.total ?? all.length,
                entries: rows,
              },
            },
          };
        }
        case 'ResetActivityUnread':
          resets.push(operation.variables);
          return { data: { resetActivityUnread: true } };
        case 'ActivityAdded':
          return live;
        default:
          return { data: null };
      }
    },
  });
  return { ...view, live, resets };
}

describe('NotificationBell', () => {
  it('shows the unread dot while the count is above zero', async () => {
    setup({ count: 3 });
    expect(await screen.findByTestId('unread-dot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('shows no dot when everything is read', async () => {
    const { calls } = setup({ count: 0 });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'ActivityUnreadCount')).toBe(true));
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it("says 'There is no new activity' when the popup has nothing to show", async () => {
    setup({ count: 0 });
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('There is no new activity')).toBeTruthy();
    // The popover is positioned (hidden) until measured, which jsdom never does: query by text.
    expect(screen.getByText('View all activity').closest('a')?.getAttribute('href')).toBe(
      '/amazon-listings-activity',
    );
  });

  it('loads 15 entries per load and the next page on Load more', async () => {
    const entries = Array.from({ length: 20 }, (_, i) => entry(String(i + 1)));
    setup({ count: 20, entries });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('SKU-15: listing update completed')).toBeTruthy();
    expect(screen.queryByText('SKU-16: listing update completed')).toBeNull();
    await userEvent.click(screen.getByText('Load more'));
    expect(await screen.findByText('SKU-20: listing update completed')).toBeTruthy();
  });

  it('shows the severity of each entry', async () => {
    setup({
      count: 1,
      entries: [entry('1', 'listing update failed', 'WARNING'), entry('2', 'bulk update issues', 'ERROR')],
    });
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    expect(await screen.findByLabelText('Warning')).toBeTruthy();
    expect(screen.getByLabelText('Error')).toBeTruthy();
  });

  it('resets the unread count when the popup closes', async () => {
    const { resets } = setup({ count: 2, entries: [entry('1')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByText('SKU-1: listing update completed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(resets).toEqual([selection]));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
  });

  it('shows the dot when new activity arrives live', async () => {
    const { live, calls } = setup({ count: 0 });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'ActivityAdded')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'ActivityUnreadCount')).toBe(true));
    act(() => live.next({ data: { activityAdded: entry('9') } }));
    expect(await screen.findByTestId('unread-dot')).toBeTruthy();
  });
});
