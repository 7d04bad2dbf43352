import { expect, test } from '@playwright/test';
import { resolveRoute } from '@portal/schema';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { PerformancePage } from '../pages/performance-page.ts';
import { subjectOf } from '../support/route-access.ts';
import { apiSession } from '../support/session.ts';

/** Local calendar day `n` days before yesterday, YYYY-MM-DD (the date inputs show local days). */
function dayBefore(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - 1 - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('overall performance', () => {
  test('the default view: last 7 days ending yesterday, revenue, with cards, chart and grid', async ({
    page,
  }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/performance');

    await perf.waitForRows();
    await expect(page).toHaveTitle('Performance · Portal');
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(perf.screen.getByLabel('To', { exact: true })).toHaveValue(dayBefore(0));
    await expect(perf.screen.getByLabel('From', { exact: true })).toHaveValue(dayBefore(6));
    // Revenue floored to whole dollars (spec 2 §9).
    await expect(perf.tile('revenue').locator('[data-role="current"]')).toHaveText(/^\$[\d,]+$/);
    await expect(perf.chart.getByRole('checkbox', { name: 'Revenue' })).toBeChecked();
    await expect(perf.chart.locator('canvas')).toBeVisible();
    await expect(perf.rows).toHaveCount(40);
  });

  test('compare shows the previous values on the cards and in the grid', async ({ page }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/performance');
    await perf.waitForRows();
    await expect(perf.tile('units').locator('[data-role="previous"]')).toHaveCount(0);

    await perf.compare.click();

    await expect(perf.tile('units').locator('[data-role="previous"]')).toHaveText(/^Previous: [\d,]+$/);
    await expect(perf.tile('units').locator('[data-role="change"]')).toHaveText(/^[+-]\d+\.\d{2}%$|^N\/A$/);
    await expect(page).toHaveURL(/compare=true/);
    await expect(perf.rows.first().locator('small').first()).toContainText('%');
  });

  test('group by ASIN conditions expands an ASIN into its SKUs', async ({ page }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/performance');
    await perf.waitForRows();

    await perf.choose('Group by', 'ASIN conditions');
    await expect(page).toHaveURL(/groupBy=asin_conditions/);
    await perf.waitForRows();
    const toggle = perf.grid.locator('tbody tr').first().getByRole('button', { expanded: false });
    const asin = ((await toggle.textContent()) ?? '').split(' ')[0]?.trim() ?? '';
    await toggle.click();

    const skus = page.getByRole('table', { name: `SKUs of ${asin}` });
    await perf.waitForRows(skus);
    const asins = await perf.column('ASIN', skus);
    expect(asins.length).toBeGreaterThan(0);
    expect(asins.every((a) => a === asin)).toBe(true);
  });

  test('a reload restores a filtered, sorted, compared view from the address', async ({ page }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/performance?filterBrands=MR001');
    await perf.waitForRows();
    await perf.compare.click();
    // A new column sorts smallest first.
    await perf.sortBy('Units Sold');
    await expect(page).toHaveURL(/sortBy=units&sortDirection=asc|sortDirection=asc.*sortBy=units/);

    await page.reload();

    await perf.waitForRows();
    await expect(perf.compare).toBeChecked();
    await expect(perf.tile('units').locator('[data-role="previous"]')).toBeVisible();
    const units = await perf.numbers('Units Sold');
    expect(units).toEqual([...units].sort((a, b) => a - b));
    const brands = await perf.column('Brand');
    expect(brands.every((b) => b.startsWith('MR001 - '))).toBe(true);
  });

  test('the Brand Movers link opens the brand’s view with revenue, conversion, sessions and buy box', async ({
    page,
  }) => {
    const perf = new PerformancePage(page);
    // The dashboard's link (spec 2 §2), as the Brand Movers widget builds it.
    await signInAt(
      page,
      'admin@demo.test',
      '/performance?metric=revenue,conversion,session,buy_box&filterBrands=MC001',
    );

    await perf.waitForRows();
    for (const label of ['Revenue', 'Conversion Rate', 'Sessions', 'Buy Box %']) {
      await expect(perf.chart.getByRole('checkbox', { name: label })).toBeChecked();
    }
    await expect(perf.chart.getByRole('checkbox', { name: 'Units Sold' })).not.toBeChecked();
    const brands = await perf.column('Brand');
    expect(brands.every((b) => b.startsWith('MC001 - '))).toBe(true);
  });

  test('the Brand Movers link on the dashboard opens the brand’s filtered view', async ({ page }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/');
    const link = page.getByRole('table', { name: 'Brand gainers, 1 day' }).getByRole('link').first();
    const brandCode = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'filterBrands',
    );
    expect(brandCode).toBeTruthy();

    await link.click();

    await expect(page).toHaveURL(/\/performance\?/);
    await perf.waitForRows();
    for (const label of ['Revenue', 'Conversion Rate', 'Sessions', 'Buy Box %']) {
      await expect(perf.chart.getByRole('checkbox', { name: label })).toBeChecked();
    }
    const brands = await perf.column('Brand');
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b) => b.startsWith(`${brandCode} - `))).toBe(true);
  });

  test('a link that names only the compare period opens the compared view', async ({ page }) => {
    const perf = new PerformancePage(page);
    const period = `from=${dayBefore(6)}&to=${dayBefore(0)}&compareFrom=${dayBefore(13)}&compareTo=${dayBefore(7)}`;
    await signInAt(page, 'admin@demo.test', `/performance?${period}`);

    await perf.waitForRows();
    await expect(perf.compare).toBeChecked();
    await expect(perf.tile('units').locator('[data-role="previous"]')).toHaveText(/^Previous: [\d,]+$/);
  });

  test('the chart switches to bars, and a reload keeps the bars', async ({ page }) => {
    const perf = new PerformancePage(page);
    await signInAt(page, 'admin@demo.test', '/performance');
    await perf.waitForRows();

    await perf.chart.getByRole('radio', { name: 'Bar' }).check();
    await expect(page).toHaveURL(/chartType=bar/);
    await page.reload();

    await perf.waitForRows();
    await expect(perf.chart.getByRole('radio', { name: 'Bar' })).toBeChecked();
    await expect(perf.chart.locator('canvas')).toBeVisible();
  });

  for (const [path, grid] of [
    ['/performance', 'Performance grid'],
    ['/performance-sales', 'Sales by brand and marketplace'],
  ] as const) {
    test(`${path} at 390 px: no sideways page scroll, the grid scrolls in its own box`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAt(page, 'admin@demo.test', path);
      await expect(page.getByRole('table', { name: grid }).locator('tbody tr').first()).toBeVisible();

      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      // The data table marks its box as a focusable group only when the box itself scrolls.
      await expect(page.getByRole('group', { name: `${grid} (scrolls)` })).toBeVisible();
    });
  }

  test('mr-sub: the brand is fixed and the brand filter offers only its sub brands', async ({ page }) => {
    const perf = new PerformancePage(page);
    const session = await apiSession(page.request, 'mr-sub@demo.test');
    const subs = (session.user as unknown as { subBrandCodes: string[] }).subBrandCodes;
    await signInAt(page, 'mr-sub@demo.test', '/performance');
    await perf.waitForRows();

    await expect(perf.screen.getByRole('textbox', { name: 'Brand' })).toHaveValue(/^MR100 - /);
    await expect(perf.screen.getByRole('combobox', { name: 'Account managers' })).toHaveCount(0);
    const subBrands = perf.screen.getByRole('combobox', { name: 'Sub brands' });
    await subBrands.click();
    const offered = page.getByRole('menu', { name: 'Sub brands' }).getByRole('menuitemcheckbox');
    await expect(offered.first()).toBeVisible();
    const options = (await offered.allInnerTexts()).map((o) => o.split(' - ')[0]?.trim());
    expect(options.sort()).toEqual([...subs].sort());
  });

  test('ffp with an active subscription is refused the route (mc, mr, ecom3k only)', async ({ page }) => {
    const session = await apiSession(page.request, 'ffp@demo.test');
    const decision = resolveRoute(subjectOf(session), 'performance', '/performance');
    expect('redirect' in decision).toBe(true);

    await signInAt(page, 'ffp@demo.test', '/performance');

    await expect(page).not.toHaveURL(/\/performance/);
    if ('redirect' in decision)
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === decision.redirect);
    await expect(page.getByRole('region', { name: 'Performance', exact: true })).toHaveCount(0);
  });
});
