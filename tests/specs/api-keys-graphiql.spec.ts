import { expect, type Page, test } from '@playwright/test';
import { signInAt } from '../pages/brand-reports/sign-in.ts';

// Issue 36: an admin makes a key, copies it once, opens GraphiQL with it and runs a query.
const QUERY = '{ adPerformanceSummary(adType: SP, filter: { brandCodes: ["MR001"] }) { metric } }';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** GraphiQL's editors are CodeMirror 5: typing would meet its auto-closed brackets, so set the text. */
async function writeQuery(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .CodeMirror');
  await expect(editor).toBeVisible();
  await editor.evaluate((element, text) => {
    (element as HTMLElement & { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(text);
  }, query);
}

const responseText = (page: Page) => page.locator('.graphiql-response .CodeMirror-code');

test('an admin creates a key, copies it once, opens GraphiQL with it and runs a query', async ({ page }) => {
  await signInAt(page, 'admin@demo.test', '/account/api-keys');
  await page.getByRole('textbox', { name: 'Name' }).fill('GraphiQL walk');
  // Its label: a click on it must check this permission, not another.
  await page.getByText(/^advertising\.read —/).click();
  await expect(page.getByRole('checkbox', { name: /advertising\.read —/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Brands' }).fill('MR001');
  await expect(page.getByRole('button', { name: 'Create key' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create key' }).click();

  const secretBox = page.getByTestId('api-key-secret');
  await expect(secretBox).toHaveText(/^pk_/);
  const secret = (await secretBox.textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toHaveCount(0);
  // Once: after a reload the list names the key, never again its secret.
  await page.reload();
  await expect(page.getByLabel('API key GraphiQL walk')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.goto('/graphql');
  await expect(page.getByTestId('graphiql-caller')).toHaveText('Running as you (signed in)');
  await page.getByLabel('API key').fill(await page.evaluate(() => navigator.clipboard.readText()));
  await page.getByRole('button', { name: 'Use key' }).click();
  await expect(page.getByTestId('graphiql-caller')).toHaveText(
    `Running as key ${secret.split('_').slice(0, 2).join('_')}…`,
  );

  await writeQuery(page, QUERY);
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responseText(page)).toContainText('"adPerformanceSummary"');
  await expect(responseText(page)).not.toContainText('"errors"');

  // The key reaches only its grant: the admin's API-key list is refused to it.
  await writeQuery(page, '{ apiKeys { id } }');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responseText(page)).toContainText('FORBIDDEN');

  // The page at the three widths: no sideways scroll, even on a phone.
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Use key' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`graphiql-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('an anonymous browser gets no GraphiQL at /graphql', async ({ page }) => {
  const answer = await page.goto('/graphql');
  expect(answer?.status()).toBe(401);
  await expect(page.getByText('Sign in to the portal to open GraphiQL')).toBeVisible();
  await expect(page.locator('.graphiql-container')).toHaveCount(0);
});
