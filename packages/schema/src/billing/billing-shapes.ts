import { z } from 'zod';

/** A price of a plan or add-on (spec 3 §3 'Plan'): unit_amount in the currency's minor unit (cents). */
export const priceShape = z
  .object({
    id: z.string(),
    unit_amount: z.number().int(),
    currency: z.string(),
    recurring: z.object({ interval: z.enum(['month', 'year']) }),
  })
  .meta({ id: 'BillingPrice' });

/** Spec 3 §3 'Plan': id, name, features, prices; maxMarketplaces is the plan's own allowance. */
export const planShape = z
  .object({
    id: z.string(),
    name: z.string(),
    features: z.array(z.string()),
    maxMarketplaces: z.number().int(),
    prices: z.array(priceShape),
  })
  .meta({ id: 'BillingPlan' });

/** Spec 3 §3 'Subscription item': id, name, quantity, unitAmount, interval, features, isExtraMarketplace, price. */
export const subscriptionItemShape = z
  .object({
    id: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unitAmount: z.number().int(),
    currency: z.string(),
    interval: z.enum(['month', 'year']),
    features: z.array(z.string()),
    isExtraMarketplace: z.boolean(),
    price: z.string(),
    productId: z.string(),
  })
  .meta({ id: 'SubscriptionItem' });
export type SubscriptionItem = z.infer<typeof subscriptionItemShape>;

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'] as const;

/** The card on file, as the provider describes it (never its number). */
export const paymentMethodShape = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .meta({ id: 'PaymentMethodCard' });

export const invoiceShape = z
  .object({
    id: z.string(),
    amountDue: z.number().int(),
    currency: z.string(),
    status: z.string(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    created: z.iso.datetime(),
    proration: z.boolean(),
  })
  .meta({ id: 'BillingInvoice' });

/** GET /brands/{brandCode}/subscription-items: the items, spec 3 §3 'Billing values', and what the page shows. */
export const subscriptionItemsAnswer = z.object({
  subscriptionItems: z.array(subscriptionItemShape),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  maxMarketplaces: z.number().int(),
  authorizedMarketplaces: z.number().int(),
  planMaxMarketplaces: z.number().int(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  currentPlanProductId: z.string().nullable(),
  trialEnd: z.iso.datetime().nullable(),
  paymentMethod: paymentMethodShape.nullable(),
  plans: z.array(planShape),
  invoices: z.array(invoiceShape),
});
export type SubscriptionItemsAnswer = z.infer<typeof subscriptionItemsAnswer>;
