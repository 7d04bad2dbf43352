import type { MaxMarketplacesStatus } from '@portal/schema';
import type { SubscriptionItem, SubscriptionItemsAnswer } from '@portal/schema/rest';
import { fromUnixTime } from 'date-fns';
import type { AppContext } from '../../app-context.ts';
import type { BillingProduct, ItemChange } from '../../connectors/billing/billing-connector.ts';
import type { LocalBilling } from '../../connectors/billing/local-billing.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { subscriptionItemsOf } from './subscription-items.ts';

const NO_BILLING = 'The brand has no billing record.';
const iso = (seconds: number | string | null) =>
  seconds === null ? null : fromUnixTime(Number(seconds)).toISOString();

/** The brand a billing call is about: the caller's own (account pages are brand admins' only). */
export function ownBrand(principal: Principal, brandCode?: string): string {
  if (
    !principal.brandCode ||
    (brandCode !== undefined && brandCode.toUpperCase() !== principal.brandCode.toUpperCase())
  )
    throw notFound('Brand not found.');
  return principal.brandCode;
}

export const stateOf = (ctx: AppContext, brandCode: string) =>
  ctx.db.selectFrom('brand_subscriptions').selectAll().where('brand_code', '=', brandCode).executeTakeFirst();

async function authorizedCount(ctx: AppContext, brandCode: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('authorized_marketplaces')
    .select((eb) => eb.fn.count<string>('marketplace_id').distinct().as('n'))
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** GET /brands/{brandCode}/subscription-items: what the webhooks last said, the catalogue and invoices. */
export async function brandBilling(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
): Promise<SubscriptionItemsAnswer> {
  const code = ownBrand(principal, brandCode);
  const [state, authorized, catalogue] = await Promise.all([
    stateOf(ctx, code),
    authorizedCount(ctx, code),
    ctx.connectors.billing.catalogue(),
  ]);
  const invoices = state ? await ctx.connectors.billing.invoices(state.customer_id) : [];
  return {
    // Names and features from today's catalogue: a product's wording may change after the event.
    subscriptionItems: ((state?.items as SubscriptionItem[] | undefined) ?? []).map((item) => {
      const product = catalogue.find((p) => p.id === item.productId);
      return product ? { ...item, name: product.name, features: product.features } : item;
    }),
    subscriptionStatus: (state?.status as SubscriptionItemsAnswer['subscriptionStatus']) ?? null,
    maxMarketplaces: state?.max_marketplaces ?? 1,
    authorizedMarketplaces: authorized,
    planMaxMarketplaces: state?.plan_max_marketplaces ?? 1,
    currentPeriodEnd: iso(state?.current_period_end ?? null),
    currentPlanProductId: state?.current_plan_product_id ?? null,
    trialEnd: iso(state?.trial_end ?? null),
    paymentMethod: state?.payment_method ? cardOf(state.payment_method) : null,
    plans: catalogue
      .filter((p) => !p.isExtraMarketplace)
      .map((p) => ({
        id: p.id,
        name: p.name,
        features: p.features,
        maxMarketplaces: p.maxMarketplaces ?? 1,
        prices: p.prices,
      })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      amountDue: invoice.amount_due,
      currency: invoice.currency,
      status: invoice.status,
      periodStart: iso(invoice.period_start) as string,
      periodEnd: iso(invoice.period_end) as string,
      created: iso(invoice.created) as string,
      proration: invoice.lines.data.some((line) => line.proration),
    })),
  };
}

