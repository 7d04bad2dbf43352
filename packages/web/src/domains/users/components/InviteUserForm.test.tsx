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
});
