import { expect, test } from '@playwright/test';
import { landingPath } from '@portal/schema';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { DEMO_ACCOUNTS } from '../../support/accounts.ts';
import { subjectOf } from '../../support/session.ts';

// Issue 2: every demo account of DESIGN §2 signs in through the login screen.
test.describe('every demo account signs in through the login screen', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} signs in and lands on its landing page`, async ({ page }) => {
      const login = new LoginPage(page);
      const shell = new ShellPage(page);
      await login.goto();

      await login.signIn(account.email);

      await shell.expectSignedInAs(account.email);
      await expect(page).toHaveURL((url) => url.pathname === landingPath(subjectOf(account)));
    });
  }
});
