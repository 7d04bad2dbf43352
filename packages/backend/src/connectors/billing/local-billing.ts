import { randomBytes } from 'node:crypto';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import type { BillingConnector, BillingSubscription } from './billing-connector.ts';

export const BILLING_SERVICE = 'Billing';
const PERIOD_MS = 30 * 86_400_000;
const id = (prefix: string) => `${prefix}_local${randomBytes(9).toString('base64url')}`;

export type LocalBilling = BillingConnector & Faults;

/**
 * A local billing ledger: customers and subscriptions in memory, ids shaped like Stripe's, a
 * 30-day period. Stripe allows 25 requests/s in test mode; the local bucket is the same.
 */
export function createLocalBilling(): LocalBilling {
  const service = new LocalService(BILLING_SERVICE, { defaultRate: { perSecond: 25, burst: 25 } });
  const customers = new Set<string>();
  const subscriptions = new Map<string, BillingSubscription>();
  const missing = (operation: string) => new ConnectorError(BILLING_SERVICE, operation, 404, false);
  return {
    failNext: (...args) => service.failNext(...args),
    createCustomer: () =>
      service.call('createCustomer', 'account', () => {
        const customerId = id('cus');
        customers.add(customerId);
        return { customerId };
      }),
    subscribe: (customerId, priceId) =>
      service.call('subscribe', 'account', () => {
        if (!customers.has(customerId)) throw missing('subscribe');
        const subscription: BillingSubscription = {
          id: id('sub'),
          customerId,
          priceId,
          status: 'active',
          currentPeriodEnd: new Date(Date.now() + PERIOD_MS).toISOString(),
        };
        subscriptions.set(subscription.id, subscription);
        return { ...subscription };
      }),
    subscriptions: (customerId) =>
      service.call('subscriptions', 'account', () =>
        [...subscriptions.values()].filter((s) => s.customerId === customerId).map((s) => ({ ...s })),
      ),
    cancel: (subscriptionId) =>
      service.call('cancel', 'account', () => {
        const subscription = subscriptions.get(subscriptionId);
        if (!subscription) throw missing('cancel');
        subscription.status = 'canceled';
        return { ...subscription };
      }),
  };
}
