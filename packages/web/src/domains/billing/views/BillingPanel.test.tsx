import { BILLING_MESSAGES } from '@portal/schema';
import { fireEvent, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ffpBrandAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { FORBIDDEN_MESSAGE } from '../../../ui';
import { failure, forbidden } from '../../performance/performance.fixtures';
import { BillingPanel } from './BillingPanel';

const item = (over: Record<string, unknown>) => ({
  id: 'si_1',
  name: 'Standard',
  quantity: 1,
  unitAmount: 4900,
  currency: 'usd',
  interval: 'month',
  features: ['Listings management'],
  isExtraMarketplace: false,
  price: 'price_standard_monthly',
  productId: 'prod_standard',
  ...over,
});
const billing = (over: Record<string, unknown> = {}): FormattedExecutionResult => ({
  data: {
    billing: {
      subscriptionStatus: 'active',
      maxMarketplaces: 5,
      authorizedMarketplaces: 5,
      planMaxMarketplaces: 3,
      currentPeriodEnd: '2026-12-17T00:00:00.000Z',
      currentPlanProductId: 'prod_standard',
      trialEnd: null,
      subscriptionItems: [
        item({}),
        item({
          id: 'si_2',
          name: 'Extra marketplace',
          quantity: 2,
          unitAmount: 1050,
          isExtraMarketplace: true,
        }),
      ],
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      plans: [],
      invoices: [],
      ...over,
    },
  },
});
const answering =
  (answer: FormattedExecutionResult): MockResolver =>
  (operation) =>
    operation.operationName === 'Billing' ? answer : { data: null };

const renderPanel = (resolve: MockResolver) =>
  renderWithApp(
    <Routes>
      <Route path="/account/billing" element={<BillingPanel />} />
    </Routes>,
    { session: sessionFor(ffpBrandAdmin), route: '/account/billing', resolve },
  );

describe('the billing panel', () => {
  it('shows the plan and add-ons with unit_amount/100 and 2 decimals', async () => {
    renderPanel(answering(billing()));
    expect(await screen.findByText('$49.00 / month')).toBeTruthy();
    expect(screen.getByText('2 × Extra marketplace at $10.50 / month')).toBeTruthy();
  });

  it('shows the trial notice and the automatic-syncs reminder while trialing', async () => {
    renderPanel(answering(billing({ subscriptionStatus: 'trialing', trialEnd: '2026-12-10T00:00:00.000Z' })));
    expect(
      await screen.findByText(
        /Your free trial ends on Dec 10, 2026\. Paying subscribers get automatic syncs\./,
      ),
    ).toBeTruthy();
  });

  it('shows the past-due banner with a way to fix the card', async () => {
    renderPanel(answering(billing({ subscriptionStatus: 'past_due' })));
    expect(await screen.findByText(BILLING_MESSAGES.pastDue, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fix the card' })).toBeTruthy();
  });

  it('says when there is no subscription', async () => {
    renderPanel(answering(billing({ subscriptionStatus: null, subscriptionItems: [], paymentMethod: null })));
    expect(await screen.findByText(/no active subscription/)).toBeTruthy();
  });

  it('offers a new subscription with the promotion code’s messages (spec 3 §5, §8)', async () => {
    const plans = [
      {
        id: 'prod_standard',
        name: 'Standard',
        features: [],
        maxMarketplaces: 3,
        prices: [{ id: 'price_standard_monthly', unitAmount: 4900, currency: 'usd', interval: 'month' }],
      },
    ];
    renderPanel((operation) => {
      if (operation.operationName === 'Billing')
        return billing({ subscriptionStatus: 'canceled', subscriptionItems: [], plans });
      if (operation.operationName === 'PromotionCode')
        return operation.variables.promotionCode === 'trial14'
          ? { data: { promotionCode: { promotionCodeId: 'promo_trial14', trialDays: 14 } } }
          : operation.variables.promotionCode === 'nope'
            ? {
                data: null,
                errors: [{ message: 'Invalid promotion code nope.', extensions: { code: 'BAD_USER_INPUT' } }],
              }
            : failure('down');
      return { data: null };
    });
    const form = await screen.findByRole('form', { name: 'Start a subscription' });
    const code = screen.getByRole('textbox', { name: 'Promotion code' });
    const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(form).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /Standard \(3 marketplaces\): \$49\.00 \/ month/ }),
    ).toBeTruthy();

    apply();
    expect(await screen.findByText(BILLING_MESSAGES.promotionCodeEmpty)).toBeTruthy();
    fireEvent.change(code, { target: { value: ' NOPE ' } });
    apply();
    expect(await screen.findByText('Invalid promotion code nope.')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'broken' } });
    apply();
    expect(await screen.findByText('Problem retrieving promotion code broken.')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'Trial14' } });
    apply();
    expect(await screen.findByText('Applied: a 14-day free trial.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('shows the spec’s message when billing cannot be read, and the permission message when refused', async () => {
    const failed = renderPanel(answering(failure('boom')));
    expect(await screen.findByText(BILLING_MESSAGES.noPaymentDetails)).toBeTruthy();
    failed.unmount();
    renderPanel(answering(forbidden));
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
  });

  it('downloads an invoice as PDF through a fresh link, and says why when it cannot', async () => {
    const invoice = {
      id: 'in_1',
      amountDue: 4900,
      currency: 'usd',
      status: 'paid',
      periodStart: '2026-10-17T00:00:00.000Z',
      created: '2026-10-17T00:00:00.000Z',
      proration: false,
    };
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href);
    });
    const asked: unknown[] = [];
    let refuse = false;
    renderPanel((operation) => {
      if (operation.operationName === 'Billing') return billing({ invoices: [invoice] });
      if (operation.operationName === 'InvoicePdf') {
        asked.push(operation.variables);
        return refuse
          ? { data: null, errors: [{ message: 'Invoice not found.' }] }
          : { data: { invoicePdf: 'http://portal.test/files/t0k3n' } };
      }
      return { data: null };
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download the invoice of Oct 17, 2026 as PDF' }),
    );
    await vi.waitFor(() => expect(followed).toEqual(['http://portal.test/files/t0k3n']));
    expect(asked).toEqual([{ brandCode: ffpBrandAdmin.brandCode, invoiceId: 'in_1' }]);

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download the invoice of Oct 17, 2026 as PDF' }));
    expect(await screen.findByText('Invoice not found.')).toBeTruthy();
    expect(followed).toHaveLength(1);
    click.mockRestore();
  });
});
