import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page.ts';
import { openSignedIn } from '../../support/session.ts';

test('the Log Out button shows the email and ends the session', async ({ page }) => {
  const shell = new ShellPage(page);
  await openSignedIn(page, 'mc@demo.test', '/');
  const logOut = shell.logOutButton('mc@demo.test');
  await expect(logOut).toContainText('Log Out');
  await expect(logOut).toContainText('(mc@demo.test)');

  await logOut.click();

  await expect(page).toHaveURL(/\/login$/);
  // The session is gone, not just hidden: a protected page sends back to login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
