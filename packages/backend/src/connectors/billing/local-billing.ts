import { randomBytes } from 'node:crypto';
import { addMonths, addYears, getUnixTime } from 'date-fns';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import type {
  BillingConnector,
  BillingProduct,
  StripeInvoice,
  StripePrice,
  StripeSubscription,
  StripeSubscriptionStatus,
} from './billing-connector.ts';
import { type BillingEventDelivery, signedEvent } from './stripe-events.ts';

export const BILLING_SERVICE = 'Billing';
const id = (prefix: string) => `${prefix}_local${randomBytes(9).toString('base64url')}`;

/** The local ledger's test cards (its card form offers these; Stripe.js takes real ones). */
export const LOCAL_TEST_CARDS = {
  visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  mastercard: { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2031 },
  declined: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2030 },
} as const;
export type LocalTestCard = keyof typeof LOCAL_TEST_CARDS;

/** What only the local ledger does: what Stripe's hosted pages, Stripe.js and its clock do for real. */
export interface LocalBillingExtras {
  createSubscription(input: {
    customerId: string;
    items: { price: string; quantity: number }[];
    trialDays?: number;
  }): Promise<StripeSubscription>;
  completeCheckoutSession(id: string): Promise<StripeSubscription>;
  confirmSetupIntent(
    clientSecret: string,
    card: LocalTestCard,
  ): Promise<'succeeded' | 'requires_payment_method'>;
  /**
   * The period ends: the next one is invoiced and charged to the card on file (past_due if declined).
   * `decline` has the card's bank refuse this charge, as a card that expired or ran out of funds.
   */
  renew(subscriptionId: string, options?: { decline?: boolean }): Promise<StripeSubscription>;
  /** The local ledger's hosted checkout page: pays with a test card and completes the session. */
  payCheckoutSession(
    sessionId: string,
    card: LocalTestCard,
  ): Promise<'succeeded' | 'requires_payment_method'>;
  customerOf(brandCode: string): Promise<string | null>;
}

export type LocalBilling = BillingConnector & LocalBillingExtras & Faults;

export interface LocalBillingOptions {
  db: Kysely<Database>;
  webhookSecret: string;
  /** Where signed events go: the portal's webhook route. */
  deliver: BillingEventDelivery;
  now?: () => Date;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The local billing ledger (docs/decisions/0420): Stripe's records in the portal's database
 * (`billing_ledger_*`), prorations and invoices computed as Stripe does, and every change announced
 * by a Stripe-signed event into the webhook route, so the webhook path runs offline and in tests.
 */
export function createLocalBilling(options: LocalBillingOptions): LocalBilling {
  const { db, webhookSecret, deliver } = options;
  const now = () => getUnixTime(options.now?.() ?? new Date());
  const service = new LocalService(BILLING_SERVICE, { defaultRate: { perSecond: 25, burst: 25 } });
  const missing = (operation: string) => new ConnectorError(BILLING_SERVICE, operation, 404, false);
  const emit = async (type: string, object: unknown) =>
    deliver(await signedEvent(type, object, webhookSecret, now()));

  const prices = async (tx: Db): Promise<Map<string, StripePrice>> => {
    const rows = await tx.selectFrom('billing_ledger_prices').selectAll().execute();
    return new Map(rows.map((p) => [p.id, priceOf(p)]));
  };

  const subscriptionOf = async (tx: Db, subscriptionId: string): Promise<StripeSubscription> => {
    const sub = await tx
      .selectFrom('billing_ledger_subscriptions as s')
      .innerJoin('billing_ledger_customers as c', 'c.id', 's.customer_id')
      .select([
        's.id',
        's.customer_id',
        's.status',
        's.trial_end',
        's.current_period_start',
        's.current_period_end',
        's.canceled_at',
        's.created',
        'c.brand_code',
        'c.payment_method',
      ])
      .where('s.id', '=', subscriptionId)
      .executeTakeFirst();
    if (!sub) throw missing('retrieveSubscription');
    const items = await tx
      .selectFrom('billing_ledger_subscription_items')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .orderBy('id')
      .execute();
    const byId = await prices(tx);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer_id,
      status: sub.status as StripeSubscriptionStatus,
      created: Number(sub.created),
      trial_end: sub.trial_end === null ? null : Number(sub.trial_end),
      canceled_at: sub.canceled_at === null ? null : Number(sub.canceled_at),
      metadata: { brand_code: sub.brand_code },
      items: {
        data: items.map((item) => ({
          id: item.id,
          price: byId.get(item.price_id) as StripePrice,
          quantity: item.quantity,
          current_period_start: Number(sub.current_period_start),
          current_period_end: Number(sub.current_period_end),
        })),
      },
      default_payment_method: sub.payment_method
        ? { card: sub.payment_method as NonNullable<StripeSubscription['default_payment_method']>['card'] }
        : null,
    };
  };

