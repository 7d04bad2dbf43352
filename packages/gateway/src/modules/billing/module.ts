import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { BillingAPI } from './billing-api.ts';

const billingResolvers: Resolvers = {
  Query: {
    billing: (_root, { brandCode }, { dataSources }) => dataSources.billing.billing(brandCode),
    promotionCode: (_root, { promotionCode }, { dataSources }) =>
      dataSources.billing.promotionCode(promotionCode),
  },
  Mutation: {
    createSetupIntent: (_root, _args, { dataSources }) => dataSources.billing.createSetupIntent(),
    confirmLocalSetupIntent: (_root, { clientSecret, testCard }, { dataSources }) =>
      dataSources.billing.confirmLocalSetupIntent(clientSecret, testCard),
    changeSubscriptionPlan: (_root, { selectedPriceId, activePlan }, { dataSources }) =>
      dataSources.billing.changeSubscriptionPlan(selectedPriceId, activePlan ?? null),
    updateMaxMarketplaces: (_root, args, { dataSources }) => dataSources.billing.updateMaxMarketplaces(args),
    invoicePdf: (_root, { brandCode, invoiceId }, { dataSources }) =>
      dataSources.billing.invoicePdf(brandCode, invoiceId),
    cancelSubscription: (_root, _args, { dataSources }) => dataSources.billing.cancelSubscription(),
    createCheckoutSession: (_root, { priceId, promotionCodeId }, { dataSources }) =>
      dataSources.billing.createCheckoutSession(priceId, promotionCodeId ?? null),
    payLocalCheckoutSession: (_root, { sessionId, testCard }, { dataSources }) =>
      dataSources.billing.payLocalCheckoutSession(sessionId, testCard),
    ffpCheckoutSucceeded: (_root, { sessionId }, { dataSources }) =>
      dataSources.billing.checkoutSucceeded(sessionId),
  },
};

export const billingModule = defineGatewayModule({
  name: 'billing',
  resolvers: billingResolvers,
  dataSources: { billing: (config) => new BillingAPI(config) },
});
