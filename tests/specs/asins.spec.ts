import { expect, type Page, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

/** The first ASINs of a brand, as the grid pages them. */
async function asinsOf(request: import('@playwright/test').APIRequestContext, brandCode: string) {
  const token = await signIn(request, 'admin@demo.test');
  const answer = await gql<{ asins: { rows: { asin: string }[] } }>(
    request,
    `query A($b: String) { asins(filterField: BRAND_CODE, filterValue: $b, pageSize: 5) { rows { asin } } }`,
    { b: brandCode },
    token,
  );
  return (answer.data?.asins.rows ?? []).map((r) => r.asin);
}

const gridRows = (page: Page) =>
  page.getByRole('table', { name: 'ASINs' }).locator('tbody tr:not([aria-hidden])');

test.describe('ASINs as admin', () => {
  test('looks up a seeded ASIN on the dashboard and lands on its detail page', async ({ page, request }) => {
    const [asin] = await asinsOf(request, 'MC001');
    await signInAt(page, 'admin@demo.test', '/');

    await page.getByRole('textbox', { name: /ASIN/ }).fill(asin as string);
    await page.getByRole('button', { name: 'Lookup' }).click();

    await expect(page).toHaveURL(new RegExp(`/asins/view/${asin}$`));
    await expect(page.getByText('Northwind Outdoors', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`ASIN ${asin}`));
  });

  test('says Asin not found for an unknown ASIN', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/');

    await page.getByRole('textbox', { name: /ASIN/ }).fill('B0NOTHERE1');
    await page.getByRole('button', { name: 'Lookup' }).click();

    await expect(page.getByText('Asin not found')).toBeVisible();
  });

  test('shows ASIN performance with previous values when comparing, and a reload restores the view', async ({
    page,
    request,
  }) => {
    const [asin] = await asinsOf(request, 'MC001');
    await signInAt(page, 'admin@demo.test', `/asins/performance/${asin}`);
    await expect(page.getByRole('table', { name: 'SKUs' })).toBeVisible();

    await page.getByRole('button', { name: '30 days' }).click();
    // Controlled by the address: the state changes once the address does.
    await page.getByRole('checkbox', { name: 'Compare to previous' }).click();
    await expect(page.getByRole('checkbox', { name: 'Compare to previous' })).toBeChecked();
    await page
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .click();
    await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeChecked();
    await expect(page).toHaveURL(/compareFrom=.*compareTo=|compareTo=.*compareFrom=/);
    await expect(page).toHaveURL(/skus=/);
    const before = page.url();
    await expect(page.getByText(/Previous: \$/).first()).toBeVisible();

    await page.reload();

    expect(page.url()).toBe(before);
    await expect(page.getByRole('checkbox', { name: 'Compare to previous' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeChecked();
  });
});

test.describe('ASINs as an mr brand user', () => {
  test('lists only its own brand’s ASINs, without an edit action', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/asins');

    await expect(gridRows(page).first()).toBeVisible();
    for (const text of await gridRows(page).allInnerTexts()) expect(text).toContain('(MR001)');
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  });

  test('cannot open another brand’s ASIN by its address', async ({ page, request }) => {
    const [foreign] = await asinsOf(request, 'MC001');

    await signInAt(page, 'mr@demo.test', `/asins/view/${foreign}`);

    await expect(page.getByText('Asin not found')).toBeVisible();
    await expect(page.getByText('Northwind Outdoors', { exact: true })).toHaveCount(0);
  });
});
