import { expect, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

// Demo SKUs are named {brand code}-{index}: MR001 is the mr user's brand, MR100 has sub brands.
const errorsGrid = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Products errors' });

test.describe('products as admin', () => {
  test('pages through the products errors under the FBA_INB_XXXX banner', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/products-errors');

    await expect(page.getByText(/Errors of type FBA_INB_XXXX/)).toBeVisible();
    await expect(errorsGrid(page).locator('tbody tr')).toHaveCount(10);
    const first = await errorsGrid(page).locator('tbody tr').first().textContent();
    await page.getByRole('button', { name: /next page/i }).click();

    await expect(page).toHaveURL(/page=1/);
    await expect(errorsGrid(page).locator('tbody tr').first()).not.toHaveText(first ?? '');
  });

  test('opens a SKU’s detail from its error, keeps Ignore Yes over a reload and changes the sub brand', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/products-errors');
    const sku = errorsGrid(page).locator('tbody tr').first().getByRole('link');
    const name = (await sku.textContent()) ?? '';
    await sku.click();
    await expect(page).toHaveURL(new RegExp(`/products/${name}/detail$`));

    await page.goto('/products/MR100-001/detail');
    await page.getByRole('button', { name: 'Edit Ignore' }).click();
    await page.getByRole('combobox', { name: 'Ignore' }).selectOption('Yes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit Ignore' })).toBeVisible();
    await page.reload();
    const ignoreRow = page.locator('dd').filter({ has: page.getByRole('button', { name: 'Edit Ignore' }) });
    await expect(ignoreRow).toContainText('Yes');

    await page.getByRole('button', { name: 'Edit Sub Brand' }).click();
    const choice = page.getByRole('combobox', { name: 'Sub Brand' });
    await choice.selectOption({ index: 1 });
    const chosen = (await choice.locator('option:checked').textContent()) ?? '';
    await page.getByRole('button', { name: 'Save' }).click();
    const subRow = page.locator('dd').filter({ has: page.getByRole('button', { name: 'Edit Sub Brand' }) });
    await expect(subRow).toContainText(chosen.replace(/ \(.*\)$/, ''));
  });
});

test.describe('products as mr', () => {
  test('shows its own SKU and not found for another brand’s', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/products/MR001-001/detail');
    await expect(page.getByText('MR001-001', { exact: true })).toBeVisible();

    await page.goto('/products/MC001-001/detail');

    await expect(page.getByText('Product not found')).toBeVisible();
  });
});
