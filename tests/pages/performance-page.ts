import { expect, type Locator, type Page } from '@playwright/test';

/** The overall performance screen (/performance). */
export class PerformancePage {
  readonly screen: Locator;
  readonly tiles: Locator;
  readonly chart: Locator;
  readonly grid: Locator;
  readonly rows: Locator;
  readonly compare: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByRole('region', { name: 'Performance', exact: true });
    this.tiles = page.getByRole('list', { name: 'Summary' });
    this.chart = page.getByRole('region', { name: 'Performance chart' });
    this.grid = page.getByRole('table', { name: 'Performance grid' });
    this.rows = this.grid.locator('tbody tr:not([aria-hidden])');
    this.compare = page.getByRole('checkbox', { name: 'Compare to previous' });
  }

  tile(metric: string): Locator {
    return this.tiles.locator(`li[data-metric="${metric}"]`);
  }

  /** Waits for the grid to show data rows (not skeletons, not the empty state). */
  async waitForRows(table: Locator = this.grid): Promise<void> {
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).not.toBeEmpty();
  }

  /** A column's cells as text. */
  async column(header: string, table: Locator = this.grid): Promise<string[]> {
    await this.waitForRows(table);
    const headers = await table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
    return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  }

  /** A column's cells as numbers (formatting stripped; the first line when comparing). */
  async numbers(header: string): Promise<number[]> {
    const cells = await this.column(header);
    return cells.map((c) => Number((c.split('\n')[0] ?? '').replace(/[^0-9.-]/g, '')));
  }

  async choose(label: string, option: string): Promise<void> {
    await this.screen.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async sortBy(header: string): Promise<void> {
    await this.grid.locator('thead th', { hasText: header }).click();
  }
}
