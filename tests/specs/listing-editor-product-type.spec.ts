import { expect, test } from '@playwright/test';
import { LISTING_EDITOR_MESSAGES } from '@portal/schema';
import { signInAsFfp } from '../support/ffp-seller.ts';
import { gql } from '../support/graphql.ts';

// Issue 31 'Done when': change product type through the three steps (spec 3 §4 'Change product
// type'), as the ffp subscriber.
const SHOTS = process.env.LISTINGS_SHOTS ?? 'test-results/listing-editor-shots';

const LISTINGS = `query TypeListings($sellerId: String!, $marketplaceId: String!) {
  listings(sellerId: $sellerId, marketplaceId: $marketplaceId, pageSize: 100, sortField: SKU, sortOrder: DESC) {
    rows { sku productType isParent isChild }
  }
}`;

// Types that need only a name and a brand: any standalone listing of one satisfies another.
const PLAIN_TYPES = ['KITCHEN', 'LUGGAGE', 'PET_SUPPLIES', 'HAIRBAND'];

test('changes a listing’s product type through the three steps', async ({ page, request }) => {
  const { pair, session } = await signInAsFfp(page, request);
  const res = await gql<{
    listings: { rows: { sku: string; productType: string; isParent: boolean; isChild: boolean }[] };
  }>(page.request, LISTINGS, { ...pair }, session.accessToken);
  // Not a SHIRT: the editor spec edits the standalone shirts.
  const row = res.data?.listings.rows.find(
    (r) => PLAIN_TYPES.includes(r.productType) && !r.isParent && !r.isChild,
  );
  if (!row)
    throw new Error(`no standalone listing of a plain type: ${JSON.stringify(res.errors ?? res.data)}`);
  const target = row.productType === 'LUGGAGE' ? 'PET_SUPPLIES' : 'LUGGAGE';
  await page.setViewportSize({ width: 1440, height: 900 });
  const url = `/amazon-listings-item/${pair.marketplaceId}/${pair.sellerId}/${encodeURIComponent(row.sku)}/edit`;
  const dialog = page.getByRole('alertdialog');
  /** Opens the dialog and selects the new type (step 1). */
  const chooseTarget = async () => {
    await page.getByRole('button', { name: 'Change product type' }).click();
    await expect(dialog.getByRole('heading', { name: 'Change product type' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'New product type' }).click();
    await page.getByRole('option', { name: new RegExp(`\\(${target}\\)$`) }).click();
  };

  // The smaller widths first, each step looked at, then cancelled: nothing is submitted.
  for (const [width, height] of [
    [390, 844],
    [1024, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(url);
    await expect(page.getByText(`Product type ${row.productType}`)).toBeVisible();
    await chooseTarget();
    await page.screenshot({ path: `${SHOTS}/product-type-1-${width}.png` });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(LISTING_EDITOR_MESSAGES.productTypeChangeWarning)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/product-type-2-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await expect(page.getByText(`Product type ${row.productType}`)).toBeVisible();
  await chooseTarget();
  await page.screenshot({ path: `${SHOTS}/product-type-1-1440.png` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(LISTING_EDITOR_MESSAGES.productTypeChangeWarning)).toBeVisible();
  await dialog.getByRole('button', { name: 'I understand, proceed' }).click();
  await expect(
    dialog.getByRole('heading', { name: `Change ${row.productType} to ${target}?` }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/product-type-3-1440.png` });
  await dialog.getByRole('button', { name: 'Change Product Type' }).click();

  await expect(dialog.getByText(LISTING_EDITOR_MESSAGES.productTypeChangeRequested(target))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/product-type-4-1440.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Versions' }).getByText(`product type changed to ${target}`),
  ).toBeVisible();
});
