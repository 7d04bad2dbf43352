import { expect, type Page, test } from '@playwright/test';
import { signInAsFfp } from '../support/ffp-seller.ts';
import { gql } from '../support/graphql.ts';
import { shootWidths } from '../support/shoot-widths.ts';

// Issue 32 'Done when': the bulk tools as the ffp subscriber.
const SHOTS = process.env.BULK_SHOTS ?? 'test-results/bulk-shots';

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Crossing to the phone layout the shell's menu becomes a modal overlay that opens for a frame
    // and then slides shut: the menu button is in reach (and says 'Expand') only once it is shut.
    if (width < 600) await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('bulk tools as the ffp subscriber', () => {
  test.describe.configure({ mode: 'serial' });

  test('exports listings and downloads the file', async ({ page, request }) => {
    // The export shares the job queue with the other specs' listing syncs, which wait out the
    // simulator's throttles: in a full run it can queue for minutes (noted for issue 32).
    test.setTimeout(360_000);
    await signInAsFfp(page, request);
    await page.goto('/exports');
    await expect(page.getByRole('heading', { name: 'Download your exported listings' })).toBeVisible();
    await page.getByRole('button', { name: 'Export Listings' }).click();
    const link = page.getByRole('link', { name: /^listings-.*\.csv$/ }).first();
    await expect(link).toBeVisible({ timeout: 300_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString().split('\n')[0]).toContain('sku,asin,item_name');
    await shoot(page, 'exports');
  });

  test('uploads a CSV, sees batch progress and the listings matched, maps two columns', async ({
    page,
    request,
  }) => {
    // The processing is a job: in a full run it queues behind the other specs' listing work.
    test.setTimeout(360_000);
    const { session, pair } = await signInAsFfp(page, request);
    const listed = await gql<{ listings: { rows: { sku: string }[] } }>(
      request,
      'query L($sellerId: String!, $marketplaceId: String!) { listings(sellerId: $sellerId, marketplaceId: $marketplaceId, pageSize: 20) { rows { sku } } }',
      pair,
      session.accessToken,
    );
    const skus = listed.data?.listings.rows.map((r) => r.sku) ?? [];
    expect(skus.length).toBeGreaterThan(5);
    const lines = ['sku,title,colour'];
    for (let i = 0; i < 2_500; i += 1)
      lines.push(`${i < skus.length ? skus[i] : `NOT-A-SKU-${i}`},CSV title ${i},Green`);
    await page.goto('/upload');
    await expect(page.getByRole('heading', { name: 'Upload listings from a CSV file' })).toBeVisible();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'changes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines.join('\n')}\n`),
    });
    await expect(page.getByText('File chosen: changes.csv')).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await page.getByRole('radio', { name: 'SKU' }).check();
    await page.getByRole('combobox', { name: 'Column' }).selectOption('sku');
    await continueButton.click();
    await expect(page.getByText(`CSV process completed. Listings matched: ${skus.length}`)).toBeVisible({
      timeout: 300_000,
    });
    await page.getByRole('button', { name: 'Map attributes' }).click();
    await page.getByRole('combobox', { name: 'Attribute for title' }).selectOption('item_name');
    await page.getByRole('combobox', { name: 'Attribute for colour' }).selectOption('color');
    await expect(page.getByRole('grid', { name: 'Listings to change' })).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Listings to change' }).getByText('CSV title 0'),
    ).toBeVisible();
    await shoot(page, 'upload');
  });

  test('bulk edits 30 titles: accepted rows leave the grid, refused ones show their issues', async ({
    page,
    request,
  }) => {
    const wanted = 30;
    await signInAsFfp(page, request);
    await page.goto('/bulk-edit');
    await expect(page.getByRole('heading', { name: 'Bulk edit your listings' })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue to make changes' });
    await expect(continueButton).toBeDisabled();
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    const table = page.getByRole('table', { name: 'Listings' });
    await expect(table.getByRole('checkbox', { name: /^Select / })).toHaveCount(50);
    // All selected listings share one product type: the most common one on the first page.
    const typeCounts = new Map<string, number>();
    for (const row of (await table.getByRole('row').allInnerTexts()).slice(1)) {
      const type = row.trim().split(/\s+/).pop() ?? '';
      typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
    }
    const [productType] = [...typeCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
    // Thirty of them, from as many pages as it takes: the selection is kept across pages.
    let chosen = 0;
    for (let pageNumber = 0; chosen < wanted && pageNumber < 10; pageNumber += 1) {
      if (pageNumber > 0) {
        const firstRow = (await table.getByRole('row').nth(1).textContent()) ?? '';
        await page.getByRole('button', { name: 'Next page' }).click();
        await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);
      }
      const rows = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: productType, exact: true }) });
      const onPage = await rows.count();
      for (let i = 0; i < onPage && chosen < wanted; i += 1) {
        await rows.nth(i).getByRole('checkbox').check();
        chosen += 1;
      }
    }
    expect(chosen).toBe(wanted);
    // The picker offers the product type's attributes by title, the key under each (ADR 0606).
    const attributes = page.getByRole('group', { name: 'Attributes' });
    await attributes.getByRole('searchbox', { name: 'Search attributes' }).fill('condition_type');
    await attributes.getByRole('checkbox', { name: /^Item Condition condition_type/ }).check();
    await attributes.getByRole('searchbox', { name: 'Search attributes' }).fill('item name');
    await attributes.getByRole('checkbox', { name: /^Item Name \(required\) item_name/ }).check();
    await expect(page.getByText(`${wanted} listings, 2 attributes selected`)).toBeVisible();
    await shootWidths(page, SHOTS, 'bulk-edit-step-1');
    await continueButton.click();

    await expect(page.getByText('Make your changes and click submit below')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Listings to change' });
    // Columns in the order chosen: SKU, Item Condition (a dropdown of its values), Item Name (max 200).
    await expect(grid.getByRole('columnheader', { name: 'Item Name * (max 200)' })).toBeVisible();
    await grid.getByRole('gridcell').nth(1).click();
    await page.keyboard.press('Enter');
    await grid.getByRole('combobox', { name: 'Item Condition' }).selectOption({ label: 'Used - Good' });
    await expect(grid.getByRole('gridcell').nth(1)).toHaveText('Used - Good');
    // A value the definition refuses is named before anything is sent: an empty required title.
    await grid.getByRole('gridcell').nth(2).click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Fix these values before updating (1)' })).toContainText(
      "'Item Name' is required but not supplied.",
    );
    await expect(page.getByRole('button', { name: 'Update Listings' })).toBeDisabled();
    for (let i = 0; i < wanted; i += 1) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+a');
      // The first three are valid for the definition but not for Amazon's title standards
      // (reserved characters): the simulator refuses them as it processes the feed.
      await page.keyboard.type(i < 3 ? `Bulk title ${i} {on sale!}` : `Bulk title ${i}`);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByRole('region', { name: /Fix these values/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Update Listings' }).click();
    // The countdown is drawn by the click itself; the confirmation (modal) opens over it once the
    // submission is answered and hides the page from the accessibility tree: look behind it.
    await expect(page.getByRole('button', { name: /^Wait \ds\.\.\.$/, includeHidden: true })).toBeDisabled();
    const confirmation = page.getByRole('dialog', { name: 'Update submitted' });
    // Every edit was registered and sent (the count is of what was submitted, not of what is left).
    await expect(confirmation).toContainText(`Amazon is processing ${wanted} listings`);
    await confirmation.getByRole('button', { name: 'OK' }).click();
    // As the events arrive: 3 refused rows stay with their issue, the accepted ones leave.
    await expect(grid.getByText(/characters Amazon does not allow/).first()).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(4);
    // A cell shows one line: the refusals are listed whole under the grid, readable on a phone too.
    const refused = page.getByRole('region', { name: 'Listings Amazon refused (3)' });
    await expect(refused.getByRole('listitem')).toHaveCount(3);
    await expect(refused.getByRole('listitem').first()).toContainText(
      /characters Amazon does not allow.*\(Code: /,
    );
    await shootWidths(page, SHOTS, 'bulk-edit-step-2');
  });
});
