import { expect, type Locator, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { firstAsinOf } from '../support/first-asin.ts';

const PRESETS = ['yesterday', '7d', '30d', '60d', '90d', 'quarter'] as const;

test.describe('issue 38 point 1: the ASIN performance chart on every preset', () => {
  test('draws the ticked metrics for every preset instead of saying No data', async ({ page, request }) => {
    const asin = await firstAsinOf(request);
    await signInAt(page, 'admin@demo.test', `/asins/performance/${asin}`);
    for (const preset of PRESETS) {
      for (const metric of ['revenue', 'session,conversion']) {
        await page.goto(`/asins/performance/${asin}?preset=${preset}&metric=${metric}`);
        await expect(page.getByRole('table', { name: 'SKUs' })).toBeVisible();
        const chart = page.getByRole('region', { name: `Performance of ${asin}` });
        await expect(chart.locator('canvas'), `${preset} ${metric}`).toBeVisible();
        await expect(chart.getByText('No data'), `${preset} ${metric}`).toHaveCount(0);
        await page.screenshot({
          path: test.info().outputPath(`asin-${preset}-${metric}.png`),
          fullPage: true,
        });
      }
    }
  });
});

test('the ASIN page SKU table at 390 px: no figure wider than its cell, SKU and two figures in view', async ({
  page,
  request,
}) => {
  const asin = await firstAsinOf(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'admin@demo.test', `/asins/performance/${asin}`);
  const table = page.getByRole('table', { name: 'SKUs' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const layout = await table.evaluate((el) => {
    const cells = Array.from(el.querySelectorAll('th, td')) as HTMLElement[];
    const headers = Array.from(el.querySelectorAll('thead th')) as HTMLElement[];
    const inView = (h: HTMLElement) => {
      const box = h.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    };
    return {
      // A cell whose content is wider than the cell prints over its neighbour.
      overflowing: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
      skuInView: headers.some((h) => h.textContent === 'SKU' && inView(h)),
      figuresInView: headers.filter((h) => getComputedStyle(h).textAlign === 'end' && inView(h)).length,
    };
  });
  expect(layout.overflowing).toEqual([]);
  expect(layout.skuInView).toBe(true);
  expect(layout.figuresInView).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('asin-sku-table-390.png'), fullPage: true });
});

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

/** Each laid-out y axis of a chart as its fallback names it: 'Title: tick, tick, …'. */
async function axesOf(chart: Locator): Promise<{ title: string; ticks: string[] }[]> {
  const items = await chart.locator('ul[aria-label="Chart axes"] > li').allTextContents();
  return items.map((text) => {
    const [title = '', ticks = ''] = text.split(/: (.*)/s);
    return { title, ticks: ticks.split(', ') };
  });
}

/** The unit a tick is written in: money, percent or a count. */
const unitOf = (tick: string) => (/[$£€]/.test(tick) ? 'money' : tick.endsWith('%') ? 'percent' : 'count');

async function expectReadableAxes(chart: Locator, what: string) {
  await expect(chart.locator('ul[aria-label="Chart axes"] > li').first()).toBeAttached();
  const axes = await axesOf(chart);
  for (const axis of axes) {
    expect(axis.ticks.length, `${what}: ${axis.title}`).toBeGreaterThan(1);
    expect(new Set(axis.ticks).size, `${what}: ${axis.title} ${axis.ticks.join(' ')}`).toBe(
      axis.ticks.length,
    );
  }
  const units = axes.map((a) => unitOf(a.ticks.at(-1) ?? ''));
  expect(new Set(units).size, `${what}: ${axes.map((a) => a.title).join(' | ')}`).toBe(units.length);
}

test.describe('issue 38 points 2 and 5: charts one axis per unit, money never summed across currencies', () => {
  test('/performance draws Buy Box % and Conversion Rate on one percent axis with ticks that all differ', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', '/performance?metric=buy_box,conversion,session,units');
    const chart = page.getByRole('region', { name: 'Performance chart' });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.locator('ul[aria-label="Chart axes"] > li')).toHaveText([
      /^Buy Box %, Conversion Rate: /,
      /^Sessions, Units Sold: /,
    ]);
    await expectReadableAxes(chart, '/performance');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(chart.locator('canvas')).toBeVisible();
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`performance-percent-axis-${width}.png`) });
    }
  });

  test('/performance-sales with US and UK totals money per currency and says so', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', `/performance-sales?filterMarketplaces=${US},${UK}`);
    const note = page.getByText(/Amounts are not added across currencies/);
    await expect(note).toContainText('USD (United States) and GBP (United Kingdom)');
    const tile = (label: string) => page.getByText(label, { exact: true }).locator('xpath=ancestor::li[1]');
    await expect(tile('Revenue in USD (vs last year)')).toContainText(/\$\d/);
    await expect(tile('Revenue in GBP (vs last year)')).toContainText(/£\d/);
    await expect(page.getByText('Revenue (vs last year)', { exact: true })).toHaveCount(0);
    // Revenue, the default, is not offered across currencies: the chart draws Units Sold instead.
    const chart = page.getByRole('region', { name: 'Sales chart' });
    await expect(chart.getByRole('checkbox', { name: 'Units Sold' })).toBeChecked();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByText('No data')).toHaveCount(0);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(note).toBeVisible();
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`performance-sales-two-currencies-${width}.png`),
      });
      await chart.locator('canvas').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`performance-sales-chart-${width}.png`) });
    }
  });

  test('/performance with US and UK and the default Revenue draws the first metric it offers', async ({
    page,
  }) => {
    await signInAt(page, 'admin@demo.test', `/performance?filterMarketplaces=${US},${UK}`);
    const chart = page.getByRole('region', { name: 'Performance chart' });
    await expect(chart.getByRole('checkbox', { name: 'Buy Box %' })).toBeChecked();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByText('No data')).toHaveCount(0);
  });

  for (const [name, path, region] of [
    ['/performance-sales', '/performance-sales', 'Sales chart'],
    ['/commissions', '/commissions', 'Commissions chart'],
  ] as const) {
    test(`${name} chart axes: one per unit, ticks that differ`, async ({ page }) => {
      await signInAt(page, 'admin@demo.test', path);
      const chart = page.getByRole('region', { name: region });
      await expect(chart.locator('canvas')).toBeVisible();
      // Every metric ticked: the most axes and units the chart can be asked to draw at once.
      const boxes = chart.getByRole('group', { name: 'Metrics' }).getByRole('checkbox');
      for (const box of await boxes.all()) await box.check();
      await expectReadableAxes(chart, `${name} (${region})`);
    });
  }
});
