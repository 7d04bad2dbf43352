import { type APIRequestContext, expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/shell-page.ts';
import { gql } from '../../support/graphql.ts';
import { apiSession, backendUrl, openSignedIn, storeSession } from '../../support/session.ts';

// The unread state belongs to a seller and marketplace: each test uses a brand of its own
// (ffp@ → FFP001, ecom3k@ → E3K001) so the two can run side by side.
/** The seller and marketplace the bell follows: the first authorized pair when none was chosen (spec 1 §4.3). */
async function firstPair(request: APIRequestContext, token: string) {
  const res = await gql<{ authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[] }>(
    request,
    'query Markets { authorizedMarketplaces { sellingPartnerId marketplaceId } }',
    {},
    token,
  );
  const pair = res.data?.authorizedMarketplaces[0];
  if (!pair) throw new Error(`no authorized marketplace: ${JSON.stringify(res)}`);
  return { sellerId: pair.sellingPartnerId, marketplaceId: pair.marketplaceId };
}

/** Records one activity entry as the marketplace simulator would (dev tool POST /dev/activity). */
async function recordActivity(
  request: APIRequestContext,
  token: string,
  pair: { sellerId: string; marketplaceId: string },
  sku: string,
) {
  const res = await request.post(`${backendUrl()}/dev/activity`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...pair, sku, type: 'listing update failed', comment: 'Missing required attribute: brand' },
  });
  expect(res.status()).toBe(201);
}

test.describe('the notification bell', () => {
  test('shows unread entries and clears them for good when the popup closes', async ({ page, request }) => {
    const shell = new ShellPage(page);
    const session = await apiSession(request, 'ffp@demo.test');
    // One unread entry of our own, whatever the seed or an earlier run left unread.
    await recordActivity(
      request,
      session.accessToken,
      await firstPair(request, session.accessToken),
      'E2E-BELL-1',
    );
    await storeSession(page.context(), session);
    await page.goto('/');
    await expect(shell.unreadDot).toBeVisible();

    await shell.openBell();
    await expect(shell.bellPopup.getByText('E2E-BELL-1: listing update failed')).toBeVisible();
    await expect(shell.bellPopup.getByLabel('Warning').first()).toBeVisible();
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
    const pair = await firstPair(request, session.accessToken);
    // Read everything first so the dot can only come from the new event.
    await shell.openBell();
    await shell.closeBell();
    await page.reload();
    await expect(shell.bell).toHaveAccessibleName('Notifications');
    await expect(shell.unreadDot).toBeHidden();

    // The live subscription may still be connecting after the reload: send again until it shows.
    await expect(async () => {
      await recordActivity(request, session.accessToken, pair, 'E2E-LIVE-1');
      await expect(shell.unreadDot).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  });
});
