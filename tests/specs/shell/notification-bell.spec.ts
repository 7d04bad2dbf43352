import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page.ts';
import { gql } from '../../support/graphql.ts';
import { backendUrl, openSignedIn } from '../../support/session.ts';

// The unread state belongs to a seller and marketplace: each test uses a brand of its own
// (ffp@ → FFP001, ecom3k@ → E3K001) so the two can run side by side.
test.describe('the notification bell', () => {
  test('shows unread entries and clears them for good when the popup closes', async ({ page }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'ffp@demo.test', '/');
    await expect(shell.unreadDot).toBeVisible();

    await shell.openBell();
    await expect(shell.bellPopup.getByRole('listitem').first()).toBeVisible();
    await expect(shell.bellPopup.getByRole('link', { name: 'View all activity' })).toBeVisible();
    await shell.closeBell();

    await expect(shell.unreadDot).toBeHidden();
    await page.reload();
    await expect(shell.bell).toHaveAccessibleName('Notifications');
    await expect(shell.unreadDot).toBeHidden();
  });

  test('shows the dot when new activity arrives, without a reload', async ({ page, request }) => {
    const shell = new ShellPage(page);
    const session = await openSignedIn(page, 'ecom3k@demo.test', '/');
    const markets = await gql<{
      authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[];
    }>(
      request,
      'query Markets { authorizedMarketplaces { sellingPartnerId marketplaceId } }',
      {},
      session.accessToken,
    );
    // The bell follows the first authorized pair when none was chosen (spec 1 §4.3).
    const pair = markets.data?.authorizedMarketplaces[0];
    if (!pair) throw new Error(`no authorized marketplace: ${JSON.stringify(markets)}`);
    // Read everything first so the dot can only come from the new event.
    await shell.openBell();
    await shell.closeBell();
    await page.reload();
    await expect(shell.bell).toHaveAccessibleName('Notifications');
    await expect(shell.unreadDot).toBeHidden();

    // The live subscription may still be connecting after the reload: send again until it shows.
    await expect(async () => {
      const res = await request.post(`${backendUrl()}/dev/activity`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data: { sellerId: pair.sellingPartnerId, marketplaceId: pair.marketplaceId, sku: 'E2E-SKU-1' },
      });
      expect(res.status()).toBe(201);
      await expect(shell.unreadDot).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
