import {
  BRAND_INVITE_MESSAGES,
  BRAND_PENDING_INVITES_MAX,
  INVITE_NAME_MAX_LENGTH,
  noteTooLongMessage,
} from '@portal/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_REQUIRED, InviteUserForm } from './InviteUserForm';

const brands = [{ brandCode: 'FFP001', name: 'Fresh Fields Pantry' }];

describe('InviteUserForm', () => {
  it('asks a brand user for a valid email and a brand before sending', async () => {
    const onInvite = vi.fn(async () => true);
    render(<InviteUserForm brands={brands} onInvite={onInvite} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email not valid')).toBeTruthy();
    expect(await screen.findByText(BRAND_REQUIRED)).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('sends the role, brand and brand-admin flag, then clears the form', async () => {
    const onInvite = vi.fn(async () => true);
    render(<InviteUserForm brands={brands} onInvite={onInvite} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@demo.test');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Brand/ }), 'FFP001');
    await userEvent.click(screen.getByRole('checkbox', { name: /Brand admin/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(onInvite).toHaveBeenCalledTimes(1));
    expect(onInvite).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'new@demo.test',
        role: 'BRAND_USER',
        brandCode: 'FFP001',
        brandAdmin: true,
      }),
    );
    await vi.waitFor(() => expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(''));
  });

  it('refuses a name over the limit it shows, in the server’s words, and sends nothing', async () => {
    const onInvite = vi.fn(async () => true);
    render(<InviteUserForm brands={brands} onInvite={onInvite} />);
    expect(screen.getByText(`Optional, up to ${INVITE_NAME_MAX_LENGTH} characters`)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@demo.test');
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste('x'.repeat(INVITE_NAME_MAX_LENGTH + 1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Brand/ }), 'FFP001');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(noteTooLongMessage('The name', INVITE_NAME_MAX_LENGTH))).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  describe('for a brand admin (ADR 0598)', () => {
    const own = { brandCode: 'FFP001', name: 'Fresh Fields Pantry' };

    it('asks neither role nor brand and invites a brand user of their own brand', async () => {
      const onInvite = vi.fn(async () => true);
      render(<InviteUserForm brands={[]} ownBrand={own} pendingInvitations={3} onInvite={onInvite} />);
      expect(screen.queryByRole('combobox', { name: /^Role/ })).toBeNull();
      expect(screen.queryByRole('combobox', { name: /^Brand/ })).toBeNull();
      expect(
        screen.getByText(
          `They join Fresh Fields Pantry as a brand user. Up to ${BRAND_PENDING_INVITES_MAX} invitations may wait to be accepted at once (3 waiting now).`,
        ),
      ).toBeTruthy();
      await userEvent.type(screen.getByLabelText(/^Email/), 'teammate@demo.test');
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      await vi.waitFor(() => expect(onInvite).toHaveBeenCalledTimes(1));
      expect(onInvite).toHaveBeenCalledWith(
        expect.objectContaining({ role: 'BRAND_USER', brandCode: 'FFP001', brandAdmin: false }),
      );
    });

    it(`says so and sends nothing at ${BRAND_PENDING_INVITES_MAX} pending invitations`, async () => {
      const onInvite = vi.fn(async () => true);
      render(
        <InviteUserForm
          brands={[]}
          ownBrand={own}
          pendingInvitations={BRAND_PENDING_INVITES_MAX}
          onInvite={onInvite}
        />,
      );
      expect(screen.getByText(BRAND_INVITE_MESSAGES.pendingLimit)).toBeTruthy();
      const send = screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
      expect(send.disabled).toBe(true);
    });
  });
});
