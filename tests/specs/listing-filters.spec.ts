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
  await page.goto('/amazon-listings-items');
  const congratulation = page.getByRole('dialog', { name: /Congratulations/ });
  if (
    await congratulation.waitFor({ timeout: 6_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await congratulation.getByRole('button', { name: 'Close' }).click();
    await expect(congratulation).toBeHidden();
  }
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
