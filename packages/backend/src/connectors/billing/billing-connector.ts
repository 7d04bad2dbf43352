/** A subscription as the portal reads it (Stripe's statuses, the ones the portal acts on). */
export interface BillingSubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: 'active' | 'past_due' | 'canceled';
  /** When the paid period ends (ISO instant). */
  currentPeriodEnd: string;
}

/**
 * Billing (Stripe when a real adapter comes, issue 26's later work): customers per brand and their
 * subscriptions. The local ledger is the default and keeps everything in memory.
 */
export interface BillingConnector {
  createCustomer(input: { brandCode: string; email: string; name: string }): Promise<{ customerId: string }>;
  subscribe(customerId: string, priceId: string): Promise<BillingSubscription>;
  subscriptions(customerId: string): Promise<BillingSubscription[]>;
  cancel(subscriptionId: string): Promise<BillingSubscription>;
}
