import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { BILLING_MESSAGES, hasPermission } from '@portal/schema';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSubscriptionStatusQuery } from '../../gql/hooks';
import { routeUrl } from '../navigation/route-url';
import { useAccessSubject } from '../routing/use-access-subject';
import { useSession } from '../session/SessionProvider';

/**
 * A failed renewal must be seen wherever the subscriber works, not only on the billing page: the
 * listings tools stop after the grace days (docs/decisions/0423). The billing page shows its own
 * banner, with the card form beside it, so this one stays off there.
 */
export function PastDueBanner() {
  const user = useSession()?.user;
  const { pathname } = useLocation();
  const brandCode = user?.brandCode ?? '';
  // Those who may open billing (ffp and ecom3k brand admins) are the ones who can fix the card.
  const subject = useAccessSubject();
  const subscriber = brandCode !== '' && subject !== null && hasPermission(subject, 'account.view');
  const { data } = useSubscriptionStatusQuery({ variables: { brandCode }, skip: !subscriber });
  const billingPage = routeUrl('account', { tabValue: 'billing' });
  const onBillingPage = pathname === billingPage || pathname === routeUrl('account', {});
  if (!subscriber || onBillingPage || data?.billing.subscriptionStatus !== 'past_due') return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{BILLING_MESSAGES.pastDue}</MessageBarBody>
      <MessageBarActions>
        <RouterLink to={billingPage}>Update your card</RouterLink>
      </MessageBarActions>
    </MessageBar>
  );
}
