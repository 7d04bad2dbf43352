import type { Locator, Page } from '@playwright/test';

/** /brandreports/{brand_code}: the monthly reports list. */
export class ReportListPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Monthly reports' });
  }

  goto(brandCode: string) {
    return this.page.goto(`/brandreports/${brandCode}`);
  }

  async showRows(size: '20' | '50' | '100') {
    await this.page.getByLabel('Rows per page').selectOption(size);
  }

  /** Month cells of the visible page, top to bottom. */
  async months(): Promise<string[]> {
    const cells = this.table.locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  rowOf(month: string): Locator {
    return this.table.locator('tbody tr', { has: this.page.getByRole('cell', { name: month, exact: true }) });
  }

  pageStatus(): Locator {
    return this.page.getByRole('navigation', { name: 'Pagination' });
  }
}
