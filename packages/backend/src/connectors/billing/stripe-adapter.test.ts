import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector-errors.ts';
import { type HttpFake, sendJson, startHttpFake } from '../testing/http-fake.ts';
import { createStripeAdapter } from './stripe-adapter.ts';
import { STRIPE_API_VERSION } from './stripe-events.ts';

const price = (id: string, product: string, amount: number) => ({
  id,
  object: 'price',
  product,
  unit_amount: amount,
  currency: 'usd',
  recurring: { interval: 'month' },
});
const subscription = (
  status: string,
  items: { id: string; price: ReturnType<typeof price>; quantity: number }[],
) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  created: 1_780_000_000,
  trial_end: null,
  canceled_at: status === 'canceled' ? 1_780_000_500 : null,
  metadata: { brand_code: 'FFP001' },
  default_payment_method: null,
  items: {
    data: items.map((i) => ({
      ...i,
      current_period_start: 1_780_000_000,
      current_period_end: 1_782_592_000,
    })),
  },
});
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('the Stripe adapter against a local HTTP fake', () => {
  let fake: HttpFake;
  beforeAll(async () => {
    fake = await startHttpFake((req, res) => {
      const route = `${req.method} ${req.path}`;
      if (route === 'POST /v1/checkout/sessions')
        return sendJson(res, 200, {
          id: 'cs_1',
          object: 'checkout.session',
          url: 'https://checkout.test/cs_1',
        });
      if (route === 'GET /v1/promotion_codes')
        return sendJson(res, 200, {
          object: 'list',
          has_more: false,
          url: '/v1/promotion_codes',
          data:
            req.query.get('code') === 'trial14'
              ? [
                  {
                    id: 'promo_1',
                    object: 'promotion_code',
                    code: 'trial14',
                    active: true,
                    metadata: { trial_days: '14' },
                  },
                ]
              : [],
        });
      if (route === 'GET /v1/promotion_codes/promo_1')
        return sendJson(res, 200, {
          id: 'promo_1',
          object: 'promotion_code',
          code: 'trial14',
          active: false,
          metadata: { trial_days: '14' },
        });
      if (route === 'GET /v1/promotion_codes/promo_none')
        return sendJson(res, 404, {
          error: { type: 'invalid_request_error', message: 'No such promotion code' },
        });
      if (route === 'POST /v1/setup_intents')
        return sendJson(res, 200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x' });
      if (route === 'POST /v1/subscriptions/sub_1')
        return sendJson(res, 200, {
          ...subscription('active', [
            { id: 'si_1', price: price('price_pro_monthly', 'prod_pro', 9900), quantity: 1 },
          ]),
          latest_invoice: {
            id: 'in_1',
            object: 'invoice',
            customer: 'cus_1',
            status: 'paid',
            amount_due: 3548,
            currency: 'usd',
            period_start: 1_780_000_000,
            period_end: 1_782_592_000,
            created: 1_781_000_000,
            parent: { subscription_details: { subscription: 'sub_1' } },
            lines: { data: [] },
          },
        });
      if (route === 'DELETE /v1/subscriptions/sub_1') return sendJson(res, 200, subscription('canceled', []));
      if (route === 'GET /v1/subscriptions/sub_missing')
        return sendJson(res, 404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        });
      return sendJson(res, 404, {
        error: { type: 'invalid_request_error', message: `no fake for ${route}` },
      });
    });
  });
  afterAll(() => fake.close());
  const adapter = () =>
    createStripeAdapter({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_fake',
      apiUrl: fake.url,
      retries: 0,
    });

  it('starts a subscription-mode checkout with the brand on the subscription, pinned to the API version', async () => {
    const session = await adapter().createCheckoutSession({
      customerId: 'cus_1',
      brandCode: 'FFP001',
      priceId: 'price_standard_monthly',
      trialDays: 14,
      successUrl: 'http://portal.test/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://portal.test/account/billing',
    });

    const sent = fake.seen.at(-1);
    expect(session).toEqual({ id: 'cs_1', url: 'https://checkout.test/cs_1' });
    expect(sent?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(form(sent?.body ?? '')).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      'line_items[0][price]': 'price_standard_monthly',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][brand_code]': 'FFP001',
      'subscription_data[trial_period_days]': '14',
      success_url: 'http://portal.test/subscription-success?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('finds a promotion code as typed, lower-cased, with its trial from the metadata, and applies it at checkout', async () => {
    expect(await adapter().promotionCode('  TRIAL14 ')).toEqual({
      id: 'promo_1',
      code: 'trial14',
      trialDays: 14,
    });
    expect(Object.fromEntries(fake.seen.at(-1)?.query ?? [])).toMatchObject({
      code: 'trial14',
      active: 'true',
    });
    expect(await adapter().promotionCode('nope')).toBeNull();
    expect(await adapter().retrievePromotionCode('promo_1')).toMatchObject({ id: 'promo_1', active: false });
    expect(await adapter().retrievePromotionCode('promo_none')).toBeNull();

    await adapter().createCheckoutSession({
      customerId: 'cus_1',
      brandCode: 'FFP002',
      priceId: 'price_standard_monthly',
      trialDays: 14,
      promotionCodeId: 'promo_1',
      successUrl: 'http://portal.test/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://portal.test/account/billing',
    });
    const sent = form(fake.seen.at(-1)?.body ?? '');
    expect(sent).toMatchObject({ 'discounts[0][promotion_code]': 'promo_1' });
    // Stripe refuses allow_promotion_codes together with discounts.
    expect(sent).not.toHaveProperty('allow_promotion_codes');
  });

  it('creates a setup intent for a card change and answers its client secret', async () => {
    expect(await adapter().createSetupIntent('cus_1')).toEqual({
      id: 'seti_1',
      clientSecret: 'seti_1_secret_x',
    });
    expect(form(fake.seen.at(-1)?.body ?? '')).toMatchObject({ customer: 'cus_1', usage: 'off_session' });
  });

  it('changes the plan with prorations invoiced now and reads the period from the items', async () => {
    const { subscription: after, invoice } = await adapter().updateSubscription('sub_1', [
      { id: 'si_1', price: 'price_pro_monthly' },
    ]);

    expect(form(fake.seen.at(-1)?.body ?? '')).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_pro_monthly',
      proration_behavior: 'always_invoice',
    });
    expect(after.items.data[0]?.current_period_end).toBe(1_782_592_000);
    expect(invoice).toMatchObject({ amount_due: 3548, status: 'paid' });
  });

  it('cancels, and answers Stripe’s refusals as connector errors', async () => {
    expect((await adapter().cancelSubscription('sub_1')).status).toBe('canceled');
    expect(fake.seen.at(-1)?.method).toBe('DELETE');
    const error = await adapter()
      .retrieveSubscription('sub_missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).retryable).toBe(false);
  });
});
