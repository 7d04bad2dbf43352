import { expect, test } from '@playwright/test';
import { addMonths, MESSAGES, monthOf, reportMonthsUntil } from '@portal/schema';
import { extractText, getDocumentProxy } from 'unpdf';
import { ReportListPage } from '../pages/brand-reports/report-list-page.ts';
import { ReportUpdatePage } from '../pages/brand-reports/report-update-page.ts';
import { ReportViewPage } from '../pages/brand-reports/report-view-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';
import { gql, signIn } from '../support/graphql.ts';

const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const BRAND = 'MC001';
const BRAND_NAME = 'Northwind Outdoors';

test.describe('monthly reports list', () => {
  for (const email of ['manager@demo.test', 'mc@demo.test']) {
    test(`${email} sees every month since 2021-04, newest first`, async ({ page }) => {
      const list = new ReportListPage(page);
      await signInAt(page, email, `/brandreports/${BRAND}`);

      await list.showRows('100');

      const expected = reportMonthsUntil(THIS_MONTH);
      await expect(list.table.locator('tbody tr')).toHaveCount(expected.length);
      expect(await list.months()).toEqual(expected);
      await expect(list.rowOf('2021-04')).toContainText('N/A');
      // The seeded note of last month reads as plain text, not HTML.
      await expect(list.rowOf(LAST_MONTH)).toContainText('grew on the core listings');
      await expect(list.rowOf(LAST_MONTH)).not.toContainText('<p>');
    });
  }

  test('pages by 20 by default', async ({ page }) => {
    await signInAt(page, 'manager@demo.test', `/brandreports/${BRAND}`);
    const list = new ReportListPage(page);
    await expect(list.table.locator('tbody tr')).toHaveCount(20);
    await expect(list.pageStatus()).toContainText(`1–20 of ${reportMonthsUntil(THIS_MONTH).length}`);
  });
});

test.describe('report update', () => {
  test('saved notes and an ignored suppression persist across reload and show in the view', async ({
    page,
  }) => {
    const update = new ReportUpdatePage(page);
    const view = new ReportViewPage(page);
    await signInAt(page, 'mc@demo.test', `/brandreports/update/${BRAND}/${THIS_MONTH}`);
    await expect(page.getByLabel('Brand code')).toHaveValue(BRAND);
    await expect(page.getByLabel('Month')).toHaveValue(THIS_MONTH);
    await expect(page.getByLabel('Brand code')).toHaveAttribute('readonly', '');

    await update.replaceNote(update.salesNote, 'Prime Day lifted sales by a third');
    await update.replaceNote(update.adNote, 'Moved budget to exact match keywords');
    const asin = await update.ignoreFirstSuppression();
    await expect(update.undoButton(asin)).toBeVisible();
    await update.save();

    await expect(page.getByText(MESSAGES.brandUpdated, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(update.salesNote).toContainText('Prime Day lifted sales by a third');
    await expect(update.adNote).toContainText('Moved budget to exact match keywords');
    await expect(update.undoButton(asin)).toBeVisible();

    await view.goto(BRAND, THIS_MONTH);
    await view.ready();
    await expect(view.salesNote()).toHaveText('Prime Day lifted sales by a third');
    await expect(view.adNote()).toHaveText('Moved budget to exact match keywords');
    await expect(view.suppressionPage()).toBeVisible();
    await expect(view.suppressionPage()).not.toContainText(asin);
  });

  test('ignoring can be undone before saving', async ({ page }) => {
    const update = new ReportUpdatePage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/update/MR001/${THIS_MONTH}`);
    const asin = await update.ignoreFirstSuppression();
    await update.undoButton(asin).click();
    await expect(page.getByRole('button', { name: `Ignore ${asin}` })).toBeVisible();
  });
});

test.describe('brand scoping', () => {
  test("an mr-sub user cannot open another brand's report by URL and sees none of its data", async ({
    page,
  }) => {
    await signInAt(page, 'mr-sub@demo.test', `/brandreports/view/${BRAND}/${THIS_MONTH}`);

    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page.locator('[data-brand-report]')).toHaveCount(0);
    await expect(page.getByText(BRAND_NAME)).toHaveCount(0);

    await page.goto(`/brandreports/update/${BRAND}/${THIS_MONTH}`);
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Sales Note' })).toHaveCount(0);
  });

  test('an mr-sub user opens the report of its own sub brand', async ({ page }) => {
    const view = new ReportViewPage(page);
    await signInAt(page, 'mr-sub@demo.test', `/brandreports/view/MR100-K/${THIS_MONTH}`);
    await view.ready();
    await expect(view.document).toContainText('Summit Kitchen');
  });
});

test.describe('printing', () => {
  test('the PDF of the view has several pages with the brand name, the month and the notes', async ({
    page,
  }) => {
    const view = new ReportViewPage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${LAST_MONTH}`);
    await view.ready();

    const pdf = await page.pdf({ format: 'A4', printBackground: true });

    const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
    expect(pageCount).toBeGreaterThanOrEqual(5);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(BRAND_NAME);
    expect(flat).toContain(LAST_MONTH);
    expect(flat).toContain('grew on the core listings');
    expect(flat).toContain('exact match');
    // The app's chrome is not printed.
    expect(flat).not.toContain('Log Out');
  });

  test('a month without notes prints the two empty-note messages', async ({ page }) => {
    const view = new ReportViewPage(page);
    const month = addMonths(THIS_MONTH, -7);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${month}`);
    await view.ready();

    const pdf = await page.pdf({ format: 'A4' });

    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(MESSAGES.noSalesNotes);
    expect(flat).toContain(MESSAGES.noAdvertisingNotes);
    expect(flat).toContain(month);
  });

  test('Print names the document by brand name and month and opens the print dialog', async ({ page }) => {
    const view = new ReportViewPage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${LAST_MONTH}`);
    await view.ready();
    await page.evaluate(() => {
      (window as unknown as { printedAs: string | null }).printedAs = null;
      window.print = () => {
        (window as unknown as { printedAs: string }).printedAs = document.title;
      };
    });

    await view.printButton().click();

    expect(await page.evaluate(() => (window as unknown as { printedAs: string | null }).printedAs)).toBe(
      `${BRAND_NAME} ${LAST_MONTH}`,
    );
  });
});

test.describe('stored XSS through the notes', () => {
  test('script, onerror and javascript: payloads are shown inert', async ({ page, request }) => {
    const month = addMonths(THIS_MONTH, -9);
    const token = await signIn(request, 'manager@demo.test');
    const saved = await gql(
      request,
      `mutation Update($input: BrandReportUpdateInput!) { updateBrandReport(input: $input) { notes { salesNote adNote } } }`,
      {
        input: {
          brandCode: BRAND,
          month,
          salesNote: '<p>Safe text</p><script>alert("xss")</script><img src="x" onerror="alert(1)">',
          adNote: '<a href="javascript:alert(2)">click me</a><p onmouseover="alert(3)">hover</p>',
          removedSuppressionIds: [],
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    const view = new ReportViewPage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${month}`);
    await view.ready();
    await view.adNote().getByText('click me').click();
    await view.adNote().getByText('hover').hover();

    await expect(view.salesNote()).toHaveText('Safe text');
    await expect(view.document.locator('script')).toHaveCount(0);
    await expect(view.document.locator('[onerror], [onmouseover], [onclick]')).toHaveCount(0);
    await expect(view.document.locator('a[href^="javascript" i]')).toHaveCount(0);
    await new ReportListPage(page).goto(BRAND);
    await expect(page.getByRole('table', { name: 'Monthly reports' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});
