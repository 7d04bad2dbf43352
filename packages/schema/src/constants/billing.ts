/** Spec 3 §8 'Billing' messages and §9's limits, once. */
export const MAX_MARKETPLACES_STATUSES = [
  'SUCCESS',
  'MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED',
  'MAX_MARKETPLACES_NO_PLAN_ITEM',
] as const;
export type MaxMarketplacesStatus = (typeof MAX_MARKETPLACES_STATUSES)[number];

export const BILLING_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  noPaymentDetails:
    'Problem getting payment processing details for this customer. Please contact us for help.',
  MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED:
    'The number of marketplaces cannot be less than the number of already authorized marketplaces',
  MAX_MARKETPLACES_NO_PLAN_ITEM: 'No plan found for your account',
  maxMarketplacesFailed: 'Error updating max marketplaces',
  maxMarketplacesError: 'Error updating the number of marketplaces.',
  paymentSucceeded: 'Payment succeeded!',
  // Spec 2 'Subscription pages': where Stripe's checkout returns, paid or left.
  subscriptionSucceeded:
    'Thank you for subscribing! We will send you an email with your subscription details.',
  subscriptionCheckoutLeft: 'Welcome back!',
  // Not in the spec: what Cancel subscription confirms on the billing page.
  subscriptionCancelled: 'Your subscription was cancelled.',
  paymentProcessing: 'Your payment is processing.',
  paymentRequiresMethod: 'Your payment was not successful, please try again.',
  paymentOther: 'Something went wrong.',
  paymentUnexpected: 'An unexpected error occurred.',
  // Spec 3 §5 and §8 'Sign-up and authorization': the promotion code.
  promotionCodeEmpty: 'Please enter a promotion code before applying.',
  promotionCodeInvalid: (code: string) => `Invalid promotion code ${code}.`,
  promotionCodeProblem: (code: string) => `Problem retrieving promotion code ${code}.`,
  // Not in the spec (docs/decisions/0422): the trial notice, the automatic-syncs reminder, dunning.
  trialNotice: (end: string) => `Your free trial ends on ${end}.`,
  automaticSyncs: 'Paying subscribers get automatic syncs.',
  pastDue: 'Your last payment failed. Update your card to keep your listings tools.',
  disconnectFirst: 'Disconnect some marketplaces before choosing fewer than you have authorized.',
} as const;

/** Days a past-due subscription keeps its listings tools (docs/decisions/0422). */
export const PAST_DUE_GRACE_DAYS = 7;
