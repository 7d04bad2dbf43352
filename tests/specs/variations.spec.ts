import { expect, type Page, test } from '@playwright/test';
import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { signInAsFfp } from '../support/ffp-seller.ts';
import { gql } from '../support/graphql.ts';

// Issue 32 'Done when': manage a variation family as the ffp subscriber.
const SHOTS = process.env.BULK_SHOTS ?? 'test-results/bulk-shots';

const VARIATIONS = `query VariationRows($sellerId: String!, $marketplaceId: String!) {
  listings(sellerId: $sellerId, marketplaceId: $marketplaceId, pageSize: 100, sortField: SKU, sortOrder: DESC,
    filter: { onlyVariations: true }) {
    rows { sku productType isParent parentSku }
  }
}`;

type Pair = { sellerId: string; marketplaceId: string };
type VariationRow = { sku: string; productType: string; isParent: boolean; parentSku: string | null };

const table = (page: Page) => page.getByRole('table', { name: 'Your listings' });

/**
 * The last family by SKU and its last child: the listings spec deletes from the start of the list
 * and the editor specs edit standalone listings, so nobody else moves this one.
 */
async function lastFamily(page: Page, pair: Pair, token: string) {
  const res = await gql<{ listings: { rows: VariationRow[] } }>(page.request, VARIATIONS, { ...pair }, token);
  const rows = res.data?.listings.rows ?? [];
  for (const parent of rows.filter((r) => r.isParent)) {
    const children = rows.filter((r) => r.parentSku === parent.sku);
    const child = children[0];
    if (children.length >= 2 && child) return { parent: parent.sku, child: child.sku };
  }
  throw new Error(`no family with two children: ${JSON.stringify(res.errors ?? rows)}`);
}

async function parentOf(page: Page, pair: Pair, token: string, sku: string) {
  const res = await gql<{ listings: { rows: VariationRow[] } }>(page.request, VARIATIONS, { ...pair }, token);
  return res.data?.listings.rows.find((r) => r.sku === sku)?.parentSku ?? null;
}

/** Submits the dialog: Amazon's answer in time, or (on a busy queue) the slow message and the row later. */
async function submitAndSettle(page: Page, settled: () => Promise<boolean>) {
  const dialog = page.getByRole('dialog', { name: 'Manage variations' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const done = page.getByText(LISTINGS_BULK_MESSAGES.variationUpdated, { exact: true }).first();
  const slow = page.getByText(LISTINGS_BULK_MESSAGES.variationSlow, { exact: true });
  await expect(done.or(slow)).toBeVisible({ timeout: 90_000 });
  if (await slow.isVisible()) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(settled, { timeout: 180_000 }).toBe(true);
  } else await expect(dialog).toBeHidden();
}

/**
 * Opens the listings page and closes the congratulation dialog when it opens (1.5 s after load,
 * when another spec's change was reflected): a click to close it must not land on our dialog.
 */
async function openListings(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible();
  await expect(table(page)).toBeVisible({ timeout: 30_000 });
  const congratulation = page.getByRole('dialog', { name: /Congratulations/ });
  const shown = await congratulation
    .waitFor({ state: 'visible', timeout: 6_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await congratulation.getByRole('button', { name: 'Close' }).click();
    await expect(congratulation).toBeHidden();
  }
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `sideways scroll at ${width}`).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('manages a variation family: frees a child, then takes it back', async ({ page, request }) => {
  test.setTimeout(420_000);
  const { session, pair } = await signInAsFfp(page, request);
  const { parent, child } = await lastFamily(page, pair, session.accessToken);
  await openListings(page, `/amazon-listings-items?search=${encodeURIComponent(child)}`);
  const manage = page.getByRole('button', { name: 'Manage variations' });
  await expect(manage).toBeDisabled();
  await table(page)
    .getByRole('checkbox', { name: `Select ${child}` })
    .check();
  await manage.click();

  const dialog = page.getByRole('dialog', { name: 'Manage variations' });
  const children = dialog.getByRole('region', { name: `Children of ${parent}` });
  const free = dialog.getByRole('region', { name: 'Free listings' });
  await expect(children.getByRole('checkbox', { name: `Tick ${child}` })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(LISTINGS_BULK_MESSAGES.noChanges)).toBeVisible();
  await children.getByRole('checkbox', { name: `Tick ${child}` }).check();
  await dialog.getByRole('button', { name: 'Move to free listings' }).click();
  await expect(free.getByRole('checkbox', { name: `Tick ${child}` })).toBeVisible();
  await expect(free.getByText('updated')).toBeVisible();
  await shoot(page, 'manage-variations');
  await submitAndSettle(page, async () => (await parentOf(page, pair, session.accessToken, child)) === null);

  // Grouped by parent, a child is under its parent: freed, it is a row of its own.
  await openListings(page, `/amazon-listings-items?search=${encodeURIComponent(child)}&groupBy=true`);
  await expect(table(page).getByRole('link', { name: child, exact: true })).toBeVisible();

  // Back into the family: a free listing has no family, so the parent is found by searching.
  await table(page)
    .getByRole('checkbox', { name: `Select ${child}` })
    .check();
  await manage.click();
  const parentBox = dialog.getByRole('combobox', { name: /Parent SKU/ });
  await expect(parentBox).toBeVisible({ timeout: 30_000 });
  // Typed, as a user does: the list opens on the keys.
  await parentBox.click();
  await parentBox.pressSequentially(parent.slice(-5));
  await page.getByRole('option', { name: parent, exact: true }).click();
  await expect(free.getByRole('checkbox', { name: `Tick ${child}` })).toBeVisible({ timeout: 30_000 });
  await free.getByRole('checkbox', { name: `Tick ${child}` }).check();
  await dialog.getByRole('button', { name: 'Move to children' }).click();
  await expect(children.getByRole('checkbox', { name: `Tick ${child}` })).toBeVisible();
  await submitAndSettle(
    page,
    async () => (await parentOf(page, pair, session.accessToken, child)) === parent,
  );
  await openListings(page, `/amazon-listings-items?search=${encodeURIComponent(child)}&groupBy=true`);
  await expect(page.getByText('No listings match these filters.')).toBeVisible();
});
