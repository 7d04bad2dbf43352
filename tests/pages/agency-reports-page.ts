import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { fromBuffer } from 'yauzl';

/** The entries of a zip archive by name, as a user's unzip would read them. */
export function unzip(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The agency reports screen (/agency-reports, title 'Reports'). */
export class AgencyReportsPage {
  readonly screen: Locator;
  readonly rows: Locator;
  readonly downloadAll: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByRole('region', { name: 'Reports', exact: true });
    this.rows = page.getByRole('list', { name: 'Reports to download' });
    this.downloadAll = page.getByRole('button', { name: 'Download All' });
  }

  /** Opens the report types and picks each by its label. */
  async choose(...labels: string[]): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Report types' }).click();
    for (const label of labels) await this.page.getByRole('menuitemcheckbox', { name: label }).click();
    await this.page.keyboard.press('Escape');
    for (const label of labels) await expect(this.rows.getByText(label, { exact: true })).toBeVisible();
  }

  /** Clicks the link of a file once its job is done, and answers the downloaded bytes. */
  async save(fileName: string, within: Locator = this.screen): Promise<Buffer> {
    const link = within.getByRole('link', { name: `Save ${fileName}` }).first();
    // The job is built in the background: wait on the link, generously for a slow machine.
    await expect(link).toBeVisible({ timeout: 120_000 });
    const download = this.page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    return readFile(await file.path());
  }
}
