import { expect, type Page, test } from '@playwright/test';
import { signInAsFfp } from '../support/ffp-seller.ts';

/** Where a button sits on the screen. */
const at = async (page: Page, name: string) => {
  const box = await page.getByRole('button', { name }).boundingBox();
  return box && { x: Math.round(box.x), y: Math.round(box.y) };
};

test('Your Listings: typing a search and clicking Apply Filters applies it (the row does not re-flow on blur)', async ({
  page,
  request,
}) => {
  // At 1440 px the filters fill one line to within the width of the search box's clear button.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsFfp(page, request);
  // Another spec's reflected change may open the congratulation: answered here so the brand's list
  // on the server stays for the listings spec (closing it clears it).
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('ClearRecentlyReflectedListings')
      ? route.fulfill({ json: { data: { clearRecentlyReflectedListings: true } } })
      : route.fallback(),
  );
  // It opens 1.5 s after the list loads, which on a busy machine came after a fixed 6 s look for it
  // and then covered the heading this test clicks (a timeout at load ~25): closed whenever it stands
  // in the way of an action instead, however late it comes.
  const congratulation = page.getByRole('dialog', { name: /Congratulations/ });
  await page.addLocatorHandler(congratulation, async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
  await page.goto('/amazon-listings-items');
  // Drawn before the filter row is measured: the list's rows in, no spinner or skeleton left.
  await expect(page.locator('table[aria-label="Your listings"] tbody tr a').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], .fui-Skeleton')).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search by SKU, ASIN or Title' });
  await search.fill('no-such-listing');
  const focused = await at(page, 'Apply Filters');
  await page.getByRole('heading', { name: 'Your Listings' }).click();
  expect(await at(page, 'Apply Filters')).toEqual(focused);
  // The click that moves the focus off the box lands on the button it aimed at.
  await search.fill('6798D');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/[?&]search=6798D(&|$)/);
});
