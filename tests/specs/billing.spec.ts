import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { backendUrl, openSignedIn, SESSION_COOKIE } from '../support/session.ts';

const SHOTS = process.env.BILLING_SHOTS ?? 'test-results/billing-shots';

const card = (page: Page, name: string) =>
  page.getByRole('group', { name }).or(page.getByLabel(name, { exact: true }));

/** What the app's session cookie says about the subscription (the token's `active_brand_subscription`). */
async function sessionSubscribed(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)).user.activeBrandSubscription : undefined;
}

/**
 * A page that counted fewer authorized marketplaces than the brand has now (another tab connected
 * one since): the billing answer is rewritten to say `authorized`, the server keeps its own count.
 */
async function staleAuthorizedCount(page: Page, authorized: number): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('"Billing"')) return route.continue();
    const answer = await route.fetch();
    const body = await answer.json();
    if (body.data?.billing) body.data.billing.authorizedMarketplaces = authorized;
    await route.fulfill({ response: answer, json: body });
  });
}

// Polled: right after a resize the shell may still hold the desktop menu beside the page for a
// frame or two (it switches on a media query); a page that really overflows still fails.
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

// The three walks are of three brands (FFP001, E3K001, FFP002), each its own subscription: they run
// side by side. This project starts once every other spec is done, so one walk at a time left a
// worker idle at the very end of the suite (docs/decisions/0631).
test.describe.configure({ mode: 'parallel' });

test.describe('billing as ffp@demo.test', () => {
  test('sees the plan, adds marketplaces, changes the card and the plan, cancels, and access follows', async ({
    page,
  }) => {
    const session = await openSignedIn(page, 'ffp@demo.test', '/account/billing');

    // The plan, the add-on and the maximum, as the seeded webhooks left them.
    const plan = card(page, 'Plan');
    await expect(plan.getByText('Standard', { exact: true })).toBeVisible();
    await expect(plan.getByText('$49.00 / month')).toBeVisible();
    await expect(card(page, 'Add-ons').getByText('2 × Extra marketplace at $10.00 / month')).toBeVisible();
    const maximum = card(page, 'Maximum marketplaces');
    await expect(maximum.getByText('5 authorized · 3 included in the plan')).toBeVisible();

    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/billing-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 1000 });

    // Below the authorized count: a page that counted 4 offers 4; the server counts 5 and refuses.
    await staleAuthorizedCount(page, 4);
    await page.reload();
    await maximum.getByRole('button', { name: 'Change maximum marketplaces' }).click();
    const stale = page.getByRole('dialog', { name: 'Maximum marketplaces' });
    await stale.getByRole('combobox').selectOption('4');
    await stale.getByRole('button', { name: 'Update' }).click();
    await expect(
      stale
        .getByRole('alert')
        .getByText(
          'The number of marketplaces cannot be less than the number of already authorized marketplaces',
        ),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/max-refused-1440.png` });
    await stale.getByRole('button', { name: 'Cancel' }).click();
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(maximum.getByText('5 authorized · 3 included in the plan')).toBeVisible();

    // Two more marketplaces: the choices start at the authorized count; Update is off at the plan's.
    await maximum.getByRole('button', { name: 'Change maximum marketplaces' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maximum marketplaces' });
    const select = dialog.getByRole('combobox');
    const choices = await select.locator('option').allTextContents();
    expect(choices[0]).toBe('5');
    expect(choices).toHaveLength(125 - 3);
    await select.selectOption('7');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(maximum.getByText('7', { exact: true })).toBeVisible();
    await expect(card(page, 'Add-ons').getByText('4 × Extra marketplace at $10.00 / month')).toBeVisible();

    // The card.
    await card(page, 'Payment method').getByRole('button', { name: 'Change card' }).click();
    await card(page, 'Payment method').getByRole('combobox').selectOption('mastercard');
    await card(page, 'Payment method').getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/payment-complete\/billing\?redirect_status=succeeded/);
    await expect(page.getByText('Payment succeeded!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();
    await expect(card(page, 'Payment method').getByText(/mastercard •••• 4444/)).toBeVisible();

    // The plan: Pro monthly, prorated for the rest of the period.
    await page.getByRole('radio', { name: /^Pro \(10 marketplaces\): \$99\.00 \/ month/ }).check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/subscription-plan-changed/);
    await expect(page.getByText(/Prorated amount charged now: \$\d+\.\d\d\./)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/plan-changed-1440.png`, fullPage: true });
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();
    await expect(card(page, 'Plan').getByText('Pro', { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByText('Plan change').first()).toBeVisible();
    // Each invoice downloads as a PDF, through a link minted for this user at the click.
    const planChange = page.getByRole('table').getByRole('row').filter({ hasText: 'Plan change' }).first();
    const downloading = page.waitForEvent('download');
    await planChange.getByRole('button', { name: /as PDF$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A renewal the bank declines: invoice.payment_failed → the webhook job → the past-due banner.
    const ended = await page.request.post(`${backendUrl()}/dev/billing/end-period`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { decline: true },
    });
    expect(await ended.json()).toEqual({ status: 'past_due' });
    const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed.' });
    await expect(async () => {
      await page.reload();
      await expect(banner).toBeVisible({ timeout: 3_000 });
    }).toPass();
    // The declined renewal's invoice stays open while billing retries.
    const openInvoices = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /\dopen/ });
    await expect(openInvoices).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/past-due-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/past-due-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });
    // The grace period: the listings tools stay open while billing retries.
    expect(await sessionSubscribed(page)).toBe(true);
    // The shell says it on every page the subscriber works in, and leads back here.
    await page.goto('/amazon-listings-items');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Update your card' }).click();
    await expect(page).toHaveURL(/\/account\/billing/);
    await banner.getByRole('button', { name: 'Fix the card' }).click();
    await card(page, 'Payment method').getByRole('combobox').selectOption('visa');
    await card(page, 'Payment method').getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment succeeded!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();
    await expect(card(page, 'Plan').getByText('active', { exact: true })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(openInvoices).toHaveCount(0);

    // Cancel: access follows the webhook, through the refreshed token.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Your subscription was cancelled.').first()).toBeVisible();
    await page.goto('/amazon-listings-items');
    await expect(page).toHaveURL(/\/account\/billing/);
    await expect(page.getByText('Your brand has no active subscription.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cancelled-1440.png`, fullPage: true });
  });
});