  /** Records an invoice; charged to the card on file unless it is 0 or less (a credit). */
  const invoice = async (
    tx: Db,
    sub: StripeSubscription,
    period: { start: number; end: number },
    lines: StripeInvoice['lines']['data'],
    decline = false,
  ): Promise<StripeInvoice> => {
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const card = sub.default_payment_method?.card;
    const paid =
      amount <= 0 || (!decline && card !== undefined && card.last4 !== LOCAL_TEST_CARDS.declined.last4);
    const row: StripeInvoice = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      currency: sub.items.data[0]?.price.currency ?? 'usd',
      period_start: period.start,
      period_end: period.end,
      created: now(),
      parent: { subscription_details: { subscription: sub.id } },
      lines: { data: lines },
    };
    await tx
      .insertInto('billing_ledger_invoices')
      .values({
        id: row.id,
        customer_id: row.customer,
        subscription_id: sub.id,
        period_start: row.period_start,
        period_end: row.period_end,
        amount_due: row.amount_due,
        currency: row.currency,
        status: row.status,
        created: row.created,
      })
      .execute();
    if (lines.length > 0)
      await tx
        .insertInto('billing_ledger_invoice_lines')
        .values(
          lines.map((line) => ({
            id: id('il'),
            invoice_id: row.id,
            price_id: line.price,
            quantity: line.quantity,
            amount: line.amount,
            proration: line.proration,
            description: line.description,
          })),
        )
        .execute();
    return row;
  };

  const setStatus = (tx: Db, subscriptionId: string, status: StripeSubscriptionStatus) =>
    tx.updateTable('billing_ledger_subscriptions').set({ status }).where('id', '=', subscriptionId).execute();

  const createSubscription: LocalBillingExtras['createSubscription'] = async (input) => {
    const { sub, firstInvoice } = await db.transaction().execute(async (tx) => {
      const customer = await tx
        .selectFrom('billing_ledger_customers')
        .select('id')
        .where('id', '=', input.customerId)
        .executeTakeFirst();
      if (!customer) throw missing('createSubscription');
      const byId = await prices(tx);
      const interval = byId.get(input.items[0]?.price ?? '')?.recurring.interval ?? 'month';
      const start = now();
      const trialEnd = input.trialDays ? start + input.trialDays * 86_400 : null;
      const end = trialEnd ?? periodEnd(start, interval);
      const subscriptionId = id('sub');
      await tx
        .insertInto('billing_ledger_subscriptions')
        .values({
          id: subscriptionId,
          customer_id: input.customerId,
          status: trialEnd ? 'trialing' : 'active',
          trial_end: trialEnd,
          current_period_start: start,
          current_period_end: end,
          created: start,
        })
        .execute();
      await tx
        .insertInto('billing_ledger_subscription_items')
        .values(
          input.items.map((item) => ({
            id: id('si'),
            subscription_id: subscriptionId,
            price_id: item.price,
            quantity: item.quantity,
          })),
        )
        .execute();
      const created = await subscriptionOf(tx, subscriptionId);
      const lines = trialEnd ? [] : fullPeriodLines(created);
      const first = await invoice(tx, created, { start, end }, lines);
      if (first.status !== 'paid') await setStatus(tx, subscriptionId, 'incomplete');
      return { sub: await subscriptionOf(tx, subscriptionId), firstInvoice: first };
    });
    await emit('customer.subscription.created', sub);
    await emit(firstInvoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', firstInvoice);
    return sub;
  };

  const completeCheckoutSession = async (sessionId: string): Promise<StripeSubscription> => {
    const row = await db
      .selectFrom('billing_ledger_intents')
      .selectAll()
      .where('id', '=', sessionId)
      .where('kind', '=', 'checkout_session')
      .executeTakeFirst();
    if (!row?.price_id || row.status === 'complete') throw missing('completeCheckoutSession');
    const trialDays = Number(row.status.split(':')[1] ?? 0);
    const sub = await createSubscription({
      customerId: row.customer_id,
      items: [{ price: row.price_id, quantity: 1 }],
      trialDays,
    });
    await db
      .updateTable('billing_ledger_intents')
      .set({ status: 'complete', subscription_id: sub.id })
      .where('id', '=', sessionId)
      .execute();
    await emit('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      customer: row.customer_id,
      subscription: sub.id,
    });
    return sub;
  };

  return {
    webhookSecret,
    failNext: (...args) => service.failNext(...args),
    catalogue: () =>
      service.call('catalogue', 'account', async () => {
        const products = await db.selectFrom('billing_ledger_products').selectAll().orderBy('id').execute();
        const byId = await prices(db);
        return products.map(
          (p): BillingProduct => ({
            id: p.id,
            name: p.name,
            features: p.features as string[],
            maxMarketplaces: p.max_marketplaces,
            isExtraMarketplace: p.is_extra_marketplace,
            prices: [...byId.values()].filter((price) => price.product === p.id),
          }),
        );
      }),
    createCustomer: (input) =>
      service.call('createCustomer', 'account', async () => {
        const existing = await db
          .selectFrom('billing_ledger_customers')
          .select('id')
          .where('brand_code', '=', input.brandCode)
          .executeTakeFirst();
        if (existing) return { customerId: existing.id };
        const customerId = id('cus');
        await db
          .insertInto('billing_ledger_customers')
          .values({
            id: customerId,
            brand_code: input.brandCode,
            email: input.email,
            name: input.name,
            created: now(),
          })
          .execute();
        return { customerId };
      }),
    customerOf: async (brandCode) =>
      (
        await db
          .selectFrom('billing_ledger_customers')
          .select('id')
          .where('brand_code', '=', brandCode)
          .executeTakeFirst()
      )?.id ?? null,
    promotionCode: (code) =>
      service.call('promotionCode', 'account', async () => {
        const row = await db
          .selectFrom('billing_ledger_promotion_codes')
          .selectAll()
          .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
          .where('active', '=', true)
          .executeTakeFirst();
        return row ? { id: row.id, code: row.code, trialDays: row.trial_days } : null;
      }),
    retrievePromotionCode: (promotionCodeId) =>
      service.call('retrievePromotionCode', 'account', async () => {
        const row = await db
          .selectFrom('billing_ledger_promotion_codes')
          .selectAll()
          .where('id', '=', promotionCodeId)
          .executeTakeFirst();
        return row ? { id: row.id, code: row.code, trialDays: row.trial_days, active: row.active } : null;
      }),
    createCheckoutSession: (input) =>
      service.call('createCheckoutSession', 'account', async () => {
        const sessionId = id('cs');
        await db
          .insertInto('billing_ledger_intents')
          .values({
            id: sessionId,
            kind: 'checkout_session',
            customer_id: input.customerId,
            price_id: input.priceId,
            status: input.trialDays ? `open:${input.trialDays}` : 'open',
            created: now(),
          })
          .execute();
        return { id: sessionId, url: input.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) };
      }),
    retrieveCheckoutSession: (sessionId) =>
      service.call('retrieveCheckoutSession', 'account', async () => {
        const row = await db
          .selectFrom('billing_ledger_intents')
          .selectAll()
          .where('id', '=', sessionId)
          .where('kind', '=', 'checkout_session')
          .executeTakeFirst();
        if (!row) throw missing('retrieveCheckoutSession');
        return {
          id: row.id,
          status: row.status === 'complete' ? 'complete' : 'open',
          subscription: row.subscription_id,
          customer: row.customer_id,
        };
      }),
    payCheckoutSession: async (sessionId, card) => {
      const row = await db
        .selectFrom('billing_ledger_intents')
        .select(['customer_id', 'status'])
        .where('id', '=', sessionId)
        .where('kind', '=', 'checkout_session')
        .executeTakeFirst();
      if (!row || row.status === 'complete') throw missing('payCheckoutSession');
      // Checkout keeps the session open on a declined card, for the customer to try another.
      if (card === 'declined') return 'requires_payment_method';
      await db
        .updateTable('billing_ledger_customers')
        .set({ payment_method: JSON.stringify(LOCAL_TEST_CARDS[card]) })
        .where('id', '=', row.customer_id)
        .execute();
      await completeCheckoutSession(sessionId);
      return 'succeeded';
    },
    completeCheckoutSession,
    createSetupIntent: (customerId) =>
      service.call('createSetupIntent', 'account', async () => {
        const intentId = id('seti');
        await db
          .insertInto('billing_ledger_intents')
          .values({
            id: intentId,
            kind: 'setup_intent',
            customer_id: customerId,
            status: 'requires_payment_method',
            created: now(),
          })
          .execute();
        return { id: intentId, clientSecret: `${intentId}_secret_${randomBytes(12).toString('base64url')}` };
      }),
    confirmSetupIntent: async (clientSecret, card) => {
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      const intent = await db
        .selectFrom('billing_ledger_intents')
        .selectAll()
        .where('id', '=', intentId)
        .where('kind', '=', 'setup_intent')
        .executeTakeFirst();
      if (!intent) throw missing('confirmSetupIntent');
      if (card === 'declined') return 'requires_payment_method';
      await db
        .updateTable('billing_ledger_customers')
        .set({ payment_method: JSON.stringify(LOCAL_TEST_CARDS[card]) })
        .where('id', '=', intent.customer_id)
        .execute();
      await db
        .updateTable('billing_ledger_intents')
        .set({ status: 'succeeded' })
        .where('id', '=', intentId)
        .execute();
      const subs = await db
        .selectFrom('billing_ledger_subscriptions')
        .select('id')
        .where('customer_id', '=', intent.customer_id)
        .where('status', '!=', 'canceled')
        .execute();
      for (const { id: subscriptionId } of subs) {
        const sub = await subscriptionOf(db, subscriptionId);
        // Stripe retries an open invoice on a new card; the local ledger settles a past-due one now.
        if (sub.status === 'past_due') {
          await db
            .updateTable('billing_ledger_invoices')
            .set({ status: 'paid' })
            .where('subscription_id', '=', subscriptionId)
            .where('status', '=', 'open')
            .execute();
          await setStatus(db, subscriptionId, 'active');
        }
        await emit('customer.subscription.updated', await subscriptionOf(db, subscriptionId));
      }
      return 'succeeded';
    },
    createSubscription,
    retrieveSubscription: (subscriptionId) =>
      service.call('retrieveSubscription', 'account', () => subscriptionOf(db, subscriptionId)),
    updateSubscription: (subscriptionId, changes) =>
      service.call('updateSubscription', 'account', async () => {
        const result = await db.transaction().execute(async (tx) => {
          const before = await subscriptionOf(tx, subscriptionId);
          if (before.status === 'canceled')
            throw new ConnectorError(BILLING_SERVICE, 'updateSubscription', 400, false);
          for (const change of changes) {
            if (!('id' in change))
              await tx
                .insertInto('billing_ledger_subscription_items')
                .values({
                  id: id('si'),
                  subscription_id: subscriptionId,
                  price_id: change.price,
                  quantity: change.quantity,
                })
                .execute();
            else if (change.deleted)
              await tx.deleteFrom('billing_ledger_subscription_items').where('id', '=', change.id).execute();
            else
              await tx
                .updateTable('billing_ledger_subscription_items')
                .set({
                  ...(change.price ? { price_id: change.price } : {}),
                  ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
                })
                .where('id', '=', change.id)
                .where('subscription_id', '=', subscriptionId)
                .execute();
          }
          const after = await subscriptionOf(tx, subscriptionId);
          // No charge while trialing: the trial ends on the new items' full price.
          if (after.status === 'trialing') return { after, invoice: null };
          const lines = prorationLines(before, after, now());
          const start = after.items.data[0]?.current_period_start ?? now();
          const end = after.items.data[0]?.current_period_end ?? now();
          const charged = lines.length > 0 ? await invoice(tx, after, { start, end }, lines) : null;
          if (charged && charged.status !== 'paid') await setStatus(tx, subscriptionId, 'past_due');
          return { after: await subscriptionOf(tx, subscriptionId), invoice: charged };
        });
        await emit('customer.subscription.updated', result.after);
        if (result.invoice)
          await emit(
            result.invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
            result.invoice,
          );
        return { subscription: result.after, invoice: result.invoice };
      }),
    cancelSubscription: (subscriptionId) =>
      service.call('cancelSubscription', 'account', async () => {
        await subscriptionOf(db, subscriptionId);
        await db
          .updateTable('billing_ledger_subscriptions')
          .set({ status: 'canceled', canceled_at: now() })
          .where('id', '=', subscriptionId)
          .execute();
        const sub = await subscriptionOf(db, subscriptionId);
        await emit('customer.subscription.deleted', sub);
        return sub;
      }),
    renew: async (subscriptionId, renewOptions) => {
      const { sub, charged } = await db.transaction().execute(async (tx) => {
        const current = await subscriptionOf(tx, subscriptionId);
        const interval = current.items.data[0]?.price.recurring.interval ?? 'month';
        const start = current.items.data[0]?.current_period_end ?? now();
        const end = periodEnd(start, interval);
        await tx
          .updateTable('billing_ledger_subscriptions')
          .set({ current_period_start: start, current_period_end: end, status: 'active' })
          .where('id', '=', subscriptionId)
          .execute();
        const renewed = await subscriptionOf(tx, subscriptionId);
        const bill = await invoice(
          tx,
          renewed,
          { start, end },
          fullPeriodLines(renewed),
          renewOptions?.decline === true,
        );
        if (bill.status !== 'paid') await setStatus(tx, subscriptionId, 'past_due');
        return { sub: await subscriptionOf(tx, subscriptionId), charged: bill };
      });
      await emit('customer.subscription.updated', sub);
      await emit(charged.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', charged);
      return sub;
    },
    invoices: (customerId) =>
      service.call('invoices', 'account', async () => {
        const rows = await db
          .selectFrom('billing_ledger_invoices')
          .selectAll()
          .where('customer_id', '=', customerId)
          .orderBy('created', 'desc')
          .orderBy('id')
          .execute();
        const lines = rows.length
          ? await db
              .selectFrom('billing_ledger_invoice_lines')
              .selectAll()
              .where(
                'invoice_id',
                'in',
                rows.map((r) => r.id),
              )
              .execute()
          : [];
        return rows.map(
          (r): StripeInvoice => ({
            id: r.id,
            object: 'invoice',
            customer: r.customer_id,
            status: r.status as StripeInvoice['status'],
            amount_due: r.amount_due,
            currency: r.currency,
            period_start: Number(r.period_start),
            period_end: Number(r.period_end),
            created: Number(r.created),
            parent: { subscription_details: { subscription: r.subscription_id } },
            lines: {
              data: lines
                .filter((l) => l.invoice_id === r.id)
                .map((l) => ({
                  price: l.price_id,
                  quantity: l.quantity,
                  amount: l.amount,
                  proration: l.proration,
                  description: l.description,
                })),
            },
          }),
        );
      }),
  };
}

