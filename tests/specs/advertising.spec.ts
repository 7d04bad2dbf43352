import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@portal/schema';
import { AdvertisingPage } from '../pages/advertising-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

const TABS = ['Sponsored Products', 'Sponsored Brands', 'Attribution', 'DSP'];
/** Local calendar day `n` days before yesterday, YYYY-MM-DD (the date inputs show local days). */
function dayBefore(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - 1 - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('advertising performance', () => {
  for (const email of ['admin@demo.test', 'mr@demo.test', 'ecom3k@demo.test']) {
    test(`${email} sees tiles, chart and table on every tab for the last 7 days`, async ({ page }) => {
      const ads = new AdvertisingPage(page);
      await signInAt(page, email, '/advertising-performance/sp');

      for (const tab of TABS) {
        await ads.tab(tab).click();
        await expect(ads.tab(tab)).toHaveAttribute('aria-selected', 'true');
        await ads.waitForRows();
        await expect(ads.tiles.locator('li').first().locator('[data-role="current"]')).not.toHaveText('N/A');
        await expect(ads.chart.locator('canvas')).toBeVisible();
        expect((await ads.names()).length).toBeGreaterThan(0);
      }
      // The default range is the last 7 days ending yesterday.
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(ads.screen.getByLabel('To', { exact: true })).toHaveValue(dayBefore(0));
      await expect(ads.screen.getByLabel('From', { exact: true })).toHaveValue(dayBefore(6));
    });
  }

  test('compare mode shows the previous values', async ({ page }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', '/advertising-performance/sp');
    await ads.waitForRows();
    await expect(ads.tile('clicks').locator('[data-role="previous"]')).toHaveCount(0);

    await ads.compare.click();
    await expect(ads.compare).toBeChecked();

    await expect(ads.tile('clicks').locator('[data-role="previous"]')).toHaveText(/^Previous: [\d,]+$/);
    await expect(page).toHaveURL(/compare=true/);
  });

  test('group-by, sorting, paging, search and marketplace change the rows', async ({ page }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', '/advertising-performance/sp');
    const campaigns = await ads.names();
    expect(campaigns.every((name) => name.includes(' | SP | '))).toBe(true);

    await ads.choose('Group by', 'Keyword');
    await expect(ads.table.locator('thead th').first()).toHaveText('Keyword');
    const keywords = await ads.names();
    expect(keywords.some((name) => name.includes(' | SP | '))).toBe(false);
    await expect(ads.rows).toHaveCount(40);

    // A metric's first click sorts it largest first, as analysts read metrics.
    await ads.sortBy('Clicks');
    await expect(page).toHaveURL(/sortBy=clicks&sortDirection=desc/);
    await ads.waitForRows();
    const descending = await ads.numbers('Clicks');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await ads.pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=1/);
    await ads.waitForRows();
    const second = await ads.numbers('Clicks');
    expect(second[0]).toBeLessThanOrEqual(descending[descending.length - 1] as number);

    await ads.search.fill('coffee');
    await expect(page).toHaveURL(/searchStr=coffee/);
    await expect(page).not.toHaveURL(/page=1/);
    await expect.poll(async () => (await ads.names()).every((n) => n.includes('coffee'))).toBe(true);

    await ads.search.fill('');
    await ads.choose('Group by', 'Brand');
    await ads.choose('Marketplace', 'United Kingdom');
    await expect(page).toHaveURL(/marketplace_id=A1F83G8C2ARO7P/);
    await expect.poll(async () => (await ads.names()).sort()).toEqual(['Summit Home Goods', 'Volt Gadgets']);
  });

  test('the export downloads a CSV whose rows equal the table', async ({ page }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'mr@demo.test', '/advertising-performance/sp');
    const names = await ads.names();

    const downloading = page.waitForEvent('download');
    await ads.exportButton.click();
    const download = await downloading;

    await expect(
      page.getByText(MESSAGES.advertisingPerformanceDownloaded, { exact: true }).first(),
    ).toBeVisible();
    const csv = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('Name,Impressions,Clicks,Ad Spend (USD),Ad Revenue (USD),Orders,ACoS,ROAS');
    expect(csv.slice(1).map((line) => line.replace(/^"(.*?)".*$/, '$1').split(',')[0])).toEqual(names);
  });

  for (const email of ['ffp@demo.test', 'api@demo.test']) {
    test(`${email} is refused the route`, async ({ page }) => {
      const ads = new AdvertisingPage(page);
      await signInAt(page, email, '/');
      await ads.goto('sp');
      await expect(page).not.toHaveURL(/advertising-performance/);
      await expect(ads.table).toHaveCount(0);
    });
  }
});
