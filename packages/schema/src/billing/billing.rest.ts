import { z } from 'zod';
import { brandCodeShape } from '../brands/brand-shapes.ts';
import { MAX_MARKETPLACES_STATUSES } from '../constants/billing.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { subscriptionItemShape, subscriptionItemsAnswer } from './billing-shapes.ts';

const tag = 'billing';
const itemsInput = z.array(subscriptionItemShape).max(20);
const noBilling = 'The brand has no billing record.';

/** Spec 3 §7 'Billing' and 'Sign-up and authorization' (the checkout and the webhook). */
export const billingContract = defineContract({
  subscriptionItems: defineRoute({
    method: 'get',
    path: '/brands/{brandCode}/subscription-items',
    operationId: 'subscriptionItems',
    summary: 'The subscription items, maximum marketplaces and billing values of a brand',
    tag,
    access: { permission: 'account.view' },
    params: z.object({ brandCode: brandCodeShape }),
    responses: { 200: { description: 'The brand’s billing.', schema: subscriptionItemsAnswer } },
    errors: { 404: 'Brand not found.' },
  }),
  createSetupIntent: defineRoute({
    method: 'post',
    path: '/stripe/create-setup-intent',
    operationId: 'createSetupIntent',
    summary: 'Starts a card change: a setup intent whose client secret the card form confirms',
    tag,
    access: { permission: 'account.view' },
    responses: { 200: { description: 'The client secret.', schema: z.object({ clientSecret: z.string() }) } },
    errors: { 404: noBilling },
  }),
  confirmLocalSetupIntent: defineRoute({
    method: 'post',
    path: '/stripe/local/confirm-setup-intent',
    operationId: 'confirmLocalSetupIntent',
    summary:
      'The local ledger’s card form: confirms a setup intent with a test card (Stripe.js does this for real)',
    tag,
    access: { permission: 'account.view' },
    body: z.object({
      clientSecret: z.string().max(200),
      testCard: z.enum(['visa', 'mastercard', 'declined']),
    }),
    responses: {
      200: {
        description: 'The setup intent’s outcome.',
        schema: z.object({ status: z.enum(['succeeded', 'requires_payment_method']) }),
      },
    },
    errors: { 404: noBilling },
  }),
  changeSubscriptionPlan: defineRoute({
    method: 'post',
    path: '/stripe/change-subscription-plan',
    operationId: 'changeSubscriptionPlan',
    summary: 'Changes the plan price (prorated and invoiced now)',
    tag,
    access: { permission: 'account.view' },
    body: z.object({
      selectedPriceId: z.string().max(100),
      subscriptionItems: itemsInput,
      activePlan: z.string().max(100).nullable().optional(),
    }),
    responses: {
      200: {
        description: 'The new items, and the prorated amount invoiced now (cents).',
        schema: z.object({
          success: z.boolean(),
          message: z.string().optional(),
          clientSecret: z.string().optional(),
          newSubscriptionItems: z.array(subscriptionItemShape),
          prorationAmount: z.number().int(),
          currency: z.string(),
        }),
      },
    },
    errors: { 404: noBilling },
  }),
  updateMaxMarketplaces: defineRoute({
    method: 'post',
    path: '/stripe/update-max-marketplaces',
    operationId: 'updateMaxMarketplaces',
    summary: 'Sets the maximum number of marketplaces (the extra-marketplace quantity above the plan’s)',
    tag,
    access: { permission: 'account.view' },
    body: z.object({
      currentPlanProductId: z.string().max(100).nullable().optional(),
      numberOfAuthorizedMarketplaces: z.number().int().min(0).max(1000),
      maxMarketplaces: z.number().int().min(1).max(1000),
      planMaxMarketplaces: z.number().int().min(0).max(1000),
      subscriptionItems: itemsInput,
    }),
    responses: {
      200: {
        description: 'A status (spec 3 §8); the new items on success.',
        schema: z.object({
          success: z.boolean(),
          status: z.enum(MAX_MARKETPLACES_STATUSES),
          maxMarketplaces: z.number().int(),
          newSubscriptionItems: z.array(subscriptionItemShape),
        }),
      },
    },
    errors: { 404: noBilling },
  }),
  invoicePdf: defineRoute({
    method: 'post',
    path: '/brands/{brandCode}/invoices/{invoiceId}/pdf',
    operationId: 'invoicePdf',
    summary: 'Renders one of the brand’s invoices as a PDF and answers a download link to it',
    tag,
    access: { permission: 'account.view' },
    params: z.object({ brandCode: brandCodeShape, invoiceId: z.string().min(1).max(100) }),
    responses: {
      200: {
        description: 'A signed link to the PDF, valid for ten minutes, for the caller only.',
        schema: z.object({ url: z.string() }),
      },
    },
    errors: { 404: 'Invoice not found.' },
  }),
  cancelSubscription: defineRoute({
    method: 'post',
    path: '/stripe/cancel-subscription',
    operationId: 'cancelSubscription',
    summary: 'Cancels the brand’s subscription now',
    tag,
    access: { permission: 'account.view' },
    responses: { 200: { description: 'Cancelled.', schema: z.object({ success: z.boolean() }) } },
    errors: { 404: noBilling },
  }),
  getPromotionCodeId: defineRoute({
    method: 'get',
    path: '/stripe/get-promotion-code-id',
    operationId: 'getPromotionCodeId',
    summary: 'The id of an active promotion code (trimmed, any case), and the trial it gives',
    tag,
    // The Create Account page applies a code before anyone is signed in (spec 3 §2, §4).
    access: { public: true },
    query: z.object({ promotionCode: z.string().min(1).max(100) }),
    responses: {
      200: {
        description: 'The promotion code.',
        schema: z.object({ promotionCodeId: z.string(), trialDays: z.number().int() }),
      },
    },
    errors: { 404: 'Invalid promotion code.' },
  }),
  createCheckoutSession: defineRoute({
    method: 'post',
    path: '/stripe/create-checkout-session',
    operationId: 'createCheckoutSession',
    summary:
      'Starts a subscription: a Checkout session in subscription mode, in trial when the promotion code gives one',
    tag,
    access: { permission: 'account.view' },
    body: z.object({
      priceId: z.string().max(100),
      promotionCodeId: z.string().max(100).nullable().optional(),
    }),
    responses: {
      200: {
        description:
          'The session and where the browser pays: Stripe’s hosted page, or the local ledger’s card form.',
        schema: z.object({
          sessionId: z.string(),
          url: z.string(),
          hostedBy: z.enum(['stripe', 'local']),
        }),
      },
    },
    errors: {
      404: 'No such plan price or promotion code.',
      409: 'The brand already has a subscription.',
    },
  }),
  payLocalCheckoutSession: defineRoute({
    method: 'post',
    path: '/stripe/local/pay-checkout-session',
    operationId: 'payLocalCheckoutSession',
    summary:
      'The local ledger’s checkout page: pays a session with a test card (Stripe’s page does this for real)',
    tag,
    access: { permission: 'account.view' },
    body: z.object({
      sessionId: z.string().max(200),
      testCard: z.enum(['visa', 'mastercard', 'declined']),
    }),
    responses: {
      200: {
        description: 'The payment’s outcome.',
        schema: z.object({ status: z.enum(['succeeded', 'requires_payment_method']) }),
      },
    },
    errors: { 404: 'No such checkout session.' },
  }),
  devEndBillingPeriod: defineRoute({
    method: 'post',
    path: '/dev/billing/end-period',
    operationId: 'devEndBillingPeriod',
    summary:
      'Ends the caller’s billing period now: the next is invoiced to the card on file, or declined (development tools only)',
    tag: 'development',
    access: { permission: 'account.view' },
    devOnly: true,
    body: z.object({ decline: z.boolean().optional() }),
    responses: {
      200: { description: 'The subscription’s status in billing.', schema: z.object({ status: z.string() }) },
    },
    errors: { 404: noBilling },
  }),
  checkoutSucceeded: defineRoute({
    method: 'post',
    path: '/users/ffp-checkout-succeeded',
    operationId: 'ffpCheckoutSucceeded',
    summary: 'Tells the portal a checkout session finished; the next token refresh carries the state',
    tag,
    access: { permission: 'billingOutcome.view' },
    body: z.object({ sessionId: z.string().min(1).max(200) }),
    responses: {
      200: {
        description: 'Whether the session is complete and its subscription known.',
        schema: z.object({ success: z.boolean(), subscriptionStatus: z.string().nullable() }),
      },
    },
    errors: { 404: 'No such checkout session.' },
  }),
  webhook: defineRoute({
    method: 'post',
    path: '/stripe/webhook',
    operationId: 'stripeWebhook',
    summary: 'Stripe-signed billing events (the only source of subscription state)',
    tag,
    access: { public: true },
    body: z.object({ id: z.string().max(255), type: z.string().max(255) }).loose(),
    responses: { 200: { description: 'Received.', schema: z.object({ received: z.boolean() }) } },
    errors: { 400: 'The signature does not match the payload.' },
  }),
});
