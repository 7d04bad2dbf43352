import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** A GraphQL answer of the named operation (the app posts each with its operationName). */
export const graphqlAnswer = (page: Page, operationName: string): Promise<Response> =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      (res.request().postData() ?? '').includes(`"operationName":"${operationName}"`),
    { timeout: 60_000 },
  );

/** Money or a percentage as a number ('$1,234.50' → 1234.5). */
export const amountOf = (text: string): number => Number(text.replace(/[^0-9.-]/g, ''));

/** The commissions screen (/commissions). */
export class CommissionsPage {
  readonly screen: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly compare: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByRole('region', { name: 'Commissions', exact: true });
    this.table = page.getByRole('table', { name: 'Commissions table' });
    this.rows = this.table.locator('tbody tr:not([aria-hidden])');
    this.compare = page.getByRole('checkbox', { name: 'Compare to previous' });
  }

  /** Waits for the table to show data rows (not skeletons, not the empty state). */
  async waitForRows(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await expect(this.rows.first().locator('td').nth(1)).not.toBeEmpty();
  }

  /** A column's cells as text. */
  async column(header: string): Promise<string[]> {
    await this.waitForRows();
    const headers = await this.table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  /** A brand row's cell under a header. */
  async cell(brandCode: string, header: string): Promise<string> {
    const codes = await this.column('Brand code');
    const values = await this.column(header);
    const at = codes.findIndex((c) => c.trim() === brandCode);
    if (at < 0) throw new Error(`no brand ${brandCode} in ${codes.join(', ')}`);
    return values[at] ?? '';
  }

  /**
   * Waits until the chart's canvas stops changing: Chart.js grows the bars in over a moment, and a
   * screenshot taken meanwhile shows bars short of their values.
   */
  async chartSettled(): Promise<void> {
    const canvas = this.page.getByRole('region', { name: 'Commissions chart' }).locator('canvas');
    let previous = '';
    await expect
      .poll(
        async () => {
          const now = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
          const settled = now === previous;
          previous = now;
          return settled;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  async groupBy(label: 'Brand' | 'Category'): Promise<void> {
    await this.screen.getByRole('combobox', { name: 'Group by' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }
}
