import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { openSignedIn, storeSession } from '../../support/session.ts';

test('a refused token ends the session with the spec warning and shows the login page', async ({ page }) => {
  const shell = new ShellPage(page);
  const login = new LoginPage(page);
  const session = await openSignedIn(page, 'agency@demo.test', '/');
  await shell.expectSignedInAs('agency@demo.test');

  // The server stops accepting the token: its signature no longer verifies, as after a key change.
  const [header, payload] = session.accessToken.split('.');
  await storeSession(page.context(), {
    ...session,
    accessToken: `${header}.${payload}.bm90LWEtc2lnbmF0dXJl`,
  });
  // The next call the app makes carries the refused token.
  await page.reload();

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(login.message('Session expired, please login again')).toBeVisible();
  await expect(shell.logOutButton('agency@demo.test')).toBeHidden();
});
