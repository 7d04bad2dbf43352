import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserAccountFieldsFragment } from '../../../gql/graphql';
import { renderUi } from '../../../ui/test-utils';
import { UsersList } from './UsersList';

const user = (over: Partial<UserAccountFieldsFragment>): UserAccountFieldsFragment => ({
  id: 'u1',
  email: 'one@demo.test',
  name: 'One',
  role: 'BRAND_USER',
  brandCode: 'FFP001',
  brandName: 'Fresh Fields Pantry',
  brandAdmin: false,
  status: 'ACTIVE',
  invitedAt: '2026-11-01T10:00:00Z',
  lastSignInAt: null,
  deactivatedAt: null,
  accountFeatures: [],
  ...over,
});

const users = [
  user({ id: 'me', email: 'me@demo.test', brandAdmin: true, lastSignInAt: '2026-11-27T09:30:00Z' }),
  user({ id: 'inv', email: 'invited@demo.test', status: 'INVITED' }),
  user({ id: 'off', email: 'off@demo.test', status: 'DEACTIVATED', role: 'MANAGER', brandCode: null }),
  user({ id: 'on', email: 'on@demo.test', status: 'ACTIVE' }),
];

function renderList() {
  const props = {
    onResend: vi.fn(async () => undefined),
    onDeactivate: vi.fn(async () => undefined),
    onReactivate: vi.fn(async () => undefined),
  };
  renderUi(<UsersList users={users} selfId="me" {...props} />);
  return props;
}

const row = (email: string) => screen.getByRole('listitem', { name: email });

describe('UsersList', () => {
  it('shows role, brand, status and last sign-in, and only the actions each status allows', () => {
    renderList();
    expect(within(row('me@demo.test')).getByText('Brand user (brand admin)')).toBeTruthy();
    expect(within(row('me@demo.test')).getByText('Fresh Fields Pantry (FFP001)')).toBeTruthy();
    expect(within(row('me@demo.test')).getByText(/^Last sign-in Nov 27, 2026/)).toBeTruthy();
    // Nobody deactivates themselves.
    expect(within(row('me@demo.test')).queryByRole('button')).toBeNull();
    expect(within(row('invited@demo.test')).getByText('Invited')).toBeTruthy();
    expect(within(row('invited@demo.test')).getByText('Never signed in')).toBeTruthy();
    expect(within(row('invited@demo.test')).getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(within(row('off@demo.test')).getByText('All brands')).toBeTruthy();
    expect(within(row('off@demo.test')).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(row('off@demo.test')).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(row('on@demo.test')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(row('on@demo.test')).queryByRole('button', { name: 'Revoke invitation' })).toBeNull();
  });

  it('deactivates only after confirmation', async () => {
    const props = renderList();
    // The invited user's same act is named for what it does to them: the invitation is withdrawn.
    expect(within(row('invited@demo.test')).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await userEvent.click(
      within(row('invited@demo.test')).getByRole('button', { name: 'Revoke invitation' }),
    );
    expect(props.onDeactivate).not.toHaveBeenCalled();
    // The confirmation names the user; its own button is the last one of that name on the page.
    await screen.findByText(
      /^Revoke the invitation of invited@demo\.test\? Their invitation link stops working/,
      {},
      { timeout: 10_000 },
    );
    const buttons = screen.getAllByRole('button', { name: 'Revoke invitation', hidden: true });
    const confirm = buttons.at(-1);
    if (!confirm) throw new Error('no confirmation button');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(props.onDeactivate).toHaveBeenCalledWith(users[1]), { timeout: 10_000 });
  }, 30_000);

  it('resends and reactivates at once', async () => {
    const props = renderList();
    await userEvent.click(
      within(row('invited@demo.test')).getByRole('button', { name: 'Resend invitation' }),
    );
    await userEvent.click(within(row('off@demo.test')).getByRole('button', { name: 'Reactivate' }));
    expect(props.onResend).toHaveBeenCalledWith(users[1]);
    expect(props.onReactivate).toHaveBeenCalledWith(users[2]);
  });

  it('says so when there are no users', () => {
    renderUi(
      <UsersList users={[]} selfId={null} onResend={vi.fn()} onDeactivate={vi.fn()} onReactivate={vi.fn()} />,
    );
    expect(screen.getByText('No users yet')).toBeTruthy();
  });
});

describe('the bulk edit (v1) grant (ADR 0609)', () => {
  it('is offered only when the caller may grant it, and says what each user holds', async () => {
    const onSetBulkEditV1 = vi.fn(async () => undefined);
    const granted = [
      user({ id: 'a', email: 'a@demo.test', accountFeatures: ['bulkEditV1'] }),
      user({ id: 'b', email: 'b@demo.test' }),
    ];
    const { unmount } = renderUi(
      <UsersList
        users={granted}
        selfId="me"
        onResend={vi.fn()}
        onDeactivate={vi.fn()}
        onReactivate={vi.fn()}
      />,
    );
    expect(screen.queryByRole('switch', { name: 'Bulk edit (v1)' })).toBeNull();
    unmount();
    renderUi(
      <UsersList
        users={granted}
        selfId="me"
        onResend={vi.fn()}
        onDeactivate={vi.fn()}
        onReactivate={vi.fn()}
        onSetBulkEditV1={onSetBulkEditV1}
      />,
    );
    const onA = within(row('a@demo.test')).getByRole('switch', {
      name: 'Bulk edit (v1)',
    }) as HTMLInputElement;
    const onB = within(row('b@demo.test')).getByRole('switch', {
      name: 'Bulk edit (v1)',
    }) as HTMLInputElement;
    expect(onA.checked).toBe(true);
    expect(onB.checked).toBe(false);
    await userEvent.setup().click(onB);
    expect(onSetBulkEditV1).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }), true);
  });
});
