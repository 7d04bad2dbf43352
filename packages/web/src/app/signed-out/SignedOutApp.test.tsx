import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/SessionProvider';
import { SessionManager } from '../session/session-manager';
import { SignedOutApp } from './SignedOutApp';

// Screens are lazy chunks: the first render of each waits for its import.
const slow = { timeout: 5000 };

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <FluentProvider theme={webLightTheme}>
      <SessionProvider manager={new SessionManager()}>
        <SignedOutApp />
      </SessionProvider>
    </FluentProvider>,
  );
}

describe('SignedOutApp', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the sign-in pages of the access table', async () => {
    renderAt('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' }, slow)).toBeTruthy();
  });

  it('sends a signed-out visitor of a private page to login with the page kept', async () => {
    renderAt('/brands?page=2');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        `/login?from=${encodeURIComponent('/brands?page=2')}`,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeTruthy();
  });

  it('sends an unknown address to login as the signed-in shell would', async () => {
    renderAt('/no-such-page');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
