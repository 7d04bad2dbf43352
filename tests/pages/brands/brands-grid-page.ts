import type { Locator, Page } from '@playwright/test';

/** The /brands grid as a user sees it. */
export class BrandsGridPage {
  readonly table: Locator;
  readonly search: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Brands' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
  }
  rows(): Locator {
    return this.table.locator('tbody tr:not([aria-hidden])');
  }
  row(brandCode: string): Locator {
    return this.rows().filter({
      has: this.page.getByRole('button', { name: `View ${brandCode}`, exact: true }),
    });
  }
  async codes(): Promise<string[]> {
    const labels = await this.table
      .getByRole('button', { name: /^View / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace(/^View /, ''));
  }
  async editCell(label: string, value: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
    const input = this.page.getByRole('textbox', { name: label, exact: true });
    await input.fill(value);
    await input.press('Enter');
  }
}
