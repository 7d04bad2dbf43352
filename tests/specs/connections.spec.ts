import { expect, type Page, test } from '@playwright/test';
import { gql, signIn } from '../support/graphql.ts';
import { openSignedIn } from '../support/session.ts';
import { expectNoSidewaysScroll } from '../support/shoot-widths.ts';

const SHOTS = process.env.CONNECTIONS_SHOTS ?? 'test-results/connections-shots';
const US = 'ATVPDKIKX0DER';

/** A toast's title (the same text is also read out by an aria-live region). */
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });

/** The password field itself (its confirmation's label also says 'password'). */
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

async function shoot(page: Page, name: string) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
    // On a phone the shell's menu becomes a drawer: photograph once it has slid away.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    if (width < 600 && (await menu.count()) > 0) await expect(menu).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

/** Chooses a marketplace the Connect button takes: an already connected one when at the plan's limit. */
async function chooseConnectable(page: Page): Promise<string> {
  const select = page.getByRole('combobox', { name: 'Marketplace to connect' });
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ value: (n as HTMLOptionElement).value, text: n.textContent ?? '' })),
    );
  const connected = options.find((o) => o.text.endsWith('(connected)'));
  const value = connected?.value ?? US;
  await select.selectOption(value);
  return value;
}

/** The simulated Seller Central consent page: the seller it signs in as, then Confirm. */
async function confirmConsent(page: Page, screenshots = false): Promise<string> {
  await page.waitForURL(/\/local-amazon-consent\?/);
  await expect(page.getByRole('heading', { name: 'Seller Central: authorize an app' })).toBeVisible();
  if (screenshots) await shoot(page, 'consent');
  const seller = new URL(page.url()).searchParams.get('selling_partner_id') ?? '';
  expect(seller).toMatch(/^A[0-9A-F]{13}$/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  return seller;
}

test.describe('connections', () => {
  test('ffp: connect through the consent page, land on the listings, rename and disconnect', async ({
    page,
  }) => {
    await openSignedIn(page, 'ffp@demo.test', '/account/connect-to-amazon');
    await expect(page.getByRole('tab', { name: 'Connect to Amazon', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Connected marketplaces' })).toBeVisible();
    await shoot(page, 'connect-to-amazon');

    await chooseConnectable(page);
    await expect(
      page.getByText(
        'Authorizing a marketplace that is already authorized overwrites the earlier authorization.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const seller = await confirmConsent(page, true);

    // ffp: a listing fetch, then the listings with fetchingListings (spec 3 §2).
    await page.waitForURL((url) => url.pathname === '/amazon-listings-items');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('brands')).toBe('FFP001');
    expect(landed.searchParams.get('fetchingListings')).toBe('true');

    // The new seller is listed under its id; Enter saves a name, Escape reverts an edit.
    await page.goto('/account/connect-to-amazon');
    const row = page.getByRole('listitem').filter({ hasText: seller });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Edit seller name ${seller}` }).click();
    await row.getByRole('textbox', { name: 'Seller name' }).fill('Acme North America');
    await row.getByRole('textbox', { name: 'Seller name' }).press('Enter');
    await expect(toast(page, 'Seller name updated')).toBeVisible();
    await expect(row.getByText('Acme North America', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Edit seller name Acme North America' }).click();
    await row.getByRole('textbox', { name: 'Seller name' }).fill('Not kept');
    await row.getByRole('textbox', { name: 'Seller name' }).press('Escape');
    await expect(row.getByText('Acme North America', { exact: true })).toBeVisible();
    await expect(row.getByText('Not kept')).toHaveCount(0);

    // Disconnect asks first; cancelling keeps the seller, confirming revokes it.
    await row.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect marketplace' });
    await expect(dialog).toContainText('Disconnect Acme North America');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'The Selling Partner API access was revoked.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: seller })).toHaveCount(0);
  });

  test('ecom3k: revoke and grant the Advertising API on Connect to Amazon, beside the drive card', async ({
    page,
  }) => {
    await openSignedIn(page, 'ecom3k@demo.test', '/account/connect-to-amazon');
    const card = page
      .locator('.fui-Card')
      .filter({ has: page.getByRole('heading', { name: 'Advertising API' }) });
    await expect(card.getByText(/^(Connected|Not connected)$/)).toBeVisible();
    await expect(page.getByLabel('Drive delivery')).toBeVisible();
    if ((await card.getByText('Connected', { exact: true }).count()) > 0) {
      await card.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
      await expect(toast(page, 'The Advertising API access was revoked.')).toBeVisible();
      await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
    }
    await card.getByRole('button', { name: 'Grant' }).click();
    // The local Ads consent returns straight to the callback, which lands back on this tab.
    await page.waitForURL((url) => url.pathname === '/account/connect-to-amazon', { timeout: 60_000 });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  test('ecom3k: connect and come back to Connect to Amazon', async ({ page }) => {
    await openSignedIn(page, 'ecom3k@demo.test', '/account/connect-to-amazon');
    await chooseConnectable(page);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const seller = await confirmConsent(page);
    await page.waitForURL((url) => url.pathname === '/account/connect-to-amazon');
    await expect(
      toast(
        page,
        'Selling Partner API authorization granted successfully. Your listings will be available in a few minutes.',
      ),
    ).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: seller });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: seller })).toHaveCount(0);
  });

  test('mc: staff connect a brand and land on its edit page', async ({ page, request }) => {
    const token = await signIn(request, 'admin@demo.test');
    const res = await gql<{ spApiAuthorizationLink: string }>(
      request,
      'query L($b: String!, $m: String!) { spApiAuthorizationLink(brandCode: $b, marketplaceId: $m) }',
      { b: 'MC001', m: US },
      token,
    );
    const link = res.data?.spApiAuthorizationLink ?? '';
    expect(link).toContain('/local-amazon-consent?');
    await openSignedIn(page, 'admin@demo.test', '/');
    await page.goto(new URL(link).pathname + new URL(link).search);
    const seller = await confirmConsent(page);
    await page.waitForURL((url) => url.pathname.startsWith('/brands/update/MC001'));
    // Leave the demo brand as it was.
    const off = await gql<{ deauthorizeSellingPartner: boolean }>(
      request,
      'mutation D($b: String, $m: String!, $s: String) { deauthorizeSellingPartner(brandCode: $b, marketplaceId: $m, sellerId: $s) }',
      { b: 'MC001', m: US, s: seller },
      token,
    );
    expect(off.data?.deauthorizeSellingPartner).toBe(true);
  });

  test('a callback without its parameters fails with the spec’s message', async ({ page }) => {
    await openSignedIn(page, 'ffp@demo.test', '/authorize-sp-api?state=only');
    await expect(page.getByRole('alert')).toContainText(
      'No information for seller partner id, state, auth_code',
    );
  });
});

test.describe('sign-up', () => {
  test('creates an account with a promotion code and reaches the next step signed in', async ({ page }) => {
    await page.goto('/create-account?plan=standard&price=monthly');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    const email = `signup-${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(email.toUpperCase());
    await passwordField(page).fill('weak');
    await page.getByLabel('Confirm password').fill('different');
    // An empty promotion code says so; an unknown one names it; the local ledger's `welcome` applies.
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please enter a promotion code before applying.')).toBeVisible();
    await page.getByLabel('Promotion code').fill('  NOPE ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid promotion code nope.')).toBeVisible();
    await page.getByLabel('Promotion code').fill(' Welcome ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promotion code welcome applied.')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(
        'Password must contain at least 8 characters, one uppercase, one number and one special case character',
      ),
    ).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await passwordField(page).fill('Welcome!2026');
    await page.getByLabel('Confirm password').fill('Welcome!2026');
    // The offline captcha: a sum in words, answered in digits.
    const question = (await page.getByText(/^What is \w+ plus \w+\?$/).textContent()) ?? '';
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const [, a, b] = /^What is (\w+) plus (\w+)\?$/.exec(question) ?? [];
    await page.getByLabel('Answer (digits)').fill(String(words.indexOf(a ?? '') + words.indexOf(b ?? '')));
    await shoot(page, 'create-account');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Account created. Now you need to connect to your Amazon account.'),
    ).toBeVisible();
    // With a coupon: billing, after the 3 s pause, signed in as the new brand admin.
    await page.waitForURL((url) => url.pathname === '/account/billing', { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Connect to Amazon' }).click();
    await expect(page.getByRole('combobox', { name: 'Marketplace to connect' })).toBeVisible();
    await expect(page.getByText('No marketplace is connected yet.')).toBeVisible();
  });
});
