/**
 * Billing objects in Stripe's own shape (API version 2026-10-28.endive, docs/decisions/0420): amounts
 * in cents, times in unix seconds, and the current period on each subscription item (where that API
 * version moved it), so the local ledger and the Stripe adapter answer alike.
 */
export type StripeSubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete';
export type PriceInterval = 'month' | 'year';

export interface StripePrice {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: PriceInterval };
}

export interface StripeSubscriptionItem {
  id: string;
  price: StripePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: StripeSubscriptionStatus;
  created: number;
  trial_end: number | null;
  canceled_at: number | null;
  metadata: { brand_code: string };
  items: { data: StripeSubscriptionItem[] };
  default_payment_method: {
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  } | null;
}

export interface StripeInvoiceLine {
  price: string;
  quantity: number;
  amount: number;
  proration: boolean;
  description: string;
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  currency: string;
  period_start: number;
  period_end: number;
  created: number;
  parent: { subscription_details: { subscription: string } };
  lines: { data: StripeInvoiceLine[] };
}

/** A product of the catalogue with its prices: a plan, or the extra-marketplace add-on. */
export interface BillingProduct {
  id: string;
  name: string;
  features: string[];
  /** The plan's own allowance; null for the add-on. */
  maxMarketplaces: number | null;
  isExtraMarketplace: boolean;
  prices: StripePrice[];
}

/** A promotion code: a trial of `trialDays` for sign-ups that use it (0 for none). */
export interface BillingPromotionCode {
  id: string;
  code: string;
  trialDays: number;
}

/** One item change of `subscriptions.update`: a new price for an item, a quantity, a new item, or removal. */
export type ItemChange =
  | { id: string; price?: string; quantity?: number; deleted?: false }
  | { id: string; deleted: true }
  | { price: string; quantity: number };

/**
 * Billing (Stripe, or the local ledger by default): only what the portal calls. Every change is
 * announced afterwards by a signed event into the portal's webhook route; answers here are never
 * where the portal learns subscription state.
 */
export interface BillingConnector {
  /** The signing secret events are verified with (the webhook endpoint's whsec_…). */
  readonly webhookSecret: string;
  catalogue(): Promise<BillingProduct[]>;
  createCustomer(input: { brandCode: string; email: string; name: string }): Promise<{ customerId: string }>;
  /** An active promotion code by what the customer typed (any case); null when none matches. */
  promotionCode(code: string): Promise<BillingPromotionCode | null>;
  /** A promotion code by id, active or not (null when there is none). */
  retrievePromotionCode(id: string): Promise<(BillingPromotionCode & { active: boolean }) | null>;
  /** Checkout in subscription mode (sign-up); the url is where the browser goes to pay. */
  createCheckoutSession(input: {
    customerId: string;
    brandCode: string;
    priceId: string;
    trialDays?: number;
    /** Applied to the subscription (Stripe: `discounts`); its trial days come in `trialDays`. */
    promotionCodeId?: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(
    id: string,
  ): Promise<{ id: string; status: 'open' | 'complete'; subscription: string | null; customer: string }>;
  createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  /** Plan and quantity changes, prorated and invoiced at once (`proration_behavior: always_invoice`). */
  updateSubscription(
    id: string,
    items: ItemChange[],
  ): Promise<{ subscription: StripeSubscription; invoice: StripeInvoice | null }>;
  cancelSubscription(id: string): Promise<StripeSubscription>;
  invoices(customerId: string): Promise<StripeInvoice[]>;
}
