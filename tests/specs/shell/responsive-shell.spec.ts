import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page.ts';
import { openSignedIn } from '../../support/session.ts';

test.describe('the shell on a phone (767 px)', () => {
  test.use({ viewport: { width: 767, height: 900 } });

  test('hides the menu until it is opened as an overlay, which a link closes', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin@demo.test', '/');
    await shell.expectSignedInAs('admin@demo.test');
    await expect(shell.menu).toBeHidden();

    await shell.menuToggle.click();

    await expect(shell.overlayMenu).toBeVisible();
    await shell.overlayMenu.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/amazon-listings-activity$/);
    await expect(shell.overlayMenu).toBeHidden();
    await expect(shell.main).toBeVisible();
  });
});

test.describe('the shell on a tablet (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('shows the drawer beside the page and collapses it to icons', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin@demo.test', '/');
    await shell.expectSignedInAs('admin@demo.test');

    await expect(shell.overlayMenu).toHaveCount(0);
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).toContainText('Dashboard');
    await expect(shell.main).toBeVisible();

    await shell.menuToggle.click();

    // Collapsed: icons only, each still named for assistive technology.
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(shell.menu.getByRole('link', { name: 'Dashboard' })).not.toContainText('Dashboard');
  });
});
