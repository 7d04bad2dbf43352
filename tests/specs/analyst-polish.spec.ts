import { expect, type Page, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { PerformancePage } from '../pages/performance-page.ts';
import { gql, signIn } from '../support/graphql.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const WIDTHS = [1440, 390] as const;

/**
 * Saves what the screen looks like at each width, for a person to look at (issue 38). The page is
 * loaded afresh at each width: resized in place, the navigation drawer was caught mid-slide.
 */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await ready();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('issue 38: numbers right and readable', () => {
  test('the ASIN performance chart draws the answered series instead of saying No data', async ({
    page,
    request,
  }) => {
    const token = await signIn(request, 'admin@demo.test');
    const answer = await gql<{ asins: { rows: { asin: string }[] } }>(
      request,
      `query A($b: String) { asins(filterField: BRAND_CODE, filterValue: $b, pageSize: 1) { rows { asin } } }`,
      { b: 'MC001' },
      token,
    );
    const asin = answer.data?.asins.rows[0]?.asin as string;
    await signInAt(page, 'admin@demo.test', `/asins/performance/${asin}?metric=revenue,units`);
    await expect(page.getByRole('table', { name: 'SKUs' })).toBeVisible();

    const chart = page.getByRole('region', { name: `Performance of ${asin}` });
    // The canvas's fallback lists the laid-out y axes: one for money, one for counts.
    await expect(chart.locator('ul[aria-label="Chart axes"] > li')).toHaveText([
      /^Revenue: \$/,
      /^Units Sold: /,
    ]);
    await expect(chart.getByText('No data')).toHaveCount(0);

    await shoot(page, 'asin-performance', async () => {
      await expect(chart.locator('canvas')).toBeVisible();
    });
  });

  test('/performance with US and UK selected shows revenue per currency and says it is not added', async ({
    page,
  }) => {
    const performance = new PerformancePage(page);
    await signInAt(
      page,
      'admin@demo.test',
      `/performance?filterMarketplaces=${US},${UK}&metric=units,session`,
    );
    await performance.waitForRows();

    const note = page.getByText(/Amounts are not added across currencies/);
    await expect(note).toContainText('USD (United States) and GBP (United Kingdom)');
    const revenue = page.locator('li[data-metric^="revenue-"]');
    await expect(revenue).toHaveCount(2);
    await expect(revenue.nth(0).locator('[data-role="current"]')).toHaveText(/^\$\d/);
    await expect(revenue.nth(1).locator('[data-role="current"]')).toHaveText(/^£\d/);
    await expect(performance.chart.getByRole('checkbox', { name: 'Revenue' })).toHaveCount(0);

    await shoot(page, 'performance-two-currencies', async () => {
      await expect(note).toBeVisible();
      await expect(performance.chart.locator('canvas')).toBeVisible();
    });
  });

  test('the brand form shows the Monthly Ad Budget range before submit and refuses -500', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/brands/update/MR001');
    const budget = page.getByRole('spinbutton', { name: 'Monthly Ad Budget' });
    const hint = page.getByText('0 to 10,000,000, up to 2 decimals');
    await shoot(page, 'brand-budget-hint', async () => {
      await expect(hint).toBeVisible();
    });

    await budget.fill('-500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Monthly Ad Budget must be a number with at most 2 decimals from 0 to 10,000,000'),
    ).toBeVisible();
    await expect(page.getByText('Brand updated successfully')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('brand-budget-refused-390.png'), fullPage: true });
  });

  test('the brand notes box shows its limit before anything is typed', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/brands/update/MR001/notes');

    await expect(page.getByText('0 of 10,000 characters')).toBeVisible();
    await shoot(page, 'brand-notes', async () => {
      await expect(page.getByLabel('New note')).toBeVisible();
    });
  });
});
