import { expect, type Page, test } from '@playwright/test';
import { addMonths, monthOf } from '@portal/schema';
import { getDocumentProxy } from 'unpdf';
import { ReportViewPage } from '../pages/brand-reports/report-view-page.ts';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

const LAST_MONTH = addMonths(monthOf(new Date()), -1);
const BRAND = 'MC001';
// Each report page's heading, in print order after the cover.
const HEADINGS = ['Sales', 'Advertising', 'Advertising Notes', 'Suppression Cases'];

type PrintedLine = { text: string; y: number };
type PrintedPage = { lines: PrintedLine[]; text: string };

/** The PDF Chromium prints of the open report: each page's text items with their baseline (pt from the foot). */
async function printedPages(page: Page): Promise<PrintedPage[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ preferCSSPageSize: true })));
  const pages: PrintedPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    const lines = items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => ({
        text: (item as { str: string }).str,
        y: (item as { transform: number[] }).transform[5] as number,
      }));
    pages.push({ lines, text: lines.map((l) => l.text).join(' ') });
  }
  return pages;
}

// The bottom page margin of the print stylesheet (18 mm) in PDF points: below it only the footer prints.
const BOTTOM_MARGIN_PT = (18 / 25.4) * 72;

test.describe('the printed report', () => {
  test('numbers its pages, dates itself and keeps each page to itself', async ({ page }) => {
    const view = new ReportViewPage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${LAST_MONTH}`);
    await view.ready();

    const pages = await printedPages(page);

    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach(({ lines, text }, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toMatch(/Generated on \d{1,2} [A-Z][a-z]+ \d{4}/);
      // In the foot margin only the footer: no sliver of the next page's heading.
      const inFoot = lines.filter((l) => l.y < BOTTOM_MARGIN_PT).map((l) => l.text);
      expect(
        inFoot.every((t) => /^Page \d+ of \d+$/.test(t) || t.includes('Generated on')),
        inFoot.join(' | '),
      ).toBe(true);
    });
    // Each section starts its own page with its heading as the first line of the page body.
    const firstLines = pages.map(({ lines }) => lines.filter((l) => l.y >= BOTTOM_MARGIN_PT)[0]?.text);
    for (const heading of HEADINGS) expect(firstLines).toContain(heading);
  });
});

test.describe('the report on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its tables stay inside their page and never overlap', async ({ page }, testInfo) => {
    const view = new ReportViewPage(page);
    await signInAt(page, 'manager@demo.test', `/brandreports/view/${BRAND}/${LAST_MONTH}`);
    await view.ready();

    const boxes = await view.document.locator('table').evaluateAll((tables) =>
      tables.map((table) => {
        const box = table.getBoundingClientRect();
        const sheet = (table.closest('[data-report-page]') as HTMLElement).getBoundingClientRect();
        const scroller = table.parentElement as HTMLElement;
        return {
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
          // What the reader sees of the table: its scrolling frame, not the wider table inside it.
          visibleRight: Math.min(box.right, scroller.getBoundingClientRect().right),
          sheetLeft: sheet.left,
          sheetRight: sheet.right,
          left: box.left,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(box.sheetLeft);
      expect(box.visibleRight).toBeLessThanOrEqual(box.sheetRight);
    }
    const ordered = [...boxes].sort((a, b) => a.top - b.top);
    for (let i = 1; i < ordered.length; i++) {
      expect(ordered[i]?.top).toBeGreaterThanOrEqual(ordered[i - 1]?.bottom as number);
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await testInfo.attach('report-390px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
