import { expect, type Page, test } from '@playwright/test';
import { apiSession, backendUrl, openSignedIn } from '../support/session.ts';
import { shootWidths } from '../support/shoot-widths.ts';

const SHOTS = process.env.SUB_BRAND_SHOTS ?? 'test-results/sub-brand-editor-shots';
const PARENT = 'E3K001';
// A fresh sub brand per run: the stack keeps its brands while it lives.
const RUN = Date.now().toString(36).toUpperCase();
const SUB = `${PARENT}-S${RUN}`;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('ecom3k: the sub-brand editor shows its connection and drive cards, saves to Connect to Amazon', async ({
  page,
}) => {
  // Only ffp brand users create sub brands (spec 3 §6): staff give the ecom3k brand one.
  const admin = await apiSession(page.request, 'admin@demo.test');
  const created = await page.request.post(`${backendUrl()}/brands`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { brand_code: SUB, name: `Volt Sub ${RUN}`, status_id: 1, type_id: 4, parent_brand_code: PARENT },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await openSignedIn(page, 'ecom3k@demo.test', `/brands/update-sub-brand/${SUB}`);
  await expect(page.getByRole('heading', { name: 'Update sub brand' })).toBeVisible();
  const connections = page.getByRole('region', { name: 'Amazon connections' });
  // Empty: no connection yet, with the connect action of the Connect to Amazon tab.
  await expect(connections.getByText('No marketplace is connected yet.')).toBeVisible({ timeout: 30_000 });
  await expect(connections.getByRole('combobox', { name: 'Marketplace to connect' })).toBeVisible();
  await expect(connections.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  const drive = page.getByLabel('Drive delivery');
  await expect(drive.getByLabel('Monthly brand summary folder ID')).toBeVisible();
  await shoot(page, 'sub-brand-editor-empty');

  // Saving the name goes to Connect to Amazon (spec 3 §2).
  await page.getByLabel('Brand name').fill(`Volt Sub ${RUN} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/connect-to-amazon');
});

test('a brand type the access table leaves out is refused the sub-brand editor', async ({ page }) => {
  await openSignedIn(page, 'mr-sub@demo.test', '/brands/update-sub-brand/MR100-K');
  await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
});
