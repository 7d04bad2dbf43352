import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

// A month back, so every seeded alert kind is in range whatever day the run falls on.
const FROM_DAY = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const FROM = `${FROM_DAY}T00:00:00.000Z`;

/** A brand and sub type with at least four visible alerts in the month (from the seeded facts). */
async function busyBrandAndSubType(request: APIRequestContext) {
  const token = await signIn(request, 'admin@demo.test');
  const answer = await gql<{ alerts: { rows: { brandCode: string; alertSubType: string }[] } }>(
    request,
    `query A($f: AlertFilterInput) { alerts(filter: $f, pageSize: 1000) { rows { brandCode alertSubType } } }`,
    { f: { from: FROM } },
    token,
  );
  const counts = new Map<string, number>();
  for (const r of answer.data?.alerts.rows ?? []) {
    const key = `${r.brandCode}|${r.alertSubType}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].filter(([, n]) => n >= 4).sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('the seed raised no brand with four alerts of one sub type');
  const [brandCode, subType] = key.split('|') as [string, string];
  return { brandCode, subType };
}

/** A toast's title (the same text is also read out by an aria-live region). */
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });

const grid = (page: Page, name = 'Alerts') => page.getByRole('table', { name });
const rows = (page: Page, name = 'Alerts') => grid(page, name).locator('tbody tr:not([aria-hidden])');

/** The grid's count of matching alerts, as its pagination says it ('1–40 of N'). */
const total = async (page: Page) =>
  Number(((await page.getByText(/^\d+–\d+ of \d+$/).textContent()) ?? '').replace(/^.* of /, ''));

async function pick(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  // The filters are multi-selects: their choices are menu item checkboxes, not listbox options.
  await page
    .getByRole(
      'menuitemcheckbox',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
  await page.keyboard.press('Escape');
}

test.describe('alerts as admin', () => {
  test('filters, hides three in bulk, finds them under Hidden, shows one, finishes a late FBM shipment and exports', async ({
    page,
    request,
  }) => {
    const { brandCode, subType } = await busyBrandAndSubType(request);
    await signInAt(page, 'admin@demo.test', `/alerts?from=${FROM_DAY}&role=everyone`);
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();

    await pick(page, 'Brands', new RegExp(`^${brandCode} - `));
    await pick(page, 'Sub types', subType);
    await expect(page).toHaveURL(new RegExp(`brands=${brandCode}`));
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(() => total(page)).toBeGreaterThanOrEqual(4);
    const before = await total(page);
    for (const cell of await grid(page).getByRole('cell', { name: brandCode, exact: true }).all())
      await expect(cell).toBeVisible();

    const boxes = grid(page).getByRole('checkbox', { name: /^Select alert / });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const box = boxes.nth(i);
      ids.push(((await box.getAttribute('aria-label')) ?? '').replace('Select alert ', ''));
      await box.check();
    }
    await page.getByRole('button', { name: 'Hide selected' }).click();
    await expect(toast(page, 'Set 3 Alerts as Hidden on tab All')).toBeVisible();
    await expect.poll(() => total(page)).toBe(before - 3);

    await page.getByRole('checkbox', { name: 'Hidden' }).check();
    await page.getByRole('checkbox', { name: 'Visible' }).uncheck();
    await expect(rows(page)).toHaveCount(3);
    for (const id of ids)
      await expect(grid(page).getByRole('button', { name: `Show Alert ${id}` })).toBeVisible();

    await grid(page)
      .getByRole('button', { name: `Show Alert ${ids[0]}` })
      .click();
    await expect(toast(page, 'Set 1 Alerts as Visible on tab All')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Visible' }).check();
    await page.getByRole('checkbox', { name: 'Hidden' }).uncheck();
    await expect.poll(() => total(page)).toBe(before - 2);
    const count = await total(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('All Alerts.csv');
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Product');
    expect(lines.length - 1).toBe(count);
    expect(count).toBe(before - 2);

    await page.getByRole('tab', { name: 'Late FBM Shipments' }).click();
    const late = grid(page, 'Late FBM Shipments');
    await expect(late.getByRole('button', { name: /^Mark finished / }).first()).toBeVisible();
    const open = await total(page);
    await late
      .getByRole('button', { name: /^Mark finished / })
      .first()
      .click();
    await expect(toast(page, 'Alert status changed successfully!')).toBeVisible();
    // A finished shipment leaves the list unless Show all is checked, where it reads as finished.
    await expect.poll(() => total(page)).toBe(open - 1);
    await page.getByRole('checkbox', { name: 'Show all' }).check();
    await expect(late.getByRole('button', { name: /^Mark unfinished / })).toHaveCount(1);
  });
});

test.describe('alerts as a brand user (mr)', () => {
  test('sees only its brand’s alerts, no extra tabs and no hide controls', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', `/alerts?from=${FROM_DAY}`);

    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Visible' })).toHaveCount(0);
    await expect(grid(page).getByRole('checkbox')).toHaveCount(0);
    await expect(grid(page).getByRole('button', { name: /Hide Alert/ })).toHaveCount(0);
    const brands = await grid(page).locator('tbody tr td:nth-child(5)').allTextContents();
    expect(new Set(brands)).toEqual(new Set(['MR001']));
  });
});

test.describe('alerts as the standard agency user', () => {
  test('has the four tabs and hide controls but not the admin filters', async ({ page }) => {
    await signInAt(page, 'agency@demo.test', `/alerts?from=${FROM_DAY}`);

    await expect(page.getByRole('tab')).toHaveCount(4);
    for (const name of ['All Alerts', 'Late FBM Shipments', 'Deleted SKUs', 'Parent Changes'])
      await expect(page.getByRole('tab', { name })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Visible' })).toBeChecked();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Account manager' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  });
});
