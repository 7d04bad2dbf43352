import { expect, type Locator, type Page } from '@playwright/test';

/** The brand health screen (/brand-health/{id}). */
export class BrandHealthPage {
  readonly month: Locator;
  readonly checklist: Locator;

  constructor(private readonly page: Page) {
    this.month = page.getByRole('combobox', { name: 'Month' });
    this.checklist = page.getByRole('list', { name: 'Performance checklist' });
  }

  section(title: string): Locator {
    return this.page.getByRole('button', { name: title, exact: true });
  }

  /** The shown value of a field (the definition beside its label). */
  value(label: string): Locator {
    return this.page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
  }

  checklistStatus(item: string): Locator {
    return this.checklist.getByRole('listitem').filter({ hasText: item });
  }
}

/** The brand inventory screen (/brand-inventory/{id}). */
export class BrandInventoryPage {
  readonly table: Locator;
  readonly exportButton: Locator;

  constructor(page: Page) {
    this.table = page.getByRole('table', { name: 'Brand inventory' });
    this.exportButton = page.getByRole('button', { name: 'Export to CSV' });
  }

  async waitForRows(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.table.locator('tbody tr').first().locator('td').nth(1)).not.toBeEmpty();
  }

  async headers(): Promise<string[]> {
    return (await this.table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  }

  /** Each row's cell texts, as shown. */
  async rows(): Promise<string[][]> {
    return this.table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
      );
  }
}
