import { expect, type Page, test } from '@playwright/test';
import { LISTINGS_MESSAGES } from '@portal/schema';
import { signInAsFfp } from '../support/ffp-seller.ts';
import { gql } from '../support/graphql.ts';

// Issue 31 'Done when': upload an image and refuse a 6 MB one (spec 3 §5 'Images'), as the ffp
// subscriber on the listing edit page's IMAGES accordion.
const SHOTS = process.env.LISTINGS_SHOTS ?? 'test-results/listing-editor-shots';

const LISTINGS = `query ImageListings($sellerId: String!, $marketplaceId: String!) {
  listings(sellerId: $sellerId, marketplaceId: $marketplaceId, pageSize: 100, sortField: SKU, sortOrder: ASC) {
    rows { sku productType isParent isChild }
  }
}`;

// A 2 × 2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGP4z8DwnwGM/zMwAAAf7gP9NRsAMwAAAABJRU5ErkJggg==',
  'base64',
);

async function openImages(page: Page, url: string) {
  await page.goto(`${url}#accordion-images`);
  await expect(page.getByRole('button', { name: 'IMAGES' })).toBeVisible();
  return page.getByTestId('image-upload-main_product_image_locator');
}

test('uploads a listing image and refuses a 6 MB one', async ({ page, request }) => {
  const { pair, session } = await signInAsFfp(page, request);
  const res = await gql<{
    listings: { rows: { sku: string; productType: string; isParent: boolean; isChild: boolean }[] };
  }>(page.request, LISTINGS, { ...pair }, session.accessToken);
  // A standalone listing from the start of the list: the editor spec works from its end. Nothing is submitted here.
  const sku = res.data?.listings.rows.find((r) => !r.isParent && !r.isChild)?.sku;
  if (!sku) throw new Error(`no standalone listing: ${JSON.stringify(res.errors ?? res.data)}`);
  const url = `/amazon-listings-item/${pair.marketplaceId}/${pair.sellerId}/${encodeURIComponent(sku)}/edit`;
  await page.setViewportSize({ width: 1440, height: 900 });
  const main = await openImages(page, url);
  const file = main.getByLabel('Image file for main product image locator');

  await file.setInputFiles({
    name: 'too-big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(main.getByRole('alert')).toHaveText(LISTINGS_MESSAGES.imageTooLarge);

  await file.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Main image preview' });
  // The slot showed the listing's own image before: wait for the uploaded one.
  await expect(preview).toHaveAttribute('src', /\/listing-images\/[0-9a-f-]{36}\.png$/);
  const src = await preview.getAttribute('src');
  // The stored image is served at its media_location, re-encoded as a PNG.
  const served = await page.request.get(new URL(src ?? '').pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  await expect(main.getByRole('alert')).toHaveCount(0);
  await main.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/images-1440.png` });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SHOTS}/images-1024.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await main.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/images-390.png` });
});
