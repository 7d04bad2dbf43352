import type { billingContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { LocalBilling } from '../../connectors/billing/local-billing.ts';
import type { RawBodyRequest } from '../../http/app.ts';
import { notFound } from '../../http/http-error.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  brandBilling,
  cancelSubscription,
  changeSubscriptionPlan,
  checkoutSucceeded,
  createSetupIntent,
  updateMaxMarketplaces,
} from './billing.service.ts';
import { receiveBillingWebhook } from './billing-webhook.ts';

/** The local ledger's own card form, where Stripe.js would confirm a setup intent. */
function localLedger(ctx: AppContext): LocalBilling {
  const billing = ctx.connectors.billing as Partial<LocalBilling>;
  if (!billing.confirmSetupIntent) throw notFound('The card form of the local billing ledger is not in use.');
  return billing as LocalBilling;
}

export function billingHandlers(ctx: AppContext): ContractHandlers<typeof billingContract> {
  return {
    subscriptionItems: ({ params, principal }) => brandBilling(ctx, principal, params.brandCode),
    createSetupIntent: ({ principal }) => createSetupIntent(ctx, principal),
    confirmLocalSetupIntent: async ({ body }) => ({
      status: await localLedger(ctx).confirmSetupIntent(body.clientSecret, body.testCard),
    }),
    changeSubscriptionPlan: ({ body, principal }) =>
      changeSubscriptionPlan(ctx, principal, body.selectedPriceId),
    updateMaxMarketplaces: ({ body, principal }) =>
      updateMaxMarketplaces(ctx, principal, body.maxMarketplaces, body.currentPlanProductId ?? null),
    cancelSubscription: ({ principal }) => cancelSubscription(ctx, principal),
    checkoutSucceeded: ({ body, principal }) => checkoutSucceeded(ctx, principal, body.sessionId),
    webhook: async ({ req }) => {
      const raw = (req as unknown as RawBodyRequest).rawBody ?? Buffer.from('');
      await receiveBillingWebhook(ctx, {
        payload: raw.toString('utf8'),
        signature: req.get('stripe-signature') ?? '',
      });
      return { received: true };
    },
  };
}
