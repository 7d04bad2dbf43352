import { expect, type Locator, type Page } from '@playwright/test';

/** The advertising performance screen (/advertising-performance/{adsType}). */
export class AdvertisingPage {
  readonly tiles: Locator;
  readonly chart: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly totals: Locator;
  readonly compare: Locator;
  readonly search: Locator;
  readonly exportButton: Locator;
  readonly pagination: Locator;

  /** The screen itself, apart from the shell (whose seller selector has a Marketplace box too). */
  readonly screen: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByRole('region', { name: 'Advertising performance', exact: true });
    this.tiles = page.getByRole('list', { name: 'Summary' });
    this.chart = page.getByRole('region', { name: 'Advertising chart' });
    this.table = page.getByRole('table', { name: 'Advertising performance table' });
    // Data rows only: the totals row under them sums the range and is no row of the data.
    this.rows = this.table.locator('tbody tr:not([data-role="totals"])');
    this.totals = this.table.locator('tbody tr[data-role="totals"]');
    this.compare = page.getByRole('checkbox', { name: 'Compare to previous' });
    this.search = this.screen.getByRole('searchbox');
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
  }

  async goto(adType: string, query = ''): Promise<void> {
    await this.page.goto(`/advertising-performance/${adType}${query}`);
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  tile(metric: string): Locator {
    return this.tiles.locator(`li[data-metric="${metric}"]`);
  }

  /** Waits for the table to show data rows (not skeletons, not the empty state). */
  async waitForRows(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.rows.first().locator('td').nth(1)).not.toBeEmpty();
  }

  /** The first column of every visible row. */
  async names(): Promise<string[]> {
    await this.waitForRows();
    return this.rows.locator('td:first-child').allInnerTexts();
  }

  /** A column's cells as numbers (formatting stripped). */
  async numbers(header: string): Promise<number[]> {
    const headers = await this.table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === header);
    const cells = await this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
    return cells.map((c) => Number(c.replace(/[^0-9.-]/g, '')));
  }

  async choose(label: 'Group by' | 'Marketplace', option: string): Promise<void> {
    await this.screen.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async sortBy(header: string): Promise<void> {
    await this.table.locator('thead th', { hasText: header }).click();
  }
}
