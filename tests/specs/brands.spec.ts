import { expect, test } from '@playwright/test';
import { checklistTitle, deleteCustomAttributeQuestion, MESSAGES } from '@portal/schema';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { BrandsGridPage } from '../pages/brands/brands-grid-page.ts';
import { gql, signIn } from '../support/graphql.ts';

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByText(text, { exact: true }).first();

test.describe('brands grid as admin', () => {
  test('searches, sorts and pages on the server', async ({ page, request }) => {
    // The demo has 40 brands: two more make a second page of the 40-row grid.
    const token = await signIn(request, 'admin@demo.test');
    for (const code of ['PAGE01', 'PAGE02'])
      await gql(
        request,
        'mutation C($input: BrandInput!) { createBrand(input: $input) { brandCode } }',
        {
          input: { brandCode: code, name: `Paging ${code}`, statusId: 1, typeId: 1 },
        },
        token,
      );
    const grid = new BrandsGridPage(page);
    await signInAt(page, 'admin@demo.test', '/brands');
    await expect(grid.rows()).toHaveCount(40);
    await expect(page.getByText(/^1–40 of \d+/)).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^41–/)).toBeVisible();

    await grid.search.fill('summit');
    await expect(grid.rows()).toHaveCount(3);
    await page.getByRole('columnheader', { name: 'Brand Code' }).click();
    await expect.poll(() => grid.codes()).toEqual(['MR100', 'MR100-B', 'MR100-K']);
    await page.getByRole('columnheader', { name: 'Brand Code' }).click();
    await expect.poll(() => grid.codes()).toEqual(['MR100-K', 'MR100-B', 'MR100']);
  });

  test('an edited cell persists after reload', async ({ page }) => {
    const grid = new BrandsGridPage(page);
    await signInAt(page, 'admin@demo.test', '/brands');
    await grid.search.fill('Blue Harbor');
    await expect(grid.rows()).toHaveCount(1);

    await grid.editCell('Tier of MR001', 'Platinum');
    await expect(toast(page, MESSAGES.brandUpdated)).toBeVisible();
    await page.reload();
    await grid.search.fill('Blue Harbor');
    await expect(grid.row('MR001')).toContainText('Platinum');
  });

  test('a refused save shows the server’s message and leaves grid and server unchanged', async ({ page }) => {
    const grid = new BrandsGridPage(page);
    await signInAt(page, 'admin@demo.test', '/brands');
    await grid.search.fill('Northwind');
    // The search answer first: MC001 is also on the unsearched first page.
    await expect(grid.rows()).toHaveCount(1);
    await expect(grid.row('MC001')).toContainText('Northwind Outdoors');

    await grid.editCell('Brand Name of MC001', ' ');
    await expect(toast(page, 'Name is required')).toBeVisible();
    await expect(grid.row('MC001')).toContainText('Northwind Outdoors');
    await page.reload();
    await grid.search.fill('Northwind');
    await expect(grid.row('MC001')).toContainText('Northwind Outdoors');
  });

  test('a search no brand matches says so where the user looks', async ({ page }) => {
    const grid = new BrandsGridPage(page);
    await signInAt(page, 'admin@demo.test', '/brands');
    await grid.search.fill('no brand is called this');
    // The grid is wider than the screen: the message sits in view, not centred across every column.
    await expect(page.getByText(MESSAGES.noData, { exact: true })).toBeInViewport({ ratio: 1 });
  });

  test('bulk-edits a custom attribute on three ticked rows', async ({ page }) => {
    const grid = new BrandsGridPage(page);
    await signInAt(page, 'admin@demo.test', '/brands');
    await grid.search.fill('summit');
    await expect(grid.rows()).toHaveCount(3);
    for (const code of ['MR100', 'MR100-B', 'MR100-K'])
      await page.getByRole('checkbox', { name: `Select Priority of ${code} for bulk edit` }).check();

    await page.getByRole('button', { name: 'Edit Priority of 3 selected' }).click();
    await page.getByLabel('New Priority').fill('Quarter focus');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, MESSAGES.brandUpdated)).toBeVisible();
    for (const code of ['MR100', 'MR100-B', 'MR100-K'])
      await expect(grid.row(code)).toContainText('Quarter focus');
  });

  test('opens a performance checklist dialog', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/brands');
    await page.getByRole('button', { name: /^Performance checklist of Northwind Outdoors/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(checklistTitle('Northwind Outdoors'))).toBeVisible();
    await expect(dialog.getByText('Account Health')).toBeVisible();
  });
});

