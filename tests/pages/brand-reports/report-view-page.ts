import { expect, type Locator, type Page } from '@playwright/test';

/** /brandreports/view/{brand_code}/{month}: the printable report. */
export class ReportViewPage {
  readonly document: Locator;

  constructor(private readonly page: Page) {
    this.document = page.locator('[data-brand-report]');
  }

  async goto(brandCode: string, month: string) {
    await this.page.goto(`/brandreports/view/${brandCode}/${month}`);
  }

  /** Waits until the document, its images and its charts are on screen. */
  async ready() {
    await expect(this.document).toBeVisible();
    await expect(this.page.locator('[data-report-page]')).toHaveCount(5);
    await this.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-brand-report] img')).every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    await expect(this.document.locator('canvas').first()).toBeVisible();
  }

  salesNote(): Locator {
    return this.page.getByTestId('sales-note');
  }

  adNote(): Locator {
    return this.page.getByTestId('ad-note');
  }

  suppressionPage(): Locator {
    return this.page.getByRole('region', { name: 'Suppression cases' });
  }

  printButton(): Locator {
    return this.page.getByRole('button', { name: 'Print' });
  }
}
