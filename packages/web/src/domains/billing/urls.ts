import { routeUrl } from '../../app/navigation/route-url';

export const billingUrl = () => routeUrl('account', { tabValue: 'billing' });
export const paymentCompleteUrl = (status: string) =>
  routeUrl('paymentComplete', { tabValue: 'billing' }, `?redirect_status=${encodeURIComponent(status)}`);
export const planChangedUrl = (amount: number, currency: string) =>
  routeUrl('subscriptionPlanChanged', {}, `?prorated=${amount}&currency=${encodeURIComponent(currency)}`);
export const subscriptionCancelledUrl = () => routeUrl('subscriptionCancelled', {});
