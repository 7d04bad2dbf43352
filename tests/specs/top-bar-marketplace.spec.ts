import { expect, test } from '@playwright/test';
import { marketplaceById } from '@portal/schema';
import { gql, signIn } from '../support/graphql.ts';
import { openSignedIn } from '../support/session.ts';

// Issue 38 point 8 (ADR 0595): the top bar's marketplace and the analytics pages' own marketplace
// filters are two selections, linked. On Performance, Sales, Insights and Advertising, when the top
// bar names a marketplace the page does not show, the page says which each shows and offers the
// top bar's in one click. Before, Insights and Advertising stayed on 'United States' silently.

const US = 'ATVPDKIKX0DER';
const SELECTION_STORAGE_KEY = 'portal.sellerMarketplace';

/** The page, and the address key its own marketplace filter writes. */
const PAGES = [
  { path: '/performance', key: 'filterMarketplaces' },
  { path: '/performance-sales', key: 'filterMarketplaces' },
  { path: '/performance-insights', key: 'marketplace' },
  { path: '/advertising-performance/sp', key: 'marketplace_id' },
] as const;

test('the analytics pages say when the top bar’s marketplace is not theirs and switch to it in one click', async ({
  page,
  request,
}) => {
  const token = await signIn(request, 'admin@demo.test');
  const answer = await gql<{ authorizedMarketplaces: { sellingPartnerId: string; marketplaceId: string }[] }>(
    request,
    'query Markets { authorizedMarketplaces { sellingPartnerId marketplaceId } }',
    {},
    token,
  );
  const other = answer.data?.authorizedMarketplaces.find((m) => m.marketplaceId !== US);
  if (!other) throw new Error(`the admin has no marketplace besides the US: ${JSON.stringify(answer)}`);
  const name = marketplaceById(other.marketplaceId)?.name ?? other.marketplaceId;
  // The top bar's choice as the selector saves it, there before the app first reads it.
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [
      SELECTION_STORAGE_KEY,
      JSON.stringify({ sellerId: other.sellingPartnerId, marketplaceId: other.marketplaceId }),
    ],
  );
  await openSignedIn(page, 'admin@demo.test', PAGES[0].path);

  for (const { path, key } of PAGES) {
    await page.goto(path);
    const note = page.getByText(`The top bar’s marketplace is ${name}; this page shows United States.`);
    await expect(note, path).toBeVisible();
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(note, path).toBeVisible();
      const file = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: test.info().outputPath(`${file}-note-${width}.png`) });
    }
    await page.getByRole('button', { name: `Show ${name}` }).click();
    await expect(page, path).toHaveURL(new RegExp(`[?&]${key}=${other.marketplaceId}`));
    await expect(note, path).toHaveCount(0);
  }
});
