import { expect, type Page, test } from '@playwright/test';
import { apiSession, backendUrl, openSignedIn } from '../support/session.ts';
import { shootWidths } from '../support/shoot-widths.ts';

const SHOTS = process.env.DRIVE_SHOTS ?? 'test-results/drive-shots';
const BRAND = 'E3K001';
const TYPE = 'monthly-brand-summary';
// A fresh folder per run: the stack keeps its drive for as long as it lives.
const FOLDER = `e2e-sales-${Date.now()}`;

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('the admin maps a drive folder, sends a report now, then finds the file', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', `/brands/update/${BRAND}`);
  const card = page.getByLabel('Drive delivery');
  const folder = card.getByLabel('Monthly brand summary folder ID');
  await expect(folder).toBeVisible();

  // A folder id with spaces is refused in words before anything is saved.
  await folder.fill('not a folder');
  await card.getByRole('button', { name: 'Save folders' }).click();
  await expect(card.getByText(/A folder ID is the last part of the folder’s address/)).toBeVisible();

  // The folder's Drive address is accepted: its id is what is saved.
  await folder.fill(`https://drive.google.com/drive/folders/${FOLDER}?usp=sharing`);
  await card.getByRole('button', { name: 'Save folders' }).click();
  await expect(page.getByText('Google Drive data updated successfully').first()).toBeVisible();
  await expect(folder).toHaveValue(FOLDER);

  await card.getByRole('button', { name: 'Send now: Monthly brand summary' }).click();
  const row = card.getByRole('row').filter({ hasText: `${BRAND}_${TYPE}_` });
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 60_000 });
  const fileName = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  await shoot(page, 'brand-edit-drive');

  // The file is in the folder: the drive's own listing of it (GET reports/drive-files).
  const session = await apiSession(page.request, 'admin@demo.test');
  const res = await page.request.get(`${backendUrl()}/reports/drive-files/${BRAND}/${TYPE}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status()).toBe(200);
  const files = (await res.json()) as { name: string; folder_id: string; size: number }[];
  expect(files).toEqual([expect.objectContaining({ name: fileName, folder_id: FOLDER })]);
  expect(files[0]?.size).toBeGreaterThan(0);
});
