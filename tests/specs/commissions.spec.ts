import { expect, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { amountOf, CommissionsPage, graphqlAnswer } from '../pages/commissions-page.ts';

type Series = { type: string; data: Array<{ date: string; value: number; predicted: number }> };
const SHOTS = process.env.COMMISSION_SHOTS ?? 'test-results/commission-shots';

/** 'YYYY-MM' of the month `back` months before this one (UTC), as the backend's months are. */
const monthBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

test.describe('commissions as admin', () => {
  test('compares the 6 months with the 6 before, the chart’s months adding up to the table, then groups by category', async ({
    page,
  }) => {
    const commissions = new CommissionsPage(page);
    const firstChart = graphqlAnswer(page, 'CommissionMetric');
    await signInAt(page, 'admin@demo.test', '/commissions');
    await firstChart;
    await commissions.waitForRows();
    await expect(page).toHaveTitle(/^Commissions/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Commissions', exact: true })).toHaveAttribute(
      'href',
      '/commissions',
    );
    expect(await commissions.column('Brand code')).toEqual(['E3K001', 'FFP001', 'MC001', 'MR001', 'MR100']);

    const compared = graphqlAnswer(page, 'CommissionMetric');
    await commissions.compare.check();
    const series = ((await (await compared).json()) as { data: { commissionMetric: Series[] } }).data
      .commissionMetric;
    await expect(page).toHaveURL(/compare=true/);
    await expect(commissions.table.locator('thead')).toContainText('Old value');
    const current = series.find((s) => s.type === 'CURRENT')?.data ?? [];
    const previous = series.find((s) => s.type === 'PREVIOUS')?.data ?? [];
    expect(current).toHaveLength(6);
    expect(previous).toHaveLength(6);
    expect(previous.at(-1)?.date.slice(0, 7)).toBe(monthBack(6)); // whole months just before

    const values = (await commissions.column('Value')).map(amountOf);
    const oldValues = (await commissions.column('Old value')).map(amountOf);
    expect(sum(current.map((p) => p.value))).toBe(sum(values));
    expect(sum(current.map((p) => p.predicted))).toBe(
      sum((await commissions.column('Predicted')).map(amountOf)),
    );
    expect(sum(previous.map((p) => p.value))).toBe(sum(oldValues));
    const changes = (await commissions.column('Change')).map(amountOf);
    changes.forEach((change, i) => {
      expect(change).toBeCloseTo((values[i] ?? 0) - (oldValues[i] ?? 0), 2);
    });

    await commissions.groupBy('Category');
    await expect(page).toHaveURL(/groupBy=category/);
    await expect(commissions.table.locator('thead')).toContainText('Brands');
    const categories = await commissions.column('Category');
    expect(categories).toContain('Sports & Outdoors');
    const sports = categories.indexOf('Sports & Outdoors');
    expect((await commissions.column('Brands'))[sports]).toBe('FFP001, MC001');
    expect(sum((await commissions.column('Value')).map(amountOf))).toBe(sum(values));
    await commissions.chartSettled();
    await page.screenshot({ path: `${SHOTS}/commissions-by-category.png`, fullPage: true });
  });

  test('reads MC001’s rule and months, with the seeded waiver of last month', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/commissions');
    const commissions = new CommissionsPage(page);
    await commissions.waitForRows();

    await commissions.table.getByRole('link', { name: 'MC001' }).click();

    await expect(page).toHaveURL(/\/commissions-detail\?brand=MC001$/);
    const rule = page.getByRole('region', { name: 'Commission rule' });
    await expect(rule.getByText('SUM', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(rule.getByRole('table', { name: 'Tiers' }).locator('tbody tr')).toHaveCount(2);
    const months = page.getByRole('table', { name: 'Commission per month' });
    const lastMonth = months.locator('tbody tr', { hasText: monthBack(1) });
    await expect(lastMonth).toContainText('5%');
    await expect(months.locator('tbody tr', { hasText: monthBack(0) })).toContainText(/\d+ of \d+/);
  });
});

test.describe('commissions as manager', () => {
  test('waives 20 % of MR100’s month and sees the table’s value fall by as much as the month’s', async ({
    page,
  }) => {
    const commissions = new CommissionsPage(page);
    await signInAt(page, 'manager@demo.test', '/commissions');
    const before = amountOf(await commissions.cell('MR100', 'Value'));
    const month = monthBack(2);
    await page.goto(`/commissions-detail?brand=MR100&month=${month}`);
    const row = page
      .getByRole('table', { name: 'Commission per month' })
      .locator('tbody tr', { hasText: month });
    await expect(row).toContainText('0%', { timeout: 60_000 });
    const monthBefore = amountOf((await row.locator('td').nth(5).textContent()) ?? '');

    const field = page.getByRole('spinbutton', { name: 'Gross sales percent waiver' });
    await expect(field).toHaveValue('5');
    await field.fill('20');
    await page.getByRole('button', { name: `Waive for ${month}` }).click();

    await expect(page.getByText(`${month} waives 20% of gross sales.`)).toBeVisible({ timeout: 60_000 });
    await expect(row).toContainText('20%');
    const monthAfter = amountOf((await row.locator('td').nth(5).textContent()) ?? '');
    expect(monthAfter).toBeLessThan(monthBefore);

    await page.goto('/commissions');
    await expect
      .poll(async () => amountOf(await commissions.cell('MR100', 'Value')), { timeout: 60_000 })
      .toBeCloseTo(before - (monthBefore - monthAfter), 2);
  });
});

test.describe('commissions as agency', () => {
  test('is refused both screens and offered neither in the menu', async ({ page }) => {
    await signInAt(page, 'agency@demo.test', '/commissions');

    // Refused in place (docs/decisions/0321): the address stays and the page says why.
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page).toHaveURL(/\/commissions$/);
    await expect(page.getByRole('table', { name: 'Commissions table' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Commissions', exact: true })).toHaveCount(0);

    await page.goto('/commissions-detail?brand=MC001');
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Commission rule' })).toHaveCount(0);
  });
});

test.describe('commissions at 1440 and 390 px', () => {
  for (const width of [1440, 390]) {
    test(`shows the table and the detail without sideways page scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
      const commissions = new CommissionsPage(page);
      await signInAt(page, 'admin@demo.test', '/commissions?compare=true');
      await commissions.waitForRows();
      await expect(page.getByRole('region', { name: 'Commissions chart' }).locator('canvas')).toBeVisible();
      await commissions.chartSettled();
      await page.screenshot({ path: `${SHOTS}/commissions-${width}.png`, fullPage: true });
      const pageWidth = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(0);

      await page.goto('/commissions-detail?brand=FFP001');
      // Six months and the totals row.
      const months = page.getByRole('table', { name: 'Commission per month' }).locator('tbody tr');
      await expect(months.filter({ hasNotText: 'Total' })).toHaveCount(6, { timeout: 60_000 });
      await expect(months.filter({ hasText: 'Total' })).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/commissions-detail-${width}.png`, fullPage: true });
      expect(await pageWidth()).toBeLessThanOrEqual(0);
    });
  }
});
