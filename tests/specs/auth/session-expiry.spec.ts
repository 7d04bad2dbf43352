import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { gql } from '../../support/graphql.ts';
import { openSignedIn } from '../../support/session.ts';

// The access token lives in memory only, so a reload must refresh it with the HttpOnly cookie.
test('a session ended on the server shows the spec warning and the login page at the next load', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  const login = new LoginPage(page);
  const session = await openSignedIn(page, 'agency@demo.test', '/');
  await shell.expectSignedInAs('agency@demo.test');

  // The tab is closed, and the session ends elsewhere (a logout from another client revokes its
  // refresh family) while the browser still holds its cookies.
  await page.goto('about:blank');
  await gql(request, 'mutation { logout }', {}, session.accessToken);
  await page.goto('/');

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(login.message('Session expired, please login again')).toBeVisible();
  await expect(shell.logOutButton('agency@demo.test')).toBeHidden();
});

test('a reload keeps a live session without any token in a script-readable cookie', async ({ page }) => {
  const shell = new ShellPage(page);
  await openSignedIn(page, 'agency@demo.test', '/');
  await shell.expectSignedInAs('agency@demo.test');

  await page.reload();

  await shell.expectSignedInAs('agency@demo.test');
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain('portal_refresh');
  expect(decodeURIComponent(readable)).not.toMatch(/accessToken"|refreshToken/);
});
