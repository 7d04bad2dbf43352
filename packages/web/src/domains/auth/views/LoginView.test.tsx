import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import { unauthenticated } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { LoginView } from './LoginView';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = (
  <Routes>
    <Route path="/login" element={<LoginView />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('LoginView', () => {
  it('asks for the email and the password when both are empty', async () => {
    renderWithApp(routes, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('refuses a malformed email', async () => {
    renderWithApp(routes, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
  });

  it('says the credentials are wrong when the server answers UNAUTHENTICATED', async () => {
    const { manager } = renderWithApp(routes, {
      route: '/login',
      resolve: () => unauthenticated('Invalid credentials'),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeTruthy();
    expect(manager.getSession()).toBeNull();
  });

  it('shows the server message for other failures', async () => {
    renderWithApp(routes, {
      route: '/login',
      resolve: () => ({
        data: null,
        errors: [{ message: 'Account locked', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Account locked')).toBeTruthy();
  });

  it('returns to the page the user came from after login', async () => {
    const session = sessionFor(agencyAdmin);
    const { manager } = renderWithApp(routes, {
      route: '/login?from=%2Famazon-listings-activity',
      mocks: {
        Mutation: {
          login: () => ({
            ...session,
            user: { ...session.user, viewedArticles: [] },
            refreshToken: 'refresh',
          }),
        },
      },
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /amazon-listings-activity')).toBeTruthy();
    expect(manager.getAccessToken()).toBe(session.accessToken);
  });

  it('sends ffp brand users to their listings after login', async () => {
    const session = sessionFor(ffpBrandAdmin);
    renderWithApp(routes, {
      route: '/login?from=%2Fperformance',
      mocks: {
        Mutation: {
          login: () => ({
            ...session,
            user: { ...session.user, viewedArticles: [] },
            refreshToken: 'refresh',
          }),
        },
      },
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'ffp@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /amazon-listings-items')).toBeTruthy();
  });

  it('sends a signed-in visitor home', async () => {
    renderWithApp(routes, { route: '/login', session: sessionFor(agencyAdmin) });
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});
