import type { SubscriptionItem } from '@portal/schema/rest';
import type { BillingProduct, StripeSubscription } from '../../connectors/billing/billing-connector.ts';

/** Spec 3 §3 'Subscription item' for each item of a subscription, named from the catalogue. */
export function subscriptionItemsOf(
  subscription: StripeSubscription,
  catalogue: readonly BillingProduct[],
): SubscriptionItem[] {
  const products = new Map(catalogue.map((p) => [p.id, p]));
  return subscription.items.data.map((item) => {
    const product = products.get(item.price.product);
    return {
      id: item.id,
      name: product?.name ?? item.price.product,
      quantity: item.quantity,
      unitAmount: item.price.unit_amount,
      currency: item.price.currency,
      interval: item.price.recurring.interval,
      features: product?.features ?? [],
      isExtraMarketplace: product?.isExtraMarketplace ?? false,
      price: item.price.id,
      productId: item.price.product,
    };
  });
}
