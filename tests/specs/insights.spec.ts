import { expect, type Page, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('performance insights as admin', () => {
  test('filters by brand, drills the heatmap and back, and keeps the drill-down across a reload', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/performance-insights?preset=30d');
    await expect(page).toHaveTitle('Performance Insights · Portal');
    await expect(page.getByRole('combobox', { name: 'Account Manager' })).toBeVisible();
    const summary = card(page, 'Total Summary');
    await expect(summary.getByText('Revenue', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();

    // Apply a brand filter: the brands card then lists that brand only.
    await page.getByRole('combobox', { name: 'Brands' }).click();
    await page.getByRole('menuitemcheckbox', { name: /^MC001 - / }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/brands=MC001/);
    const brands = card(page, 'Total Summary by Brands');
    await expect(brands.getByRole('button', { name: /^Drill into / })).toHaveCount(1);
    await expect(brands.getByRole('button', { name: /^Drill into MC001 - / })).toBeVisible();

    // Heatmap: all brands → MC001 → back through the breadcrumb.
    const heatmap = card(page, 'Orders by Day and Hour');
    await expect(heatmap.getByRole('table', { name: 'Orders by weekday and hour' })).toBeVisible();
    await expect(heatmap.getByRole('rowheader', { name: 'Mon', exact: true })).toBeVisible();
    await heatmap.getByRole('button', { name: /^Heatmap of MC001 - / }).click();
    await expect(heatmap.getByRole('table', { name: 'Orders by weekday and hour for MC001' })).toBeVisible();
    await expect(page).toHaveURL(/brand=MC001/);
    await page.reload();
    await expect(
      card(page, 'Orders by Day and Hour').getByRole('table', {
        name: 'Orders by weekday and hour for MC001',
      }),
    ).toBeVisible();
    await card(page, 'Orders by Day and Hour').getByRole('button', { name: 'All brands' }).click();
    await expect(
      card(page, 'Orders by Day and Hour').getByRole('table', { name: 'Orders by weekday and hour' }),
    ).toBeVisible();
  });

  test('opens a return reason, then a SKU’s return lines, pages them and exports the CSV', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/performance-insights?preset=90d');
    const reasons = card(page, 'Return by Reason');
    const firstReason = reasons.getByRole('button', { name: /^SKUs returned for / }).first();
    await expect(firstReason).toBeVisible();
    await firstReason.click();
    await expect(page).toHaveURL(/reason=/);
    const firstSku = reasons.getByRole('button', { name: /^Return lines of / }).first();
    const sku = ((await firstSku.getAttribute('aria-label')) ?? '').replace('Return lines of ', '');
    await firstSku.click();
    const dialog = page.getByRole('dialog', { name: `Returns of ${sku}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: `Return lines of ${sku}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /Export/ }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain('License plate');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('performance insights as a brand user', () => {
  test('offers its own brand only, and no account manager filter', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/performance-insights');
    await expect(card(page, 'Total Summary').getByText('Revenue', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account Manager' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Brands' }).click();
    const options = page.getByRole('menu', { name: 'Brands' }).getByRole('menuitemcheckbox');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allTextContents()) expect(text).toMatch(/^MR001/);
  });
});

test('reads on a tablet and a phone', async ({ page }, testInfo) => {
  await signInAt(page, 'admin@demo.test', '/performance-insights?preset=30d');
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card(page, 'Total Summary').getByText('Revenue', { exact: true })).toBeVisible();
    // No sideways scroll of the page itself: wide cards scroll inside.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    // Kept as a test artifact: a passing test is not a screen a person can read.
    const path = testInfo.outputPath(`insights-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`insights-${width}`, { path, contentType: 'image/png' });
  }
});
