import type { AppContext } from '../../app-context.ts';
import type { BillingProduct, StripeSubscription } from '../../connectors/billing/billing-connector.ts';
import { subscriptionItemsOf } from './subscription-items.ts';

/**
 * Writes what a verified event's subscription says (docs/decisions/0420): the brand's billing
 * state and the brand row's status, which the token's `active_brand_subscription` is read from. An
 * older state never replaces a newer one: `state_version` is the latest applied event's `created`.
 */
export async function applySubscription(
  ctx: AppContext,
  subscription: StripeSubscription,
  eventCreated: number,
): Promise<void> {
  const brandCode = subscription.metadata.brand_code;
  const catalogue = await ctx.connectors.billing.catalogue();
  const values = billingValuesOf(subscription, catalogue);
  const row = {
    customer_id: subscription.customer,
    subscription_id: subscription.id,
    status: subscription.status,
    current_plan_product_id: values.currentPlanProductId,
    plan_max_marketplaces: values.planMaxMarketplaces,
    max_marketplaces: values.maxMarketplaces,
    current_period_end: subscription.items.data[0]?.current_period_end ?? null,
    trial_end: subscription.trial_end,
    items: JSON.stringify(subscriptionItemsOf(subscription, catalogue)),
    payment_method: subscription.default_payment_method
      ? JSON.stringify(subscription.default_payment_method.card)
      : null,
    state_version: eventCreated,
    updated_at: new Date(),
  };
  await ctx.db.transaction().execute(async (tx) => {
    const applied = await tx
      .insertInto('brand_subscriptions')
      .values({ brand_code: brandCode, ...row })
      .onConflict((oc) =>
        oc
          .column('brand_code')
          .doUpdateSet(row)
          // A subscription read afresh is billing's latest, but two jobs may finish out of order.
          .where('brand_subscriptions.state_version', '<=', String(eventCreated)),
      )
      .returning('brand_code')
      .executeTakeFirst();
    if (!applied) return;
    await tx
      .updateTable('brands')
      .set({
        subscription_status: subscription.status,
        stripe_subscription_id: subscription.id,
        stripe_customer_ids: JSON.stringify([subscription.customer]),
        stripe_subscription_items: row.items,
        stripe_data: JSON.stringify({ id: subscription.id, status: subscription.status }),
      })
      .where('brand_code', '=', brandCode)
      .execute();
  });
}

/** Spec 3 §3 'Billing values' from a subscription: the plan's allowance plus the extra marketplaces. */
export function billingValuesOf(subscription: StripeSubscription, catalogue: readonly BillingProduct[]) {
  const products = new Map(catalogue.map((p) => [p.id, p]));
  let plan: BillingProduct | undefined;
  let extra = 0;
  for (const item of subscription.items.data) {
    const product = products.get(item.price.product);
    if (product?.isExtraMarketplace) extra += item.quantity;
    else if (product) plan = product;
  }
  const planMaxMarketplaces = plan?.maxMarketplaces ?? 1;
  return {
    currentPlanProductId: plan?.id ?? null,
    planMaxMarketplaces,
    maxMarketplaces: planMaxMarketplaces + extra,
  };
}
