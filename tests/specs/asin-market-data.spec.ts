import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

/**
 * A seeded ASIN with FBA stock by fulfillment center (not every SKU is FBA): of the brand for
 * staff; a brand user's own (brand users may not filter the grid by brand).
 */
async function stockedAsinOf(request: APIRequestContext, email: string, brandCode: string | null) {
  const token = await signIn(request, email);
  const list = await gql<{ asins: { rows: { asin: string }[] } }>(
    request,
    brandCode
      ? `query A($b: String) { asins(filterField: BRAND_CODE, filterValue: $b, pageSize: 40) { rows { asin } } }`
      : 'query A { asins(pageSize: 40) { rows { asin } } }',
    brandCode ? { b: brandCode } : {},
    token,
  );
  for (const { asin } of list.data?.asins.rows ?? []) {
    const stock = await gql<{ asinInventory: { count: number } }>(
      request,
      `query I($asin: String!) { asinInventory(asin: $asin) { count } }`,
      { asin },
      token,
    );
    if ((stock.data?.asinInventory.count ?? 0) > 0) return asin;
  }
  throw new Error(`no stocked ASIN of ${brandCode ?? email}`);
}

test.describe('ASIN inventory, fees and offers as admin', () => {
  test('opens the three tabs of a seeded ASIN and sees rows', async ({ page, request }) => {
    const asin = await stockedAsinOf(request, 'admin@demo.test', 'MC001');
    await signInAt(page, 'admin@demo.test', `/asins/inventory/${asin}`);

    const inventory = page.getByRole('table', { name: `Inventory of ${asin}` });
    await expect(inventory.getByRole('cell', { name: 'SELLABLE' }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Fees Estimates' }).click();
    const fees = page.getByRole('table', { name: `Fees estimates of ${asin}` });
    await expect(fees.locator('tbody tr').first()).toContainText('USD');

    await page.getByRole('tab', { name: 'Competing Offers' }).click();
    const offers = page.getByRole('table', { name: `Competing offers of ${asin}` });
    await expect(offers.locator('tbody tr').first()).toBeVisible();
    await expect(offers.getByRole('columnheader', { name: /Buy Box Winner\?/ })).toBeVisible();
  });

  test('shows the offers’ hidden columns and keeps them over a reload', async ({ page, request }) => {
    const asin = await stockedAsinOf(request, 'admin@demo.test', 'MC001');
    await signInAt(page, 'admin@demo.test', `/asins/product-offers/${asin}`);
    const offers = page.getByRole('table', { name: `Competing offers of ${asin}` });
    await expect(offers.locator('tbody tr').first()).toBeVisible();
    await expect(offers.getByRole('columnheader', { name: /Feedback Count/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Feedback Count' }).check();
    await page.getByRole('checkbox', { name: 'Ships From' }).check();
    await page.keyboard.press('Escape');
    await expect(offers.getByRole('columnheader', { name: /Feedback Count/ })).toBeVisible();

    await page.reload();

    await expect(offers.getByRole('columnheader', { name: /Feedback Count/ })).toBeVisible();
    await expect(offers.getByRole('columnheader', { name: /Ships From/ })).toBeVisible();
  });
});

test.describe('ASIN market data as mr', () => {
  test('has no Fees Estimates tab and is turned away from its address', async ({ page, request }) => {
    const asin = await stockedAsinOf(request, 'mr@demo.test', null);
    await signInAt(page, 'mr@demo.test', `/asins/inventory/${asin}`);
    await expect(page.getByRole('table', { name: `Inventory of ${asin}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Fees Estimates' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Competing Offers' })).toHaveCount(0);

    await page.goto(`/asins/fees/${asin}`);

    await expect(page).not.toHaveURL(new RegExp(`/asins/fees/${asin}`));
    await expect(page.getByRole('table', { name: `Fees estimates of ${asin}` })).toHaveCount(0);
  });
});
