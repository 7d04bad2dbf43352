import { setTimeout as sleep } from 'node:timers/promises';
import { BILLING_MESSAGES } from '@portal/schema';
import { addDays, getUnixTime } from 'date-fns';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBilling } from '../../connectors/billing/local-billing.ts';
import { type SignedEvent, signedEvent } from '../../connectors/billing/stripe-events.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('billing on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const tokenOf = async (email: string) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return tokens[email];
  };
  const get = async (email: string, path: string) => api.call('GET', path, { token: await tokenOf(email) });
  const post = async (email: string, path: string, body?: unknown) =>
    api.call('POST', path, { token: await tokenOf(email), body: body ?? {} });
  const db = () => api.backend.db;
  const secret = () => api.backend.ctx.connectors.billing.webhookSecret;
  const postEvent = (event: SignedEvent) =>
    api.call('POST', '/stripe/webhook', {
      rawBody: event.payload,
      headers: { 'stripe-signature': event.signature },
    });
  const stateOf = (brandCode: string) =>
    db()
      .selectFrom('brand_subscriptions')
      .selectAll()
      .where('brand_code', '=', brandCode)
      .executeTakeFirstOrThrow();
  /** Every received event processed by its job (the webhook answers before the job runs). */
  const settled = async () => {
    for (;;) {
      const open = await db()
        .selectFrom('billing_webhook_events')
        .select('id')
        .where('processed_at', 'is', null)
        .execute();
      if (open.length === 0) return;
      await sleep(50);
    }
  };
  /** A ledger on the backend's database whose events the test holds instead of delivering. */
  const capturingLedger = (held: SignedEvent[], now?: () => Date) =>
    createLocalBilling({
      db: db(),
      webhookSecret: secret(),
      deliver: async (event) => {
        held.push(event);
      },
      now,
    });

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers the demo ffp brand’s plan, add-on and billing values from the seeded state', async () => {
    const res = await get('ffp@demo.test', '/brands/FFP001/subscription-items');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscriptionStatus: 'active',
      maxMarketplaces: 5,
      authorizedMarketplaces: 5,
      planMaxMarketplaces: 3,
      currentPlanProductId: 'prod_standard',
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    expect(
      res.body.subscriptionItems.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual([
      ['Standard', 1],
      ['Extra marketplace', 2],
    ]);
    expect(res.body.plans.map((p: { id: string }) => p.id)).toEqual(['prod_pro', 'prod_standard']);
  });

  it('answers 404 for another brand’s billing', async () => {
    const res = await get('ffp@demo.test', '/brands/E3K001/subscription-items');
    expect(res.status).toBe(404);
  });

  it('downloads one of the brand’s invoices as a PDF that says what the billing page says', async () => {
    const billing = await get('ffp@demo.test', '/brands/FFP001/subscription-items');
    const [invoice] = billing.body.invoices as { id: string; amountDue: number; currency: string }[];
    if (!invoice) throw new Error('the demo ffp brand has no invoice');

    const res = await post('ffp@demo.test', `/brands/FFP001/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    const download = await fetch(`${api.url}${new URL(res.body.url).pathname}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await download.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain(invoice.id);
    expect(text).toContain('FFP001');
    const due = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: invoice.currency.toUpperCase(),
    });
    expect(text).toContain(`Amount due ${due.format(invoice.amountDue / 100)}`);
  });

  it('answers 404 for an invoice of another customer, and for another brand’s invoices', async () => {
    const other = await get('ecom3k@demo.test', '/brands/E3K001/subscription-items');
    const [foreign] = other.body.invoices as { id: string }[];
    if (!foreign) throw new Error('the demo ecom3k brand has no invoice');

    const asOwnBrand = await post('ffp@demo.test', `/brands/FFP001/invoices/${foreign.id}/pdf`);
    expect(asOwnBrand).toMatchObject({ status: 404, body: { message: 'Invoice not found.' } });
    const asOtherBrand = await post('ffp@demo.test', `/brands/E3K001/invoices/${foreign.id}/pdf`);
    expect(asOtherBrand.status).toBe(404);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const before = await stateOf('FFP001');
    const forged = await signedEvent(
      'customer.subscription.deleted',
      { id: 'sub_ffp001', object: 'subscription', status: 'canceled' },
      'whsec_not_the_endpoint_secret',
      getUnixTime(new Date()),
    );

    const res = await postEvent(forged);
    const tampered = await postEvent({
      payload: forged.payload,
      signature: (await signedEvent('x', {}, secret(), 0)).signature,
    });

    expect(res.status).toBe(400);
    expect(tampered.status).toBe(400);
    expect(await db().selectFrom('billing_webhook_events').selectAll().execute()).toEqual([]);
    expect(await stateOf('FFP001')).toEqual(before);
  });

  it('processes the same event once however often it arrives', async () => {
    const held: SignedEvent[] = [];
    const ledger = capturingLedger(held);
    const subscription = await ledger.retrieveSubscription('sub_ffp001');
    const event = await signedEvent(
      'customer.subscription.updated',
      subscription,
      secret(),
      getUnixTime(new Date()),
    );
    const eventId = JSON.parse(event.payload).id;

    const answers = [await postEvent(event), await postEvent(event), await postEvent(event)];
    await settled();

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const jobs = await db()
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'billing-webhook')
      .execute();
    expect(jobs.filter((j) => (j.payload as { eventId: string }).eventId === eventId)).toHaveLength(1);
  });

  it('settles on billing’s latest state when events arrive out of order', async () => {
    const held: SignedEvent[] = [];
    const ledger = capturingLedger(held);
    const extra = (await ledger.retrieveSubscription('sub_ffp001')).items.data.find(
      (i) => i.price.id === 'price_extra_marketplace_monthly',
    );
    await ledger.updateSubscription('sub_ffp001', [{ id: extra?.id ?? '', quantity: 3 }]);
    await ledger.updateSubscription('sub_ffp001', [{ id: extra?.id ?? '', quantity: 4 }]);
    const updates = held.filter((e) => JSON.parse(e.payload).type === 'customer.subscription.updated');
    expect(updates).toHaveLength(2);

    for (const event of [...held].reverse()) expect((await postEvent(event)).status).toBe(200);
    await settled();

    expect(await stateOf('FFP001')).toMatchObject({ max_marketplaces: 7, plan_max_marketplaces: 3 });
  });

  it('refuses fewer marketplaces than authorized with the spec’s status, and sets more through the webhook', async () => {
    const base = { numberOfAuthorizedMarketplaces: 5, planMaxMarketplaces: 3, subscriptionItems: [] };
    const lower = await post('ffp@demo.test', '/stripe/update-max-marketplaces', {
      ...base,
      maxMarketplaces: 4,
    });
    const more = await post('ffp@demo.test', '/stripe/update-max-marketplaces', {
      ...base,
      maxMarketplaces: 9,
    });
    await settled();
    const after = await get('ffp@demo.test', '/brands/FFP001/subscription-items');

    expect(lower.body).toMatchObject({ success: false, status: 'MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED' });
    expect(BILLING_MESSAGES[lower.body.status as 'MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED']).toBe(
      'The number of marketplaces cannot be less than the number of already authorized marketplaces',
    );
    expect(more.body).toMatchObject({ success: true, status: 'SUCCESS', maxMarketplaces: 9 });
    expect(after.body.maxMarketplaces).toBe(9);
    expect(
      after.body.subscriptionItems.find((i: { isExtraMarketplace: boolean }) => i.isExtraMarketplace)
        .quantity,
    ).toBe(6);
  });

  it('changes the plan with a prorated charge now, and the new plan arrives by webhook', async () => {
    const res = await post('ffp@demo.test', '/stripe/change-subscription-plan', {
      selectedPriceId: 'price_pro_monthly',
      subscriptionItems: [],
      activePlan: 'prod_standard',
    });
    await settled();
    const after = await get('ffp@demo.test', '/brands/FFP001/subscription-items');

    expect(res.body.success).toBe(true);
    // Pro costs 50.00 more a month and most of the period is left: more than 0, less than 50.00.
    expect(res.body.prorationAmount).toBeGreaterThan(0);
    expect(res.body.prorationAmount).toBeLessThan(5000);
    expect(after.body).toMatchObject({
      currentPlanProductId: 'prod_pro',
      planMaxMarketplaces: 10,
      maxMarketplaces: 16,
    });
  });

  it('cancels, and the next sign-in carries no active subscription', async () => {
    const res = await post('ecom3k@demo.test', '/stripe/cancel-subscription');
    await settled();
    const again = await api.login('ecom3k@demo.test');

    expect(res.body).toEqual({ success: true });
    expect((await stateOf('E3K001')).status).toBe('canceled');
    expect(again.active_brand_subscription).toBe(false);
  });

  it('answers a promotion code as typed, trimmed and in any case, and refuses one it does not know', async () => {
    const found = await api.call('GET', '/stripe/get-promotion-code-id?promotionCode=%20Trial14%20');
    const unknown = await api.call('GET', '/stripe/get-promotion-code-id?promotionCode=NOPE');

    expect(found.status).toBe(200);
    expect(found.body).toEqual({ promotionCodeId: 'promo_trial14', trialDays: 14 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid promotion code nope.');
  });

  it('starts a trial through a checkout session: access arrives with the webhook, not the answer', async () => {
    const email = 'ffp-inactive@demo.test';
    const refused = await post('ffp@demo.test', '/stripe/create-checkout-session', {
      priceId: 'price_standard_monthly',
    });
    const started = await post(email, '/stripe/create-checkout-session', {
      priceId: 'price_standard_monthly',
      promotionCodeId: 'promo_trial14',
    });
    const sessionId = started.body.sessionId as string;
    const unpaid = await post(email, '/users/ffp-checkout-succeeded', { sessionId });
    const othersPay = await post('ffp@demo.test', '/stripe/local/pay-checkout-session', {
      sessionId,
      testCard: 'visa',
    });
    const declined = await post(email, '/stripe/local/pay-checkout-session', {
      sessionId,
      testCard: 'declined',
    });
    const paid = await post(email, '/stripe/local/pay-checkout-session', { sessionId, testCard: 'visa' });
    await settled();
    const confirmed = await post(email, '/users/ffp-checkout-succeeded', { sessionId });
    const again = await api.login(email);
    const state = await stateOf('FFP002');

    expect(refused.status).toBe(409);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ hostedBy: 'local' });
    expect(started.body.url).toBe(`http://portal.test/subscription-success?session_id=${sessionId}`);
    expect(unpaid.body).toEqual({ success: false, subscriptionStatus: 'canceled' });
    expect(othersPay.status).toBe(404);
    expect(declined.body).toEqual({ status: 'requires_payment_method' });
    expect(paid.body).toEqual({ status: 'succeeded' });
    expect(confirmed.body).toEqual({ success: true, subscriptionStatus: 'trialing' });
    expect(again.active_brand_subscription).toBe(true);
    expect(state).toMatchObject({ status: 'trialing', current_plan_product_id: 'prod_standard' });
    // Fourteen days of trial, and nothing charged for them.
    const days = (Number(state.trial_end) - getUnixTime(new Date())) / 86_400;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const billing = await get(email, '/brands/FFP002/subscription-items');
    expect(billing.body.invoices[0]).toMatchObject({ amountDue: 0, status: 'paid' });
  });

  it('a declined renewal makes the brand past due and keeps its tools; a new card settles it', async () => {
    const email = 'ffp@demo.test';
    const failed = await post(email, '/dev/billing/end-period', { decline: true });
    await settled();
    const pastDue = await get(email, '/brands/FFP001/subscription-items');
    const during = await api.login(email);

    const { body: intent } = await post(email, '/stripe/create-setup-intent');
    await post(email, '/stripe/local/confirm-setup-intent', {
      clientSecret: intent.clientSecret,
      testCard: 'mastercard',
    });
    await settled();
    const after = await get(email, '/brands/FFP001/subscription-items');

    expect(failed.body).toEqual({ status: 'past_due' });
    expect(pastDue.body.subscriptionStatus).toBe('past_due');
    // Invoices come newest first; a proration of the same second may sort either side of it.
    const renewal = pastDue.body.invoices.find((i: { proration: boolean }) => !i.proration);
    expect(renewal).toMatchObject({ status: 'open', proration: false });
    // The grace period (docs/decisions/0422): billing retries while the brand keeps its tools.
    expect(during.active_brand_subscription).toBe(true);
    expect(after.body.subscriptionStatus).toBe('active');
    expect(after.body.invoices.find((i: { id: string }) => i.id === renewal.id)).toMatchObject({
      status: 'paid',
    });
    expect(after.body.paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('reconciles: a period’s invoices equal the items’ prices × quantities over the time each held', async () => {
    const held: SignedEvent[] = [];
    const t0 = new Date('2026-03-01T00:00:00Z');
    let clock = t0;
    const ledger = capturingLedger(held, () => clock);
    const { customerId } = await ledger.createCustomer({
      brandCode: 'RECON1',
      email: 'r@demo.test',
      name: 'R',
    });
    const { clientSecret } = await ledger.createSetupIntent(customerId);
    await ledger.confirmSetupIntent(clientSecret, 'visa');
    const sub = await ledger.createSubscription({
      customerId,
      items: [
        { price: 'price_standard_monthly', quantity: 1 },
        { price: 'price_extra_marketplace_monthly', quantity: 2 },
      ],
    });
    const planItem = sub.items.data.find((i) => i.price.id === 'price_standard_monthly');
    const extraItem = sub.items.data.find((i) => i.price.id === 'price_extra_marketplace_monthly');
    const start = getUnixTime(t0);
    const end = sub.items.data[0]?.current_period_end ?? 0;
    const t1 = addDays(t0, 10);
    const t2 = addDays(t0, 20);
    clock = t1;
    await ledger.updateSubscription(sub.id, [{ id: extraItem?.id ?? '', quantity: 4 }]);
    clock = t2;
    await ledger.updateSubscription(sub.id, [{ id: planItem?.id ?? '', price: 'price_pro_monthly' }]);

    const invoices = (await ledger.invoices(customerId)).filter((i) => i.period_start === start);
    const billed = invoices.reduce((sum, i) => sum + i.amount_due, 0);
    // Independently: each item's monthly amount for the share of the period it held.
    const share = (from: Date, to: number) => (to - getUnixTime(from)) / (end - start);
    const expected =
      4900 * share(t0, getUnixTime(t2)) +
      9900 * share(t2, end) +
      2 * 1000 * share(t0, getUnixTime(t1)) +
      4 * 1000 * share(t1, end);
    const lines = invoices.reduce((n, i) => n + i.lines.data.length, 0);

    expect(invoices).toHaveLength(3);
    expect(invoices.every((i) => i.status === 'paid')).toBe(true);
    // Each line is rounded to the cent, as Stripe rounds them.
    expect(Math.abs(billed - expected)).toBeLessThanOrEqual(lines * 0.5);
  });
});
