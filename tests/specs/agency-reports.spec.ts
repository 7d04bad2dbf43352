import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { AgencyReportsPage, unzip } from '../pages/agency-reports-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { amountOf, CommissionsPage } from '../pages/commissions-page.ts';
import { expectNoSidewaysScroll } from '../support/shoot-widths.ts';

const SHOTS = process.env.AGENCY_REPORT_SHOTS ?? 'test-results/agency-report-shots';
type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data;
const headersOf = (csv: string): string[] => Papa.parse<string[]>(csv.split('\n')[0] ?? '').data[0] ?? [];
const cents = (n: number) => Math.round(n * 100);

/** The default range (6 months through yesterday, UTC), as the screen's '6 months' preset reads it. */
function sixMonths(): { from: string; to: string } {
  const yesterday = new Date(Date.now() - 86_400_000);
  const from = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth() - 5, 1));
  return { from: from.toISOString().slice(0, 10), to: yesterday.toISOString().slice(0, 10) };
}

test.describe('agency reports as admin', () => {
  test('downloads two reports as one archive whose commissions agree with the commissions table', async ({
    page,
  }) => {
    const { from, to } = sixMonths();
    const reports = new AgencyReportsPage(page);
    await signInAt(page, 'admin@demo.test', '/agency-reports');
    await expect(page).toHaveTitle(/Reports/);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }),
    ).toBeVisible();

    await reports.choose('Monthly brand summary', 'Commissions by brand and month');
    await reports.downloadAll.click();

    await expect(page.getByText('Report generation in progress, please check your email')).toBeVisible();
    const archive = await unzip(await reports.save(`agency-reports_${from}_${to}.zip`));
    expect([...archive.keys()].sort()).toEqual([
      `commissions-by-brand-month_${from}_${to}.csv`,
      `monthly-brand-summary_${from}_${to}.csv`,
    ]);
    const commissions = archive.get(`commissions-by-brand-month_${from}_${to}.csv`) ?? '';
    const summary = archive.get(`monthly-brand-summary_${from}_${to}.csv`) ?? '';
    expect(headersOf(commissions)).toEqual([
      'Brand code',
      'Brand',
      'Category',
      'Month',
      'Currency',
      'Gross sales',
      'Units',
      'Days loaded',
      'Days in month',
      'Waived gross sales %',
      'Commission',
      'Predicted commission',
    ]);
    expect(headersOf(summary)).toEqual([
      'Brand code',
      'Brand',
      'Month',
      'Marketplace',
      'Currency',
      'Sales',
      'Units',
      'Order items',
      'Sessions',
      'Page views',
    ]);
    expect(rowsOf(summary).length).toBeGreaterThan(0);
    // E3K001: a brand no other spec waives, so a suite running beside this one cannot move its value.
    const e3k = rowsOf(commissions).filter((r) => r['Brand code'] === 'E3K001');
    expect(e3k).toHaveLength(6);
    await page.screenshot({ path: `${SHOTS}/agency-reports-archive-1440.png`, fullPage: true });

    // A value, held to the screen that shows it: E3K001's commission over the same six months.
    const table = new CommissionsPage(page);
    await page.goto('/commissions');
    const onScreen = amountOf(await table.cell('E3K001', 'Value'));
    expect(onScreen).toBeGreaterThan(0);
    expect(cents(e3k.reduce((s, r) => s + Number(r.Commission), 0))).toBe(cents(onScreen));
  });
});

test.describe('agency reports as manager', () => {
  test('downloads one report from its row and two as one archive', async ({ page }) => {
    const { from, to } = sixMonths();
    const reports = new AgencyReportsPage(page);
    await signInAt(page, 'manager@demo.test', '/agency-reports');

    await reports.choose('Advertising by brand', 'Alerts summary');
    await page.getByRole('button', { name: 'Download Alerts summary' }).click();
    const one = (await reports.save(`alerts-summary_${from}_${to}.csv`, reports.rows)).toString('utf8');
    expect(headersOf(one)).toEqual(['Brand code', 'Brand', 'Alert type', 'Alerts', 'SKUs', 'Latest (UTC)']);

    await reports.downloadAll.click();
    const archive = await unzip(await reports.save(`agency-reports_${from}_${to}.zip`));
    const ads = archive.get(`advertising-by-brand_${from}_${to}.csv`) ?? '';
    expect(headersOf(ads).slice(0, 5)).toEqual(['Ad type', 'Marketplace', 'Currency', 'Brand code', 'Brand']);
    expect(headersOf(ads)).toContain('Ad Spend');
    const sp = rowsOf(ads).filter((r) => r['Ad type'] === 'Sponsored Products');
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((r) => Number(r.Impressions) >= Number(r.Clicks))).toBe(true);
    expect(archive.get(`alerts-summary_${from}_${to}.csv`)).toBe(one);
  });
});

test.describe('agency reports refused', () => {
  test('agency@demo.test is refused the commissions report and the commissions screen', async ({ page }) => {
    // Spec 2 §6 lets a standard agency user open /agency-reports; the commissions are Admin and Manager
    // only, so their report is not offered and /commissions says why (docs/decisions/0320, 0321).
    await signInAt(page, 'agency@demo.test', '/agency-reports');
    await page.getByRole('combobox', { name: 'Report types' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Alerts summary' })).toBeVisible();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Commissions by brand and month' })).toHaveCount(
      0,
    );
    await page.keyboard.press('Escape');

    await page.goto('/commissions');
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page).toHaveURL(/\/commissions$/);
  });

  test('user@demo.test is refused the page in place, told why', async ({ page }) => {
    await signInAt(page, 'user@demo.test', '/agency-reports');

    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page).toHaveURL(/\/agency-reports$/);
    await expect(page.getByRole('region', { name: 'Reports', exact: true })).toHaveCount(0);
  });
});

test.describe('agency reports at 1440, 1024 and 390 px', () => {
  for (const width of [1440, 1024, 390]) {
    test(`shows the rows and Download All without sideways page scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
      const reports = new AgencyReportsPage(page);
      await signInAt(
        page,
        'admin@demo.test',
        '/agency-reports?types=monthly-brand-summary,inventory-health,alerts-summary',
      );

      await expect(reports.rows.getByText('Inventory health', { exact: true })).toBeVisible();
      await expect(reports.downloadAll).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Earlier reports' }).or(page.getByText('No data')),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/agency-reports-${width}.png`, fullPage: true });
    });
  }
});
