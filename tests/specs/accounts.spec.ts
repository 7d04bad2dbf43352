import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { backendUrl, openSignedIn } from '../support/session.ts';
import { shootWidths } from '../support/shoot-widths.ts';

const SHOTS = process.env.ACCOUNTS_SHOTS ?? 'test-results/accounts-shots';
const INVITEE_PASSWORD = 'Invited!2026x';
/** The seeded ffp brand the invitee joins (FFP001, the brand of ffp@demo.test). */
const FFP_BRAND = 'Fresh Fields Pantry';

/** A toast's title (the same text is also read out by an aria-live region). */
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text }).last();

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

/** The register link of the last mail the local outbox kept for `to` (dev tool GET /dev/outbox/last). */
async function registerLinkFor(request: APIRequestContext, to: string): Promise<URL> {
  const res = await request.get(`${backendUrl()}/dev/outbox/last?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const mail = (await res.json()) as { text: string };
  const link = /https?:\/\/\S+\/register\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no register link in: ${mail.text}`);
  return new URL(link);
}

/** An address no other run has used: the invitation makes a user, and a taken email is refused. */
const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${test.info().workerIndex}@demo.test`;

async function invite(page: Page, email: string): Promise<void> {
  await openSignedIn(page, 'admin@demo.test', '/users');
  await expect(page.getByRole('heading', { name: 'Invite a user' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Invited Brand User');
  await form.getByRole('combobox', { name: 'Role' }).selectOption('BRAND_USER');
  await form.getByRole('combobox', { name: 'Brand' }).selectOption({ label: FFP_BRAND });
  // A brand admin: the account pages (Connect to Amazon, where sub brands and credentials live) are theirs.
  await form.getByRole('checkbox', { name: /Brand admin/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation email has been sent')).toBeVisible();
  // Sent: the form is empty for the next invitation.
  await expect(form.getByLabel('Email')).toHaveValue('');
}

async function acceptInvitation(page: Page, email: string): Promise<void> {
  const link = await registerLinkFor(page.request, email);
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await page.getByLabel(/^Password/).fill(INVITEE_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(INVITEE_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Account successfully created/)).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await new LoginPage(page).signIn(email, INVITEE_PASSWORD);
  await new ShellPage(page).expectSignedInAs(email);
}

test.describe('accounts', () => {
  test('an admin invites a brand user, who signs in through the mailed link', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.test', '/users');
    await expect(page.getByRole('heading', { name: 'Invite a user' })).toBeVisible();
    // The form's own refusals before anything is sent.
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Email not valid')).toBeVisible();
    await shoot(page, 'users-invite');

    const email = freshEmail('invitee');
    await invite(page, email);
    await acceptInvitation(page, email);

    // The link is single use: a second visit is refused.
    const again = await registerLinkFor(page.request, email);
    await page.context().clearCookies();
    await page.goto(again.pathname);
    await expect(page.getByRole('alert')).toHaveText('Invalid token');
  });

  test('an invited ffp brand user creates a sub brand, sees it at once and renames it', async ({ page }) => {
    const email = freshEmail('sub-brand-owner');
    await invite(page, email);
    await acceptInvitation(page, email);

    await page.goto('/brands/create-sub-brand');
    await expect(page.getByRole('heading', { name: 'Create sub brand' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await shoot(page, 'sub-brand-create');

    const name = `Trail Snacks ${Date.now().toString(36)}`;
    await page.getByLabel('Brand name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sub brand updated successfully')).toBeVisible();
    await page.waitForURL(/\/account\/connect-to-amazon$/);
    // Listed only if the new token carries the sub brand's code (the list is brand-scoped).
    const subBrands = page.getByRole('list', { name: 'Sub brands' });
    await expect(subBrands.getByText(name, { exact: true })).toBeVisible();

    await subBrands.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Update sub brand' })).toBeVisible();
    await expect(page.getByLabel('Brand name')).toHaveValue(name);
    await shoot(page, 'sub-brand-update');
    const renamed = `${name} Co`;
    await page.getByLabel('Brand name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sub brand updated successfully')).toBeVisible();
    await page.waitForURL(/\/account\/connect-to-amazon$/);
    await expect(subBrands.getByText(renamed, { exact: true })).toBeVisible();
    await shoot(page, 'connect-to-amazon-sub-brands');

    // A sub brand nobody has is not found, not an empty form.
    await page.goto('/brands/update-sub-brand/NO-SUCH-SUB');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an ffp brand user stores Seller Central credentials, then directed IDs', async ({ page }) => {
    const email = freshEmail('credentials-owner');
    await invite(page, email);
    await acceptInvitation(page, email);
    await page.goto('/account/connect-to-amazon');

    await expect(page.getByRole('heading', { name: 'Seller Central credentials' })).toBeVisible();
    await page.getByRole('button', { name: /^(Add|Update) credentials$/ }).click();
    const credentials = page.getByRole('dialog', { name: 'Seller Central credentials' });
    await credentials.getByRole('button', { name: 'Save' }).click();
    await expect(credentials.getByText('The email is required')).toBeVisible();
    await credentials.getByLabel('Email').fill('seller@fresh-fields.test');
    await credentials.getByLabel('Password').fill('Seller!Central1');
    await credentials.getByLabel('Seller ID').fill('A1FRESHFIELDS01');
    await credentials.getByLabel('2-step verification token').fill('JBSWY3DPEHPK3PXP');
    await credentials.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Seller Central credentials correctly stored')).toBeVisible();
    await expect(credentials).toBeHidden();
    // Stored for good: after a reload the card offers an update and the directed IDs.
    await page.reload();
    await expect(page.getByText('Credentials are stored (they are never shown again).')).toBeVisible();

    await page.getByRole('button', { name: 'Update directed IDs' }).click();
    const directed = page.getByRole('dialog', { name: 'Directed IDs' });
    const rowCount = await directed.getByRole('combobox', { name: 'Marketplace' }).count();
    if (rowCount === 0) await directed.getByRole('button', { name: 'Add marketplace' }).click();
    await directed.getByRole('button', { name: 'Add marketplace' }).click();
    const markets = directed.getByRole('combobox', { name: 'Marketplace' });
    const ids = directed.getByRole('textbox', { name: 'Directed ID' });
    const last = (await markets.count()) - 1;
    await directed.getByRole('button', { name: 'Save directed IDs' }).click();
    await expect(directed.getByText('The Directed ID is required').first()).toBeVisible();
    for (let i = 0; i <= last; i += 1) {
      // Each row offers only marketplaces no other row took: the first option left is free.
      const free = await markets
        .nth(i)
        .locator('option')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value).filter(Boolean));
      if (!(await markets.nth(i).inputValue())) await markets.nth(i).selectOption(free[0] ?? '');
      if (!(await ids.nth(i).inputValue())) await ids.nth(i).fill(`amzn1.directed.${i}FRESH`);
    }
    await directed.getByRole('button', { name: 'Save directed IDs' }).click();
    await expect(toast(page, 'Directed IDs saved successfully')).toBeVisible();
  });
});
