import { expect, test } from '@playwright/test';
import { landingPath, visibleMenu } from '@portal/schema';
import { ShellPage } from '../../pages/shell-page.ts';
import { DEMO_ACCOUNTS } from '../../support/accounts.ts';
import { IMPLEMENTED_ROUTES } from '../../support/implemented-routes.ts';
import { openSignedIn, subjectOf } from '../../support/session.ts';

const IMPLEMENTED = new Set<string>(IMPLEMENTED_ROUTES);

// Issue 3: each demo account sees exactly the menu and landing page the access tables give it.
// Signed in through the API: the login screen itself is proven in specs/auth.
test.describe('menu and landing page of every demo account', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} sees its menu entries and lands where the tables say`, async ({ page }) => {
      const shell = new ShellPage(page);
      const subject = subjectOf(account);
      const labels = visibleMenu(subject, IMPLEMENTED).map((entry) => entry.label);

      // The login page sends a signed-in user on exactly as after a login.
      await openSignedIn(page, account.email, '/login');

      await shell.expectSignedInAs(account.email);
      await expect(page).toHaveURL((url) => url.pathname === landingPath(subject));
      if (labels.length > 0) await expect(shell.menuLinks).toHaveText(labels);
      else await expect(shell.menuLinks).toHaveCount(0);
    });
  }
});

// Values written by hand from spec 1 §4.1, §4.2 and §6.1, so the test does not only mirror the code.
test.describe('landing pages and menus from the spec', () => {
  test('an ffp brand admin with a subscription lands on the listings and sees listing activity', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'ffp@demo.test', '/login');

    await expect(page).toHaveURL((url) => url.pathname === '/amazon-listings-items');
    await expect(shell.menu.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/amazon-listings-activity',
    );
    // Subscribed ffp users are kept off the dashboard.
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('an admin lands on the dashboard and sees it in the menu', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin@demo.test', '/login');

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(shell.menu.getByRole('link', { name: 'Activity' })).toBeVisible();
  });

  test('the api role has no page: it lands on /no-access with an empty menu', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'api@demo.test', '/login');

    await expect(page).toHaveURL((url) => url.pathname === '/no-access');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(shell.menuLinks).toHaveCount(0);
  });

  test('an mr brand user lands on the dashboard without listing entries', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'mr@demo.test', '/login');

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(shell.menu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  });
});
