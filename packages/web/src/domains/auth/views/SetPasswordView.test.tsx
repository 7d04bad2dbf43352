import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { RegisterView, ResetPasswordView } from './RegisterView';

const routes = (
  <Routes>
    <Route path="/register/:token" element={<RegisterView />} />
    <Route path="/reset/:token" element={<ResetPasswordView />} />
    <Route path="/login" element={<p>login page</p>} />
  </Routes>
);

const tokenAnswer = (valid: boolean) => ({
  data: { registerToken: { __typename: 'TokenCheck', valid, email: valid ? 'new@demo.test' : null } },
});

describe('SetPasswordView', () => {
  it("shows 'Invalid token' for a token the server refuses", async () => {
    renderWithApp(routes, { route: '/register/bad', resolve: () => tokenAnswer(false) });
    expect(await screen.findByText('Invalid token')).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('asks for matching passwords that follow the rules', async () => {
    renderWithApp(routes, { route: '/register/good', resolve: () => tokenAnswer(true) });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'Password must contain at least 8 characters, one uppercase, one number and one special case character',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  // Issue 38 point 13: the rule and the server's 256-character limit are read before submit.
  it('shows the password rule before anything is typed and refuses over 256 characters in the server’s words', async () => {
    renderWithApp(routes, { route: '/register/good', resolve: () => tokenAnswer(true) });
    const box = await screen.findByLabelText(/^Password/);
    expect(
      screen.getByText(
        'At least 8 characters with a lowercase and an uppercase letter, a number and a special character; at most 256',
      ),
    ).toBeTruthy();
    await userEvent.click(box);
    await userEvent.paste(`Aa1!${'x'.repeat(253)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at most 256 characters')).toBeTruthy();
  });

  it('confirms a registration with a link to login', async () => {
    renderWithApp(routes, {
      route: '/register/good',
      resolve: (op) =>
        op.operationName === 'RegisterToken'
          ? tokenAnswer(true)
          : { data: { setPassword: { message: 'ok' } } },
    });
    expect(await screen.findByText('Please enter and confirm your new password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Portal!2026');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(/Account successfully created, please log in using your email address/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('confirms a password reset with its own message', async () => {
    renderWithApp(routes, {
      route: '/reset/good',
      resolve: (op) =>
        op.operationName === 'RegisterToken'
          ? tokenAnswer(true)
          : { data: { setPassword: { message: 'ok' } } },
    });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Portal!2026');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Password changed successfully, please log in/)).toBeTruthy();
  });
});
