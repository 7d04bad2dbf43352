import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { backendUrl, openSignedIn } from '../support/session.ts';
import { shootWidths } from '../support/shoot-widths.ts';

// Issue 33 'Users': /users for admins and /account/users for a brand admin (ADR 0581).
const SHOTS = process.env.USERS_SHOTS ?? 'test-results/users-shots';
const INVITEE_PASSWORD = 'Invited!2026x';
const FFP_BRAND = 'Fresh Fields Pantry';

const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
const userRow = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: email });

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

/** The register link of the newest mail the local outbox kept for `to`. */
async function registerPath(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`${backendUrl()}/dev/outbox/last?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const link = /https?:\/\/\S+\/register\/\S+/.exec(((await res.json()) as { text: string }).text)?.[0];
  if (!link) throw new Error(`no register link for ${to}`);
  return new URL(link).pathname;
}

const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${test.info().workerIndex}@demo.test`;

/** Signs in on a fresh page of its own; answers the page (its session is the invitee's). */
async function signInElsewhere(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(email, INVITEE_PASSWORD);
  await new ShellPage(page).expectSignedInAs(email);
  return page;
}

test.describe('users', () => {
  test('an admin resends an invitation, deactivates a user who then cannot sign in, and reactivates them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = freshEmail('team-member');
    await openSignedIn(page, 'admin@demo.test', '/users');
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Team Member');
    await form.getByRole('combobox', { name: 'Role' }).selectOption('BRAND_USER');
    // No brand: the form refuses before anything is sent.
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Brand is required for a brand user')).toBeVisible();
    await form.getByRole('combobox', { name: 'Brand' }).selectOption({ label: FFP_BRAND });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation email has been sent')).toBeVisible();

    const row = userRow(page, email);
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row.getByText('Never signed in')).toBeVisible();
    const firstLink = await registerPath(page.request, email);
    // The invitation's toast closes by itself; until it has, it would stand for the resend's too.
    await expect(toast(page, 'Invitation email has been sent')).toBeHidden();
    await row.getByRole('button', { name: 'Resend invitation' }).click();
    await expect(toast(page, 'Invitation email has been sent')).toBeVisible();
    // The resent mail carries a new link; polled, because the outbox may be written after the toast.
    await expect.poll(() => registerPath(page.request, email)).not.toBe(firstLink);
    const secondLink = await registerPath(page.request, email);
    expect(secondLink).not.toBe(firstLink);
    await shoot(page, 'users');

    // The invitee accepts through the newest link and signs in on their own browser.
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(secondLink);
    await invitee.getByLabel(/^Password/).fill(INVITEE_PASSWORD);
    await invitee.getByLabel(/^Confirm password/).fill(INVITEE_PASSWORD);
    await invitee.getByRole('button', { name: 'Register' }).click();
    await expect(invitee.getByText(/^Account successfully created/)).toBeVisible();
    await invitee.close();
    const signedIn = await signInElsewhere(browser, email);

    await page.reload();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Last sign-in /)).toBeVisible();

    // Deactivate, with confirmation.
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate user' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'User deactivated')).toBeVisible();
    await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

    // Their open session has ended, and signing in again is refused.
    await signedIn.reload();
    await expect(signedIn).toHaveURL(/\/login/, { timeout: 30_000 });
    await signedIn.context().clearCookies();
    await signedIn.goto('/login');
    const login = new LoginPage(signedIn);
    await login.signIn(email, INVITEE_PASSWORD);
    await expect(login.error).toHaveText('Email or password is incorrect');

    await row.getByRole('button', { name: 'Reactivate' }).click();
    await expect(toast(page, 'User reactivated')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await login.signIn(email, INVITEE_PASSWORD);
    await new ShellPage(signedIn).expectSignedInAs(email);
  });

  test("a brand admin sees only their brand's users at /account/users", async ({ page }) => {
    await openSignedIn(page, 'ffp@demo.test', '/account/users');
    await expect(page.getByRole('heading', { name: `Users of ${FFP_BRAND}` })).toBeVisible();
    const list = page.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('listitem', { name: 'ffp-user@demo.test' })).toBeVisible();
    // Every row is a user of their brand; other brands' users and staff are not listed.
    const brands = await list.getByRole('listitem').allInnerTexts();
    expect(brands.length).toBeGreaterThan(1);
    for (const text of brands) expect(text).toContain('(FFP001)');
    await expect(list.getByRole('listitem', { name: 'mc@demo.test' })).toHaveCount(0);
    await expect(list.getByRole('listitem', { name: 'admin@demo.test' })).toHaveCount(0);
    // Nobody deactivates themselves.
    await expect(
      list.getByRole('listitem', { name: 'ffp@demo.test' }).getByRole('button', { name: 'Deactivate' }),
    ).toHaveCount(0);
    await shoot(page, 'account-users');
  });

  test('a brand admin invites a brand user, who registers through the mailed link and lands on their brand', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const email = freshEmail('brand-teammate');
    await openSignedIn(page, 'ffp@demo.test', '/account/users');
    const form = page.getByRole('form', { name: 'Invite a user' });
    // The limits are shown before anything is typed (ADR 0596, 0598); role and brand are not asked.
    await expect(form.getByText('Up to 320 characters')).toBeVisible();
    await expect(form.getByText('Optional, up to 200 characters')).toBeVisible();
    await expect(
      page.getByText(/^They join Fresh Fields Pantry as a brand user\. Up to 20 invitations/),
    ).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Brand' })).toHaveCount(0);
    await shoot(page, 'account-users-invite');

    // Over the name's limit: refused in the server's words, nothing sent.
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('x'.repeat(201));
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('The name must be at most 200 characters')).toBeVisible();
    await form.getByLabel('Name').fill('Brand Teammate');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation email has been sent')).toBeVisible({ timeout: 30_000 });
    const row = userRow(page, email);
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row).toContainText('(FFP001)');

    // The invitee chooses a password through the mailed link and signs in.
    const link = await registerPath(page.request, email);
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await invitee.getByLabel(/^Password/).fill(INVITEE_PASSWORD);
    await invitee.getByLabel(/^Confirm password/).fill(INVITEE_PASSWORD);
    await invitee.getByRole('button', { name: 'Register' }).click();
    await expect(invitee.getByText(/^Account successfully created/)).toBeVisible();
    await invitee.close();
    const signedIn = await signInElsewhere(browser, email);
    // A subscribed ffp brand's user lands on their brand's listings (spec 1 §4.1), which are not empty.
    await expect(signedIn).toHaveURL((url) => url.pathname === '/amazon-listings-items', { timeout: 30_000 });
    await expect(signedIn.getByRole('heading', { name: 'Your Listings' })).toBeVisible();
    await expect(signedIn.getByText(/^\d+–\d+ of [1-9]\d*$/)).toBeVisible({ timeout: 30_000 });

    await page.reload();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  test('a brand user who is not a brand admin is sent away from /account/users', async ({ page }) => {
    await openSignedIn(page, 'ffp-user@demo.test', '/account/users');
    // The route guard sends an ffp user to the listings (access matrix: accountUsers → listings).
    await page.waitForURL(/\/amazon-listings-items/);
    await expect(page.getByRole('list', { name: 'Users' })).toHaveCount(0);
  });
});
