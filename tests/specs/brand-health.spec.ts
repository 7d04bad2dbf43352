import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BRAND_HEALTH_SECTIONS } from '@portal/schema';
import Papa from 'papaparse';
import { BrandHealthPage, BrandInventoryPage } from '../pages/brand-health-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

// MR001 (Blue Harbor Coffee) fails exactly its late shipment rate in its latest months; MR100-K has
// no account health at all (packages/backend/src/seed/demo-seller-data.ts).
test.describe('brand health', () => {
  test('shows every section for a seeded brand with one failing checklist item', async ({ page }) => {
    const health = new BrandHealthPage(page);
    await signInAt(page, 'mr@demo.test', '/brand-health/MR001');

    for (const title of BRAND_HEALTH_SECTIONS) await expect(health.section(title)).toBeVisible();
    await expect(health.month.locator('option').last()).toHaveText('April 2021');
    await expect(health.checklist.getByRole('listitem')).toHaveCount(13);
    await expect(health.checklistStatus('Late Shipment Rate')).toContainText('Bad');
    await expect(health.checklist.getByRole('listitem').filter({ hasText: 'Good' })).toHaveCount(12);
    await expect(health.value('Late shipment rate')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(page.getByRole('img', { name: /^Late shipment rate trend/ })).toBeVisible();
  });

  test("shows 'N/A' for a brand without data", async ({ page }) => {
    const health = new BrandHealthPage(page);
    await signInAt(page, 'admin@demo.test', '/brand-health/MR100-K');

    await expect(page.getByText('No data', { exact: true })).toBeVisible();
    await expect(health.value('Late shipment rate')).toHaveText('N/A');
    await expect(health.value('Order defect rate')).toHaveText('N/A');
    await expect(health.checklist.getByText('N/A')).toHaveCount(13);
  });

  test("refuses a brand user another brand's health", async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/brand-health/MC001');
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
  });
});

test.describe('brand inventory', () => {
  test('exports a CSV of every field, its shown columns equal to the table, named with the brand and the date', async ({
    page,
  }) => {
    const inventory = new BrandInventoryPage(page);
    await signInAt(page, 'admin@demo.test', '/brand-inventory/MC001');
    await inventory.waitForRows();
    const headers = await inventory.headers();
    const rows = await inventory.rows();

    const downloading = page.waitForEvent('download');
    await inventory.exportButton.click();
    const download = await downloading;

    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(download.suggestedFilename()).toBe(`brand-inventory-MC001-${today}.csv`);
    const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\ufeff/, '');
    const [csvHeaders, ...csvRows] = Papa.parse<string[]>(text.trim()).data;
    // Every inventory field (spec 2), also those the table starts with hidden (ADR 0595).
    const held = ['Date', 'FC transfer', 'FC processing', 'Customer order', 'Unfulfillable'];
    expect([...(csvHeaders ?? [])].sort()).toEqual([...headers, ...held].sort());
    const at = headers.map((h) => (csvHeaders ?? []).indexOf(h));
    expect(csvRows.map((row) => at.map((i) => row[i]))).toEqual(rows);
  });

  test('reads on a desktop, a tablet and a phone', async ({ page }, testInfo) => {
    await signInAt(page, 'admin@demo.test', '/brand-health/MR001');
    for (const [path, name] of [
      ['/brand-health/MR001', 'brand-health'],
      ['/brand-inventory/MR001', 'brand-inventory'],
    ] as const) {
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        // Opened at that width, as a person on that device would, not resized under an open menu.
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'brand-inventory') await new BrandInventoryPage(page).waitForRows();
        // No sideways scroll of the page itself: the wide table scrolls inside its box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(1);
        const shot = testInfo.outputPath(`${name}-${width}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${name}-${width}`, { path: shot, contentType: 'image/png' });
      }
    }
  });
});