function cardOf(stored: unknown) {
  const card = stored as { brand: string; last4: string; exp_month: number; exp_year: number };
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

async function subscriptionFor(ctx: AppContext, principal: Principal) {
  const state = await stateOf(ctx, ownBrand(principal));
  if (!state || state.status === 'canceled') throw notFound(NO_BILLING);
  return ctx.connectors.billing.retrieveSubscription(state.subscription_id);
}

/** POST /stripe/create-setup-intent: the customer of the caller's brand, made on first use. */
export async function createSetupIntent(
  ctx: AppContext,
  principal: Principal,
): Promise<{ clientSecret: string }> {
  const brandCode = ownBrand(principal);
  const state = await stateOf(ctx, brandCode);
  const customerId =
    state?.customer_id ??
    (await ctx.connectors.billing.createCustomer({ brandCode, email: principal.email, name: brandCode }))
      .customerId;
  const intent = await ctx.connectors.billing.createSetupIntent(customerId);
  return { clientSecret: intent.clientSecret };
}

const priceIndex = (catalogue: readonly BillingProduct[]) =>
  new Map(
    catalogue.flatMap((product) => product.prices.map((price) => [price.id, { product, price }] as const)),
  );

/** POST /stripe/change-subscription-plan: the plan item moves to the chosen price, the add-on to its interval. */
export async function changeSubscriptionPlan(ctx: AppContext, principal: Principal, selectedPriceId: string) {
  const subscription = await subscriptionFor(ctx, principal);
  const catalogue = await ctx.connectors.billing.catalogue();
  const prices = priceIndex(catalogue);
  const selected = prices.get(selectedPriceId);
  if (!selected || selected.product.isExtraMarketplace) throw notFound('No such plan price.');
  const interval = selected.price.recurring.interval;
  const extraPrice = catalogue
    .find((p) => p.isExtraMarketplace)
    ?.prices.find((p) => p.recurring.interval === interval);
  const changes: ItemChange[] = subscription.items.data.map((item) =>
    prices.get(item.price.id)?.product.isExtraMarketplace
      ? { id: item.id, price: extraPrice?.id ?? item.price.id }
      : { id: item.id, price: selected.price.id },
  );
  const { subscription: after, invoice } = await ctx.connectors.billing.updateSubscription(
    subscription.id,
    changes,
  );
  return {
    success: true,
    newSubscriptionItems: subscriptionItemsOf(after, catalogue),
    prorationAmount: invoice?.amount_due ?? 0,
    currency: selected.price.currency,
  };
}

/** POST /stripe/update-max-marketplaces: never below the authorized count; the add-on's quantity is the rest. */
export async function updateMaxMarketplaces(
  ctx: AppContext,
  principal: Principal,
  maxMarketplaces: number,
  /** The plan the page showed (spec 3 §7's body); checked to be a plan of the catalogue. */
  currentPlanProductId: string | null = null,
) {
  const brandCode = ownBrand(principal);
  const subscription = await subscriptionFor(ctx, principal);
  const catalogue = await ctx.connectors.billing.catalogue();
  // The server works from its own subscription; the page's plan must at least be one of ours.
  if (currentPlanProductId !== null && !catalogue.some((p) => p.id === currentPlanProductId))
    throw badRequest('No such plan: reload the page and choose again.');
  const prices = priceIndex(catalogue);
  const refuse = (status: MaxMarketplacesStatus, current: SubscriptionItem[]) => ({
    success: false,
    status,
    maxMarketplaces,
    newSubscriptionItems: current,
  });
  const current = subscriptionItemsOf(subscription, catalogue);
  // The server's own count, not the caller's: a stale page may think fewer are connected.
  if (maxMarketplaces < (await authorizedCount(ctx, brandCode)))
    return refuse('MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED', current);
  const planItem = subscription.items.data.find(
    (item) => !prices.get(item.price.id)?.product.isExtraMarketplace,
  );
  const plan = planItem ? prices.get(planItem.price.id) : undefined;
  if (!planItem || !plan) return refuse('MAX_MARKETPLACES_NO_PLAN_ITEM', current);
  const extra = Math.max(0, maxMarketplaces - (plan.product.maxMarketplaces ?? 1));
  const extraItem = subscription.items.data.find(
    (item) => prices.get(item.price.id)?.product.isExtraMarketplace,
  );
  const extraPrice = catalogue
    .find((p) => p.isExtraMarketplace)
    ?.prices.find((p) => p.recurring.interval === plan.price.recurring.interval);
  let change: ItemChange | null = null;
  if (extraItem)
    change = extra > 0 ? { id: extraItem.id, quantity: extra } : { id: extraItem.id, deleted: true };
  else if (extra > 0 && extraPrice) change = { price: extraPrice.id, quantity: extra };
  if (!change)
    return { success: true, status: 'SUCCESS' as const, maxMarketplaces, newSubscriptionItems: current };
  const { subscription: after } = await ctx.connectors.billing.updateSubscription(subscription.id, [change]);
  return {
    success: true,
    status: 'SUCCESS' as const,
    maxMarketplaces,
    newSubscriptionItems: subscriptionItemsOf(after, catalogue),
  };
}

/** POST /stripe/cancel-subscription: billing cancels; access follows when its event arrives. */
export async function cancelSubscription(ctx: AppContext, principal: Principal) {
  const subscription = await subscriptionFor(ctx, principal);
  await ctx.connectors.billing.cancelSubscription(subscription.id);
  return { success: true };
}

/** POST /users/ffp-checkout-succeeded: the session must be the caller's brand's and complete. */
export async function checkoutSucceeded(ctx: AppContext, principal: Principal, sessionId: string) {
  const brandCode = ownBrand(principal);
  const session = await ctx.connectors.billing.retrieveCheckoutSession(sessionId).catch(() => null);
  const state = await stateOf(ctx, brandCode);
  const own =
    session &&
    (await ctx.connectors.billing.retrieveSubscription(session.subscription ?? '').catch(() => null));
  if (!session || (own && own.metadata.brand_code !== brandCode)) throw notFound('No such checkout session.');
  return { success: session.status === 'complete', subscriptionStatus: state?.status ?? null };
}

/** GET /stripe/get-promotion-code-id: an active code as typed (trimmed, any case). */
export async function promotionCodeId(ctx: AppContext, code: string) {
  const promo = await ctx.connectors.billing.promotionCode(code);
  if (!promo) throw notFound(`Invalid promotion code ${code.trim().toLowerCase()}.`);
  return { promotionCodeId: promo.id, trialDays: promo.trialDays };
}

/** The brand's billing customer, made on first use. */
async function customerFor(ctx: AppContext, principal: Principal, brandCode: string): Promise<string> {
  const state = await stateOf(ctx, brandCode);
  if (state) return state.customer_id;
  const { customerId } = await ctx.connectors.billing.createCustomer({
    brandCode,
    email: principal.email,
    name: brandCode,
  });
  return customerId;
}

/**
 * POST /stripe/create-checkout-session: a subscription starts in Checkout (subscription mode), in
 * trial for as many days as the promotion code gives. The webhooks, not this answer, start access.
 */
export async function createCheckoutSession(
  ctx: AppContext,
  principal: Principal,
  input: { priceId: string; promotionCodeId?: string | null },
) {
  const brandCode = ownBrand(principal);
  const state = await stateOf(ctx, brandCode);
  if (state && state.status !== 'canceled')
    throw new HttpError(409, 'The brand already has a subscription: change its plan instead.');
  const catalogue = await ctx.connectors.billing.catalogue();
  const selected = priceIndex(catalogue).get(input.priceId);
  if (!selected || selected.product.isExtraMarketplace) throw notFound('No such plan price.');
  let trialDays = 0;
  if (input.promotionCodeId) {
    // The id get-promotion-code-id answered, read again: a code deactivated since is refused.
    const promo = await ctx.connectors.billing.retrievePromotionCode(input.promotionCodeId);
    if (!promo?.active) throw notFound('No such promotion code.');
    trialDays = promo.trialDays;
  }
  const customerId = await customerFor(ctx, principal, brandCode);
  const base = ctx.publicUrl.replace(/\/$/, '');
  const session = await ctx.connectors.billing.createCheckoutSession({
    customerId,
    brandCode,
    priceId: selected.price.id,
    ...(trialDays > 0 ? { trialDays } : {}),
    ...(input.promotionCodeId ? { promotionCodeId: input.promotionCodeId } : {}),
    // Stripe fills in {CHECKOUT_SESSION_ID}; the page then calls ffp-checkout-succeeded (spec 3 §4).
    successUrl: `${base}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    // Leaving Stripe's checkout unpaid returns to the spec's 'Welcome back!' page.
    cancelUrl: `${base}/subscription-cancelled`,
  });
  return {
    sessionId: session.id,
    url: session.url,
    hostedBy: isLocal(ctx) ? ('local' as const) : ('stripe' as const),
  };
}

const isLocal = (ctx: AppContext) => 'payCheckoutSession' in ctx.connectors.billing;

/** The local ledger, for what Stripe's hosted pages and Stripe.js do for real. */
export function localLedger(ctx: AppContext): LocalBilling {
  if (!isLocal(ctx)) throw notFound('The local billing ledger is not in use.');
  return ctx.connectors.billing as LocalBilling;
}

/** POST /stripe/local/pay-checkout-session: only the caller's brand's own session. */
export async function payLocalCheckoutSession(
  ctx: AppContext,
  principal: Principal,
  sessionId: string,
  card: 'visa' | 'mastercard' | 'declined',
) {
  const ledger = localLedger(ctx);
  const brandCode = ownBrand(principal);
  const session = await ledger.retrieveCheckoutSession(sessionId).catch(() => null);
  const customer = await ledger.customerOf(brandCode);
  if (!session || session.customer !== customer) throw notFound('No such checkout session.');
  return { status: await ledger.payCheckoutSession(sessionId, card) };
}

/** POST /dev/billing/end-period: the local ledger's clock reaches the period's end for the caller's brand. */
export async function devEndBillingPeriod(ctx: AppContext, principal: Principal, decline: boolean) {
  const ledger = localLedger(ctx);
  const subscription = await subscriptionFor(ctx, principal);
  const renewed = await ledger.renew(subscription.id, { decline });
  return { status: renewed.status };
}
