import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { backendUrl } from '../support/session.ts';
import { shootWidths } from '../support/shoot-widths.ts';

// Issue 33 'Amazon audit registration' (/amazonaudit, ADR 0593): register with an email and the
// captcha, set a password through the mailed link, sign in to the audit dashboard and connect the
// Amazon account there through the simulated consent page.
const SHOTS = process.env.AUDIT_SHOTS ?? 'test-results/amazon-audit-shots';
const PASSWORD = 'Audited!2026x';
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The captcha's question read off the page and answered in digits, as a person would. */
async function answerCaptcha(page: Page): Promise<void> {
  const question = page.getByText(/^What is \w+ plus \w+\?$/);
  await expect(question).toBeVisible();
  const [, a, b] = /^What is (\w+) plus (\w+)\?$/.exec((await question.textContent()) ?? '') ?? [];
  await page.getByLabel(/^Answer/).fill(String(WORDS.indexOf(a ?? '') + WORDS.indexOf(b ?? '')));
}

async function registerPath(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`${backendUrl()}/dev/outbox/last?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const link = /https?:\/\/\S+\/register\/\S+/.exec(((await res.json()) as { text: string }).text)?.[0];
  if (!link) throw new Error(`no register link for ${to}`);
  return new URL(link).pathname;
}

test('registers for an Amazon audit, sets a password from the mail, signs in and connects Amazon', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `auditor-${Date.now().toString(36)}-${test.info().workerIndex}@demo.test`;
  await page.goto('/amazonaudit');
  await expect(page.getByRole('heading', { name: 'Amazon audit' })).toBeVisible();

  // Refusals in the spec's words, before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  // A wrong answer is refused by the server, and a new question is asked.
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Answer/).fill('99');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong captcha' })).toBeVisible();
  await answerCaptcha(page);
  await shootWidths(page, SHOTS, 'amazonaudit-form');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`We have sent an email to ${email}`)).toBeVisible({ timeout: 30_000 });

  await page.goto(await registerPath(page.request, email));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Account successfully created/)).toBeVisible();

  await page.goto('/login');
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Connect your Amazon seller account')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Marketplace to connect' });
  await expect(select).toBeVisible({ timeout: 30_000 });
  await shootWidths(page, SHOTS, 'audit-dashboard');

  await select.selectOption('ATVPDKIKX0DER');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.waitForURL(/\/local-amazon-consent\?/);
  const seller = new URL(page.url()).searchParams.get('selling_partner_id') ?? '';
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The audit brand's admin cannot open the staff's brand edit page: back on the dashboard, connected.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page
      .getByRole('list', { name: 'Connected marketplaces' })
      .getByRole('listitem')
      .filter({ hasText: seller }),
  ).toBeVisible({ timeout: 30_000 });
});