test.describe('billing as ecom3k@demo.test', () => {
  test('sees the plan, adds two marketplaces, changes the card and the plan, cancels, and the session follows', async ({
    page,
  }) => {
    await openSignedIn(page, 'ecom3k@demo.test', '/account/billing');
    const maximum = card(page, 'Maximum marketplaces');
    await expect(card(page, 'Plan').getByText('Standard', { exact: true })).toBeVisible();
    await expect(card(page, 'Add-ons').getByText('1 × Extra marketplace at $10.00 / month')).toBeVisible();
    await expect(maximum.getByText('4 authorized · 3 included in the plan')).toBeVisible();

    await maximum.getByRole('button', { name: 'Change maximum marketplaces' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maximum marketplaces' });
    expect((await dialog.getByRole('combobox').locator('option').allTextContents())[0]).toBe('4');
    await dialog.getByRole('combobox').selectOption('6');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(maximum.getByText('6', { exact: true })).toBeVisible();
    await expect(card(page, 'Add-ons').getByText('3 × Extra marketplace at $10.00 / month')).toBeVisible();

    await card(page, 'Payment method').getByRole('button', { name: 'Change card' }).click();
    // A declined card is refused in the form and changes nothing.
    await card(page, 'Payment method').getByRole('combobox').selectOption('declined');
    await card(page, 'Payment method').getByRole('button', { name: 'Save card' }).click();
    await expect(
      card(page, 'Payment method').getByText('Your payment was not successful, please try again.'),
    ).toBeVisible();
    await card(page, 'Payment method').getByRole('combobox').selectOption('mastercard');
    await card(page, 'Payment method').getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment succeeded!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();
    await expect(card(page, 'Payment method').getByText(/mastercard •••• 4444/)).toBeVisible();

    await page.getByRole('radio', { name: /^Pro \(10 marketplaces\): \$990\.00 \/ year/ }).check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/subscription-plan-changed/);
    await expect(page.getByText(/Prorated amount charged now: \$\d[\d,]*\.\d\d\./)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();
    await expect(card(page, 'Plan').getByText('$990.00 / year')).toBeVisible();
    // The add-on follows the plan's interval.
    await expect(card(page, 'Add-ons').getByText(/× Extra marketplace at \$100\.00 \/ year/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ecom3k-pro-yearly-1440.png`, fullPage: true });

    expect(await sessionSubscribed(page)).toBe(true);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Your subscription was cancelled.').first()).toBeVisible();
    expect(await sessionSubscribed(page)).toBe(false);
    await page.goto('/account/billing');
    await expect(page.getByText('Your brand has no active subscription.', { exact: false })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Start a subscription' })).toBeVisible();
    // Stripe's checkout, left unpaid, returns here (its cancel_url).
    await page.goto('/subscription-cancelled');
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });
});

test.describe('a trial through Checkout as ffp-inactive@demo.test', () => {
  test('applies the trial code, starts the subscription, sees the trial notice, and the listings open', async ({
    page,
  }) => {
    await openSignedIn(page, 'ffp-inactive@demo.test', '/account/billing');
    const start = page.getByRole('form', { name: 'Start a subscription' });
    await expect(start).toBeVisible();
    expect(await sessionSubscribed(page)).toBe(false);

    const code = start.getByRole('textbox', { name: 'Promotion code' });
    await start.getByRole('button', { name: 'Apply' }).click();
    await expect(start.getByText('Please enter a promotion code before applying.')).toBeVisible();
    await code.fill('NOPE');
    await start.getByRole('button', { name: 'Apply' }).click();
    await expect(start.getByText('Invalid promotion code nope.')).toBeVisible();
    await code.fill('  Trial14 ');
    await start.getByRole('button', { name: 'Apply' }).click();
    await expect(start.getByText('Applied: a 14-day free trial.')).toBeVisible();
    await start.getByRole('radio', { name: /^Standard \(3 marketplaces\): \$49\.00 \/ month/ }).check();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/start-subscription-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 1000 });

    await start.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_/);
    await expect(page.getByText('Subscription started')).toBeVisible();
    await expect(
      page.getByText('Thank you for subscribing! We will send you an email with your subscription details.'),
    ).toBeVisible();
    expect(await sessionSubscribed(page)).toBe(true);
    await page.getByRole('link', { name: 'Back to Payment and Billing' }).click();

    await expect(page.getByText(/^Your free trial ends on \w{3} \d{1,2}, \d{4}\./)).toBeVisible();
    await expect(page.getByText('Paying subscribers get automatic syncs.', { exact: false })).toBeVisible();
    await expect(card(page, 'Plan').getByText('trialing')).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 1000 : 844 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/trialing-${width}.png`, fullPage: true });
    }
    // Access followed the webhook: the listings tools open instead of sending the admin to billing.
    await page.goto('/amazon-listings-items');
    await expect(page).toHaveURL(/\/amazon-listings-items/);
  });
});
