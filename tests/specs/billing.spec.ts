import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';

const SHOTS = process.env.BILLING_SHOTS ?? 'test-results/billing-shots';

const card = (page: Page, name: string) =>
  page.getByRole('group', { name }).or(page.getByLabel(name, { exact: true }));

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('billing as ffp@demo.test', () => {
  test('sees the plan, adds marketplaces, changes the card and the plan, cancels, and access follows', async ({
    page,
  }) => {
    await openSignedIn(page, 'ffp@demo.test', '/account/billing');

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

    // Cancel: access follows the webhook, through the refreshed token.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page).toHaveURL(/\/subscription-cancelled/);
    await page.goto('/amazon-listings-items');
    await expect(page).toHaveURL(/\/account\/billing/);
    await expect(page.getByText('Your brand has no active subscription.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cancelled-1440.png`, fullPage: true });
  });
});
