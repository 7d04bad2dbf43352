import type { Locator, Page } from '@playwright/test';

/** /brandreports/update/{brand_code}/{month}: notes and suppressions. */
export class ReportUpdatePage {
  readonly salesNote: Locator;
  readonly adNote: Locator;
  readonly suppressions: Locator;

  constructor(private readonly page: Page) {
    this.salesNote = page.getByRole('textbox', { name: 'Sales Note' });
    this.adNote = page.getByRole('textbox', { name: 'Advertising Note' });
    this.suppressions = page.getByRole('table', { name: 'Suppressions' });
  }

  goto(brandCode: string, month: string) {
    return this.page.goto(`/brandreports/update/${brandCode}/${month}`);
  }

  async replaceNote(editor: Locator, text: string) {
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(text);
  }

  /** Ignores the first suppression row and answers its ASIN. */
  async ignoreFirstSuppression(): Promise<string> {
    const first = this.suppressions.locator('tbody tr').first();
    const asin = (await first.locator('td').first().textContent())?.trim() ?? '';
    await first.getByRole('button', { name: `Ignore ${asin}` }).click();
    return asin;
  }

  undoButton(asin: string): Locator {
    return this.page.getByRole('button', { name: `Undo ignore ${asin}` });
  }

  save() {
    return this.page.getByRole('button', { name: 'Save' }).click();
  }
}
