import type Stripe from 'stripe';
import { ConnectorError } from '../connector-errors.ts';
import type {
  BillingConnector,
  BillingProduct,
  StripeInvoice,
  StripePrice,
  StripeSubscription,
  StripeSubscriptionStatus,
} from './billing-connector.ts';
import { STRIPE_API_VERSION } from './stripe-events.ts';

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API, or a local fake in tests (`http://127.0.0.1:port`). */
  apiUrl?: string;
  timeoutMs?: number;
  retries?: number;
}

const SERVICE = 'Stripe';

/**
 * Billing through Stripe with the `stripe` package pinned to its own API version (docs/decisions/0420):
 * its client retries with idempotency keys. Plan and quantity changes prorate and invoice at once
 * (`always_invoice`); the current period is read from the subscription's items, where this API
 * version keeps it.
 */
export function createStripeAdapter(options: StripeAdapterOptions): BillingConnector {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  // The `stripe` package (~7 MB resident) is loaded at the first call to Stripe, not when the
  // backend starts: most processes and requests never bill (docs/decisions/0587).
  let client: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  const connect = () =>
    (client ??= import('stripe').then(({ default: StripeClient }) => ({
      stripe: new StripeClient(options.secretKey, {
        apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
        maxNetworkRetries: options.retries ?? 2,
        timeout: options.timeoutMs ?? 30_000,
        ...(url
          ? {
              host: url.hostname,
              port: Number(url.port),
              protocol: url.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
      }),
      errors: StripeClient.errors,
    })));
  const call = async <T>(
    operation: string,
    work: (stripe: Stripe, errors: typeof Stripe.errors) => Promise<T>,
  ): Promise<T> => {
    const { stripe, errors } = await connect();
    try {
      return await work(stripe, errors);
    } catch (error) {
      if (error instanceof errors.StripeError) {
        const status = error.statusCode ?? 502;
        throw new ConnectorError(SERVICE, operation, status, status === 429 || status >= 500);
      }
      throw error;
    }
  };
  const subscriptionOf = (sub: Stripe.Subscription): StripeSubscription => {
    const method = sub.default_payment_method;
    const card = method && typeof method !== 'string' ? method.card : null;
    return {
      id: sub.id,
      object: 'subscription',
      customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      status: sub.status as StripeSubscriptionStatus,
      created: sub.created,
      trial_end: sub.trial_end,
      canceled_at: sub.canceled_at,
      metadata: { brand_code: sub.metadata.brand_code ?? '' },
      items: {
        data: sub.items.data.map((item) => ({
          id: item.id,
          price: priceOf(item.price),
          quantity: item.quantity ?? 1,
          current_period_start: item.current_period_start,
          current_period_end: item.current_period_end,
        })),
      },
      default_payment_method: card
        ? {
            card: {
              brand: card.brand,
              last4: card.last4,
              exp_month: card.exp_month,
              exp_year: card.exp_year,
            },
          }
        : null,
    };
  };
  const retrieve = (id: string) =>
    call('retrieveSubscription', async (stripe) =>
      subscriptionOf(await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] })),
    );
  return {
    webhookSecret: options.webhookSecret,
    catalogue: () =>
      call('catalogue', async (stripe) => {
        const [products, prices] = await Promise.all([
          stripe.products.list({ active: true, limit: 100 }),
          stripe.prices.list({ active: true, limit: 100 }),
        ]);
        return products.data.map(
          (p): BillingProduct => ({
            id: p.id,
            name: p.name,
            features: p.marketing_features.map((f) => f.name ?? '').filter(Boolean),
            maxMarketplaces: p.metadata.max_marketplaces ? Number(p.metadata.max_marketplaces) : null,
            isExtraMarketplace: p.metadata.extra_marketplace === 'true',
            prices: prices.data.filter((price) => productId(price) === p.id).map(priceOf),
          }),
        );
      }),
    createCustomer: (input) =>
      call('createCustomer', async (stripe) => {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name, metadata: { brand_code: input.brandCode } },
          { idempotencyKey: `customer-${input.brandCode}` },
        );
        return { customerId: customer.id };
      }),
    promotionCode: (code) =>
      call('promotionCode', async (stripe) => {
        // Codes are matched as typed, lower-cased (spec 3 §5); the trial length is the code's metadata.
        const found = await stripe.promotionCodes.list({
          code: code.trim().toLowerCase(),
          active: true,
          limit: 1,
        });
        const promo = found.data[0];
        return promo
          ? { id: promo.id, code: promo.code, trialDays: Number(promo.metadata?.trial_days ?? 0) || 0 }
          : null;
      }),
    retrievePromotionCode: (promotionCodeId) =>
      call('retrievePromotionCode', async (stripe, errors) => {
        const promo = await stripe.promotionCodes.retrieve(promotionCodeId).catch((error: unknown) => {
          if (error instanceof errors.StripeError && error.statusCode === 404) return null;
          throw error;
        });
        return promo
          ? {
              id: promo.id,
              code: promo.code,
              trialDays: Number(promo.metadata?.trial_days ?? 0) || 0,
              active: promo.active,
            }
          : null;
      }),
    createCheckoutSession: (input) =>
      call('createCheckoutSession', async (stripe) => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // A code chosen at sign-up is applied here; otherwise Checkout offers its own code field.
          ...(input.promotionCodeId
            ? { discounts: [{ promotion_code: input.promotionCodeId }] }
            : { allow_promotion_codes: true }),
          subscription_data: {
            metadata: { brand_code: input.brandCode },
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
          },
        });
        return { id: session.id, url: session.url ?? '' };
      }),
    retrieveCheckoutSession: (id) =>
      call('retrieveCheckoutSession', async (stripe) => {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          status: session.status === 'complete' ? 'complete' : 'open',
          subscription:
            typeof session.subscription === 'string'
              ? session.subscription
              : (session.subscription?.id ?? null),
          customer: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? ''),
        };
      }),
    createSetupIntent: (customerId) =>
      call('createSetupIntent', async (stripe) => {
        const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
        return { id: intent.id, clientSecret: intent.client_secret ?? '' };
      }),
    retrieveSubscription: retrieve,
    updateSubscription: (id, changes) =>
      call('updateSubscription', async (stripe) => {
        const sub = await stripe.subscriptions.update(id, {
          items: changes.map((change) =>
            'id' in change
              ? change.deleted
                ? { id: change.id, deleted: true }
                : { id: change.id, price: change.price, quantity: change.quantity }
              : { price: change.price, quantity: change.quantity },
          ),
          proration_behavior: 'always_invoice',
          expand: ['latest_invoice', 'default_payment_method'],
        });
        const latest =
          sub.latest_invoice && typeof sub.latest_invoice !== 'string' ? sub.latest_invoice : null;
        return { subscription: subscriptionOf(sub), invoice: latest ? invoiceOf(latest) : null };
      }),
    cancelSubscription: (id) =>
      call('cancelSubscription', async (stripe) => subscriptionOf(await stripe.subscriptions.cancel(id))),
    invoices: (customerId) =>
      call('invoices', async (stripe) =>
        (await stripe.invoices.list({ customer: customerId, limit: 24 })).data.map(invoiceOf),
      ),
  };
}

const productId = (price: Stripe.Price) =>
  typeof price.product === 'string' ? price.product : price.product.id;

function priceOf(price: Stripe.Price): StripePrice {
  return {
    id: price.id,
    product: productId(price),
    unit_amount: price.unit_amount ?? 0,
    currency: price.currency,
    recurring: { interval: price.recurring?.interval === 'year' ? 'year' : 'month' },
  };
}

function invoiceOf(invoice: Stripe.Invoice): StripeInvoice {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return {
    id: invoice.id ?? '',
    object: 'invoice',
    customer: typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? ''),
    status: invoice.status === 'paid' ? 'paid' : 'open',
    amount_due: invoice.amount_due,
    currency: invoice.currency,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    created: invoice.created,
    parent: {
      subscription_details: {
        subscription: typeof subscription === 'string' ? subscription : (subscription?.id ?? ''),
      },
    },
    lines: {
      data: invoice.lines.data.map((line) => {
        const price = line.pricing?.price_details?.price;
        return {
          price: typeof price === 'string' ? price : (price?.id ?? ''),
          quantity: line.quantity ?? 0,
          amount: line.amount,
          proration: line.parent?.subscription_item_details?.proration ?? false,
          description: line.description ?? '',
        };
      }),
    },
  };
}
