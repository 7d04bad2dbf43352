import { type APIRequestContext, expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page.ts';
import { ShellPage } from '../../pages/shell-page.ts';
import { gql, signIn } from '../../support/graphql.ts';
import { backendUrl } from '../../support/session.ts';

const NEW_PASSWORD = 'Fresh!Start2026';

/**
 * A seeded account no other test signs in with (one of the generated account managers), so changing
 * its password cannot break a test running beside this one.
 */
async function spareAccount(request: APIRequestContext): Promise<string> {
  const token = await signIn(request, 'admin@demo.test');
  const res = await gql<{ accountManagers: { email: string }[] }>(
    request,
    'query Managers { accountManagers { email } }',
    {},
    token,
  );
  const email = res.data?.accountManagers.map((m) => m.email).find((e) => /\.1@demo\.test$/.test(e));
  if (!email) throw new Error(`no generated account manager: ${JSON.stringify(res)}`);
  return email;
}

/** The reset link of the last mail the local outbox kept for `to` (dev tool GET /dev/outbox/last). */
async function resetLinkFor(request: APIRequestContext, to: string): Promise<URL> {
  const res = await request.get(`${backendUrl()}/dev/outbox/last?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const mail = (await res.json()) as { text: string };
  const link = /https?:\/\/\S+\/reset\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link);
}

test.describe('password reset', () => {
  test('a reset link from the mail sets a new password that then signs in', async ({ page, request }) => {
    const email = await spareAccount(request);
    const login = new LoginPage(page);
    const shell = new ShellPage(page);

    await login.goto();
    await login.forgotPasswordLink.click();
    // The login form also has an Email field: fill only once the reset screen has replaced it.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('An email has been sent. Please follow the link in the email to complete your password'),
    ).toBeVisible();

    const link = await resetLinkFor(request, email);
    await page.goto(link.pathname);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(/^Password changed successfully/)).toBeVisible();

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await login.signIn(email, NEW_PASSWORD);
    await shell.expectSignedInAs(email);
  });

  test("an unknown reset token shows 'Invalid token'", async ({ page }) => {
    await page.goto('/reset/not-a-real-token');

    await expect(page.getByRole('alert')).toHaveText('Invalid token');
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  });
});
