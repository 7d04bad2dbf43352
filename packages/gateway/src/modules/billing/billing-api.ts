import { billingContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';

/** The billing calls (contract: packages/schema/src/billing/billing.rest.ts). */
export class BillingAPI extends PortalRESTDataSource {
  async billing(brandCode: string) {
    const answer = await this.call(billingContract.subscriptionItems, { params: { brandCode } });
    return {
      ...answer,
      plans: answer.plans.map((plan) => ({
        ...plan,
        prices: plan.prices.map((p) => ({
          id: p.id,
          unitAmount: p.unit_amount,
          currency: p.currency,
          interval: p.recurring.interval,
        })),
      })),
    };
  }

  async createSetupIntent() {
    return (await this.call(billingContract.createSetupIntent, {})).clientSecret;
  }

  async confirmLocalSetupIntent(clientSecret: string, testCard: string) {
    const body = { clientSecret, testCard: testCard as 'visa' | 'mastercard' | 'declined' };
    return (await this.call(billingContract.confirmLocalSetupIntent, { body })).status;
  }

  changeSubscriptionPlan(selectedPriceId: string, activePlan: string | null) {
    return this.call(billingContract.changeSubscriptionPlan, {
      body: { selectedPriceId, activePlan, subscriptionItems: [] },
    });
  }

  updateMaxMarketplaces(input: {
    maxMarketplaces: number;
    numberOfAuthorizedMarketplaces: number;
    planMaxMarketplaces: number;
    currentPlanProductId?: string | null;
  }) {
    return this.call(billingContract.updateMaxMarketplaces, { body: { ...input, subscriptionItems: [] } });
  }

  async invoicePdf(brandCode: string, invoiceId: string) {
    return (await this.call(billingContract.invoicePdf, { params: { brandCode, invoiceId } })).url;
  }

  async cancelSubscription() {
    return (await this.call(billingContract.cancelSubscription, {})).success;
  }

  promotionCode(promotionCode: string) {
    return this.call(billingContract.getPromotionCodeId, { query: { promotionCode } });
  }

  createCheckoutSession(priceId: string, promotionCodeId: string | null) {
    return this.call(billingContract.createCheckoutSession, { body: { priceId, promotionCodeId } });
  }

  async payLocalCheckoutSession(sessionId: string, testCard: string) {
    const body = { sessionId, testCard: testCard as 'visa' | 'mastercard' | 'declined' };
    return (await this.call(billingContract.payLocalCheckoutSession, { body })).status;
  }

  checkoutSucceeded(sessionId: string) {
    return this.call(billingContract.checkoutSucceeded, { body: { sessionId } });
  }
}