function priceOf(row: {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  interval: string;
}): StripePrice {
  return {
    id: row.id,
    product: row.product_id,
    unit_amount: row.unit_amount,
    currency: row.currency,
    recurring: { interval: row.interval === 'year' ? 'year' : 'month' },
  };
}

function periodEnd(start: number, interval: 'month' | 'year'): number {
  const from = new Date(start * 1000);
  return getUnixTime(interval === 'year' ? addYears(from, 1) : addMonths(from, 1));
}

function fullPeriodLines(sub: StripeSubscription): StripeInvoice['lines']['data'] {
  return sub.items.data.map((item) => ({
    price: item.price.id,
    quantity: item.quantity,
    amount: item.price.unit_amount * item.quantity,
    proration: false,
    description: `${item.quantity} × ${item.price.id}`,
  }));
}

/**
 * Stripe's proration: for what changed, a credit for the unused time on the old price and quantity
 * and a charge for the remaining time on the new, each rounded to the cent (docs/decisions/0421).
 */
export function prorationLines(
  before: StripeSubscription,
  after: StripeSubscription,
  at: number,
): StripeInvoice['lines']['data'] {
  const start = after.items.data[0]?.current_period_start ?? at;
  const end = after.items.data[0]?.current_period_end ?? at;
  const share = end > start ? Math.max(0, end - at) / (end - start) : 0;
  const key = (item: { price: StripePrice; quantity: number }) => `${item.price.id}×${item.quantity}`;
  const beforeById = new Map(before.items.data.map((item) => [item.id, item]));
  const afterById = new Map(after.items.data.map((item) => [item.id, item]));
  const lines: StripeInvoice['lines']['data'] = [];
  for (const old of before.items.data) {
    const now = afterById.get(old.id);
    if (now && key(now) === key(old)) continue;
    lines.push({
      price: old.price.id,
      quantity: old.quantity,
      amount: -Math.round(old.price.unit_amount * old.quantity * share),
      proration: true,
      description: `Unused time on ${old.quantity} × ${old.price.id}`,
    });
  }
  for (const item of after.items.data) {
    const old = beforeById.get(item.id);
    if (old && key(old) === key(item)) continue;
    lines.push({
      price: item.price.id,
      quantity: item.quantity,
      amount: Math.round(item.price.unit_amount * item.quantity * share),
      proration: true,
      description: `Remaining time on ${item.quantity} × ${item.price.id}`,
    });
  }
  return lines.filter((line) => line.quantity > 0);
}
