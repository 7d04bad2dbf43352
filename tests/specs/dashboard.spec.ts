import { expect, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

test.describe('dashboard as admin', () => {
  test('a watched ASIN appears in the watchlist', async ({ page, request }) => {
    const token = await signIn(request, 'admin@demo.test');
    const answer = await gql<{ asins: { rows: { asin: string }[] } }>(
      request,
      `{ asins(filterField: BRAND_CODE, filterValue: "MR100", pageSize: 1) { rows { asin } } }`,
      {},
      token,
    );
    const asin = answer.data?.asins.rows[0]?.asin as string;
    await signInAt(page, 'admin@demo.test', `/asins/view/${asin}`);

    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unwatch' })).toBeVisible();
    await page.goto('/');

    await expect(page.getByRole('table', { name: 'ASINs' }).getByRole('link', { name: asin })).toBeVisible();
  });

  test('movers show four rows per window and their links open the right pages', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/');

    for (const window of ['1 day', '7 days', '30 days']) {
      await page.getByRole('button', { name: window }).first().click();
      await expect(
        page.getByRole('table', { name: `Brand gainers, ${window}` }).locator('tbody tr'),
      ).toHaveCount(4);
    }
    const brandLink = page.getByRole('table', { name: 'Brand gainers, 30 days' }).getByRole('link').first();
    await expect(brandLink).toHaveAttribute(
      'href',
      /^\/performance\?metric=revenue,conversion,session,buy_box&filterBrands=/,
    );

    const asinTable = page.getByRole('table', { name: 'ASIN gainers, 1 day' });
    await expect(asinTable.locator('tbody tr')).toHaveCount(4);
    const asin = ((await asinTable.getByRole('link').first().textContent()) ?? '').trim();
    await asinTable.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/asins/performance/${asin}`));
    await expect(page.getByRole('table', { name: 'SKUs' })).toBeVisible();
  });

  test('keeps the movers in local storage for the rest of the UTC day', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/');
    await expect(page.getByRole('table', { name: 'Brand gainers, 1 day' })).toBeVisible();

    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('portal.movers.')),
    );

    expect(keys.some((k) => k.endsWith('.brand-gainers.1d'))).toBe(true);
  });
});

test.describe('dashboard by brand type', () => {
  test('mr-sub gets the overview without its second widget', async ({ page }) => {
    await signInAt(page, 'mr-sub@demo.test', '/');

    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ASIN Movers' })).toHaveCount(0);
  });

  test('mr gets the overview and its ASIN movers', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/');

    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ASIN Movers' })).toBeVisible();
  });
});
