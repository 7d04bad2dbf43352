import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The account pages and the billing outcome pages (spec 3 §2). */
export const SCREENS = {
  account: screen('shell', () => import('./views/AccountView'), 'AccountView'),
  paymentComplete: screen('shell', () => import('./views/OutcomeViews'), 'PaymentCompleteView'),
  subscriptionPlanChanged: screen(
    'shell',
    () => import('./views/OutcomeViews'),
    'SubscriptionPlanChangedView',
  ),
  subscriptionSuccess: screen('shell', () => import('./views/OutcomeViews'), 'SubscriptionSuccessView'),
  subscriptionCancelled: screen('shell', () => import('./views/OutcomeViews'), 'SubscriptionCancelledView'),
} satisfies ScreenManifest;
