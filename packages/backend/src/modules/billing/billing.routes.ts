import type { billingContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { RawBodyRequest } from '../../http/app.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  brandBilling,
  cancelSubscription,
  changeSubscriptionPlan,
  checkoutSucceeded,
  createCheckoutSession,
  createSetupIntent,
  devEndBillingPeriod,
  localLedger,
  payLocalCheckoutSession,
  promotionCodeId,
  updateMaxMarketplaces,
} from './billing.service.ts';
import { receiveBillingWebhook } from './billing-webhook.ts';
import { invoicePdfLink } from './invoice-download.ts';

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
    invoicePdf: ({ params, principal }) => invoicePdfLink(ctx, principal, params.brandCode, params.invoiceId),
    cancelSubscription: ({ principal }) => cancelSubscription(ctx, principal),
    getPromotionCodeId: ({ query }) => promotionCodeId(ctx, query.promotionCode),
    createCheckoutSession: ({ body, principal }) => createCheckoutSession(ctx, principal, body),
    payLocalCheckoutSession: ({ body, principal }) =>
      payLocalCheckoutSession(ctx, principal, body.sessionId, body.testCard),
    devEndBillingPeriod: ({ body, principal }) => devEndBillingPeriod(ctx, principal, body.decline === true),
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
