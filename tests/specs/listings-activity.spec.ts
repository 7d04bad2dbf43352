import { type APIRequestContext, expect, test } from '@playwright/test';
import { MESSAGES } from '@portal/schema';
import { ShellPage } from '../pages/shell-page.ts';
import { gql } from '../support/graphql.ts';
import { apiSession, backendUrl, storeSession } from '../support/session.ts';

// The bell specs follow ffp@'s first seller and marketplace; this one records and reads on its
// last pair (chosen in the top bar through the saved selection), so neither lights the other's dot.
const EMAIL = 'ffp@demo.test';
const SELECTION_STORAGE_KEY = 'portal.sellerMarketplace';
const RUN = `E2E-ACT-${Date.now().toString(36).toUpperCase()}`;

async function lastPair(request: APIRequestContext, token: string) {
  const res = await gql<{ authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[] }>(
    request,
    'query Markets { authorizedMarketplaces { sellingPartnerId marketplaceId } }',
    {},
    token,
  );
  const pair = res.data?.authorizedMarketplaces.at(-1);
  if (!pair) throw new Error(`no authorized marketplace: ${JSON.stringify(res)}`);
  return { sellerId: pair.sellingPartnerId, marketplaceId: pair.marketplaceId };
}

test.describe('the activity page', () => {
  test('lists read entries too, pages by 40, searches by SKU and opens one listing', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    const session = await apiSession(request, EMAIL);
    const pair = await lastPair(request, session.accessToken);
    // 41 entries of this run: more than one page whatever the seed holds.
    for (let i = 0; i < 41; i++) {
      const res = await request.post(`${backendUrl()}/dev/activity`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data: { ...pair, sku: `${RUN}-${i}`, type: 'listing update success' },
      });
      expect(res.status()).toBe(201);
    }
    await storeSession(page.context(), session);
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [SELECTION_STORAGE_KEY, JSON.stringify(pair)],
    );
    await page.goto('/');
    // Reading them in the bell must not empty the page (it lists every entry, not the unread).
    await shell.openBell();
    await shell.closeBell();

    await page.goto('/amazon-listings-activity');
    await expect(page.getByRole('heading', { name: 'Global Activity' })).toBeVisible();
    await expect(page.getByText(/^Entries 1 to 40 of \d+$/)).toBeVisible();
    await expect(page.getByText(`${RUN}-40: listing update success`)).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Entries 41 to \d+ of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/page=1/);

    await page.getByRole('searchbox', { name: 'Search by SKU' }).fill(`${RUN}-1`);
    // -1 and -10 … -19: eleven SKUs contain the text.
    await expect(page.getByText('Entries 1 to 11 of 11')).toBeVisible();
    await expect(page).not.toHaveURL(/page=1/);

    await page.getByRole('searchbox', { name: 'Search by SKU' }).fill('no listing has this sku');
    await expect(page.getByText(MESSAGES.noActivityFound)).toBeVisible();

    await page.goto(`/amazon-listings-item/${pair.marketplaceId}/${pair.sellerId}/${RUN}-3/activity`);
    await expect(page.getByRole('heading', { name: `Activity for ${RUN}-3` })).toBeVisible();
    await expect(page.getByText('Entries 1 to 1 of 1')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});
