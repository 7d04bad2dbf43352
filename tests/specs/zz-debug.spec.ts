import { expect, test } from '@playwright/test';
import { signInAsFfp } from '../support/ffp-seller.ts';
test('debug', async ({ page, request }) => {
  const { pair } = await signInAsFfp(page, request);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/amazon-listings-item/${pair.marketplaceId}/${pair.sellerId}/6798D-SHIR-00119/edit#accordion-product_details`);
  const description = page.getByRole('textbox', { name: 'Product Description', exact: true });
  await expect(description).not.toHaveValue('');
  await description.fill('');
  await page.getByRole('button', { name: 'Product Details' }).click();
  await expect(description).toBeHidden();
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await page.getByRole('alert').getByRole('button', { name: 'Product Description' }).click();
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => {
    const el = document.getElementById('field-product_description')!;
    const r = el.getBoundingClientRect();
    return JSON.stringify({ top: r.top, h: r.height, active: document.activeElement?.outerHTML.slice(0, 80), sy: window.scrollY, main: document.querySelector('main')?.scrollTop });
  }));
  await page.screenshot({ path: 'test-results/debug.png' });
});