test.describe('brand create, notes and custom attributes as admin', () => {
  test('creating a Max Results brand shows the location rule first', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/brands');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await expect(page).toHaveURL(/\/brands\/create$/);
    await page.getByLabel('Brand Type').selectOption({ label: 'Max Results' });
    await expect(page.getByText(MESSAGES_LOCATION)).toBeVisible();

    await page.getByRole('textbox', { name: 'Brand Code' }).fill('E2E001');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Playwright Goods');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Onboarding' });
    await page.getByRole('textbox', { name: 'Seller Central Account Location' }).fill('DE');
    await expect(page.getByText(MESSAGES_LOCATION)).toHaveCount(0);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(page).toHaveURL(/\/brands\/E2E001\/detail$/);
    await expect(page.getByText('Playwright Goods').first()).toBeVisible();
  });

  test('adds, edits and deletes a note', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/brands/update/MR001/notes');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, MESSAGES.noteEmpty)).toBeVisible();

    await page.getByLabel('New note').fill('Call the buyer about Q3 stock');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, MESSAGES.noteCreated)).toBeVisible();
    await expect(page.getByText('Call the buyer about Q3 stock')).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.getByLabel('Edit note').fill('Call the buyer about Q4 stock');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, MESSAGES.noteUpdated)).toBeVisible();
    await expect(page.getByText('Call the buyer about Q4 stock')).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, MESSAGES.noteDeleted)).toBeVisible();
    await expect(page.getByText('Call the buyer about Q4 stock')).toHaveCount(0);
  });

  test('adds, edits and deletes a custom attribute', async ({ page }) => {
    await signInAt(page, 'admin@demo.test', '/brands-custom-attributes?brand=MR001');
    const add = page.getByRole('button', { name: 'Add custom attribute' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Custom attribute name').fill('Launch owner');
    await page.getByLabel('Custom attribute type').selectOption('USER');
    await add.click();
    await expect(toast(page, MESSAGES.customAttributeAdded)).toBeVisible();
    await expect(page.getByLabel('Custom attribute type')).toHaveValue('TEXT');

    await page.getByRole('button', { name: 'Edit Launch owner' }).click();
    await page.getByLabel('Type of Launch owner').selectOption('LINK');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, MESSAGES.customAttributeEdited)).toBeVisible();

    await page.getByRole('button', { name: 'Delete Launch owner' }).click();
    await expect(page.getByText(deleteCustomAttributeQuestion('Launch owner'))).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, MESSAGES.customAttributeDeleted)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Launch owner' })).toHaveCount(0);
  });
});

test.describe('brand pages by role', () => {
  test('the standard agency user has no Ads Performance or Monthly Reports in the sub-menu', async ({
    page,
  }) => {
    await signInAt(page, 'agency@demo.test', '/brands/MR001/detail');
    const menu = page.getByRole('navigation', { name: 'Brand' });
    await expect(menu.getByRole('tab', { name: 'Detail' })).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Edit' })).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Ads Performance' })).toHaveCount(0);
    await expect(menu.getByRole('tab', { name: 'Monthly Reports' })).toHaveCount(0);
  });

  test('mr sees only its own brand, by URL too', async ({ page }) => {
    await signInAt(page, 'mr@demo.test', '/brands/MR001/detail');
    await expect(page.getByRole('heading', { name: 'Blue Harbor Coffee' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Brand' }).getByRole('tab', { name: 'Monthly Reports' }),
    ).toBeVisible();

    await page.goto('/brands/MC001/detail');
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Northwind Outdoors' })).toHaveCount(0);

    await page.goto('/brands');
    await expect(page.getByRole('table', { name: 'Brands' })).toHaveCount(0);
  });
});

const MESSAGES_LOCATION = 'Seller central account location is required for Max Results brands';
