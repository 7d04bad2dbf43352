import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ForgotPasswordView } from './ForgotPasswordView';

describe('ForgotPasswordView', () => {
  it('tells the user the reset email was sent', async () => {
    renderWithApp(<ForgotPasswordView />, {
      route: '/forgot-password',
      resolve: () => ({ data: { requestPasswordReset: { message: 'sent' } } }),
    });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'An email has been sent. Please follow the link in the email to complete your password reset request.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's message when the request fails", async () => {
    renderWithApp(<ForgotPasswordView />, {
      route: '/forgot-password',
      resolve: () => ({ data: null, errors: [{ message: 'Too many requests' }] }),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
  });
});
