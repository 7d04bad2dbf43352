import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AdvertisingPage } from '../pages/advertising-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { expectNoSidewaysScroll } from '../support/shoot-widths.ts';

// The United Kingdom marketplace: every amount on the screen is in pounds.
const UK = 'marketplace_id=A1F83G8C2ARO7P';
const POUNDS = /£\d/;

test.describe('advertising as an analyst on the UK marketplace', () => {
  test('tiles, table, chart ticks and CSV are in pounds', async ({ page }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', `/advertising-performance/sp?${UK}&metric=advertising_cost`);
    await ads.waitForRows();

    await expect(ads.tile('advertising_cost').locator('[data-role="current"]')).toHaveText(POUNDS);
    const spend = await ads.table.locator('thead th').allInnerTexts();
    const spendColumn = spend.findIndex((h) => h.trim() === 'Ad Spend') + 1;
    const cells = await ads.rows.locator(`td:nth-child(${spendColumn})`).allInnerTexts();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => POUNDS.test(cell) && !cell.includes('$'))).toBe(true);
    await expect(ads.totals.locator(`td:nth-child(${spendColumn})`)).toHaveText(POUNDS);

    // The canvas's fallback names each y axis with its laid-out ticks.
    const axes = ads.chart.locator('ul[aria-label="Chart axes"] > li');
    await expect(axes).toHaveCount(1);
    await expect(axes.first()).toHaveText(/^Ad Spend: £/);
    const ticks = ((await axes.first().textContent()) ?? '').replace(/^Ad Spend: /, '').split(', ');
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((tick) => /^£[\d,.]+[KM]?$/.test(tick))).toBe(true);

    const downloading = page.waitForEvent('download');
    await ads.exportButton.click();
    const csv = readFileSync((await (await downloading).path()) as string, 'utf8');
    const header = csv.split('\n')[0] ?? '';
    // Amounts stay plain numbers for spreadsheets; the header names their currency.
    expect(header).toContain('Ad Spend (GBP)');
    expect(header).not.toContain('USD');
  });

  test('Impressions and Clicks, both counts, share one y axis; ACoS and CTR one whose ticks all differ', async ({
    page,
  }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', `/advertising-performance/sp?${UK}&metric=impressions`);
    await ads.waitForRows();
    const axes = ads.chart.locator('ul[aria-label="Chart axes"] > li');
    await expect(axes).toHaveText([/^Impressions: /]);

    await ads.chart.getByRole('checkbox', { name: 'Clicks' }).check();

    await expect(axes).toHaveText([/^Impressions, Clicks: /]);

    // The chart keeps at least one metric ticked: tick the percentages before unticking the counts.
    await ads.chart.getByRole('checkbox', { name: 'ACoS' }).check();
    await ads.chart.getByRole('checkbox', { name: 'CTR' }).check();
    await ads.chart.getByRole('checkbox', { name: 'Impressions' }).uncheck();
    await ads.chart.getByRole('checkbox', { name: 'Clicks' }).uncheck();

    await expect(axes).toHaveText([/^(ACoS, CTR|CTR, ACoS): /]);
    const ticks = ((await axes.first().textContent()) ?? '').replace(/^[^:]+: /, '').split(', ');
    expect(ticks.length).toBeGreaterThan(2);
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  test('a search without a match says No data in the chart and the table', async ({ page }) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', `/advertising-performance/sp?${UK}`);
    await ads.waitForRows();

    await ads.search.fill('no campaign is named this');

    await expect(ads.chart.getByText('No data', { exact: true })).toBeVisible();
    await expect(ads.chart.locator('canvas')).toHaveCount(0);
    await expect(ads.table.getByText('No data', { exact: true })).toBeVisible();
  });
});

test.describe('advertising on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table keeps readable numeric columns and the page does not scroll sideways', async ({
    page,
  }, testInfo) => {
    const ads = new AdvertisingPage(page);
    await signInAt(page, 'admin@demo.test', `/advertising-performance/sp?${UK}`);
    await ads.waitForRows();

    const clicks = ads.table.locator('thead th', { hasText: 'Clicks' });
    const width = (await clicks.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(64);
    const cell = ads.rows.first().locator('td').nth(2);
    expect((await cell.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(64);
    await expectNoSidewaysScroll(page, 'advertising at 390');

    await testInfo.attach('advertising-390px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
