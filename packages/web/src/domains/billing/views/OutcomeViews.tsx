import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { BILLING_MESSAGES } from '@portal/schema';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFfpCheckoutSucceededMutation } from '../../../gql/hooks';
import { LoadingState, usePageTitle } from '../../../ui';
import { formatMoney } from '../money';
import { billingUrl } from '../urls';
import { useRefreshSubscription } from '../use-refresh-subscription';

/** Statuses a new subscription settles into (past_due keeps the tools too, docs/decisions/0422). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

function Outcome(props: { title: string; intent: 'success' | 'error' | 'info'; message: string }) {
  usePageTitle(props.title);
  return (
    <section>
      <Text as="h1" size={700} weight="semibold">
        {props.title}
      </Text>
      <MessageBar intent={props.intent} role="status">
        <MessageBarBody>{props.message}</MessageBarBody>
      </MessageBar>
      <p>
        <RouterLink to={billingUrl()}>Back to Payment and Billing</RouterLink>
      </p>
    </section>
  );
}

/** What a payment or setup result says (spec 3 §8 'Payment results'). */
export function paymentResultMessage(status: string | null): {
  intent: 'success' | 'error' | 'info';
  message: string;
} {
  if (status === 'succeeded') return { intent: 'success', message: BILLING_MESSAGES.paymentSucceeded };
  if (status === 'processing') return { intent: 'info', message: BILLING_MESSAGES.paymentProcessing };
  if (status === 'requires_payment_method')
    return { intent: 'error', message: BILLING_MESSAGES.paymentRequiresMethod };
  return { intent: 'error', message: BILLING_MESSAGES.paymentOther };
}

/** /payment-complete/billing: the card or payment outcome (`redirect_status`, as Stripe returns it). */
export function PaymentCompleteView() {
  const [params] = useSearchParams();
  return <Outcome title="Payment complete" {...paymentResultMessage(params.get('redirect_status'))} />;
}

/** /subscription-plan-changed: the plan change and what it charged now. */
export function SubscriptionPlanChangedView() {
  const [params] = useSearchParams();
  const amount = Number(params.get('prorated') ?? 'NaN');
  const currency = params.get('currency') ?? 'usd';
  const charged = Number.isFinite(amount)
    ? ` Prorated amount charged now: ${formatMoney(amount, currency)}.`
    : '';
  return (
    <Outcome
      title="Subscription plan changed"
      intent="success"
      message={`Your plan was changed.${charged}`}
    />
  );
}

/** /subscription-success?session_id=: tells the portal, then refreshes the token (spec 3 §4 'Subscription'). */
export function SubscriptionSuccessView() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const refreshSubscription = useRefreshSubscription();
  const [confirm] = useFfpCheckoutSucceededMutation();
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'failed'>(sessionId ? 'pending' : 'failed');
  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    // The subscription's webhook may land a moment after the browser: ask again until its state
    // is there (about 10 s at most), then refresh the token so it carries the subscription.
    const settle = async () => {
      for (let attempt = 0; attempt < 30 && !stopped; attempt++) {
        const answer = await confirm({ variables: { sessionId } });
        const result = answer.data?.ffpCheckoutSucceeded;
        if (result?.success && LIVE_STATUSES.has(result.subscriptionStatus ?? '')) {
          await refreshSubscription();
          return 'done' as const;
        }
        await new Promise((resolve) => setTimeout(resolve, 350));
      }
      return 'failed' as const;
    };
    void settle()
      .then((result) => !stopped && setOutcome(result))
      .catch(() => !stopped && setOutcome('failed'));
    return () => {
      stopped = true;
    };
  }, [sessionId, confirm, refreshSubscription]);
  if (outcome === 'pending') return <LoadingState label="Confirming your subscription" />;
  return outcome === 'done' ? (
    <Outcome title="Subscription started" intent="success" message={BILLING_MESSAGES.subscriptionSucceeded} />
  ) : (
    <Outcome title="Subscription" intent="error" message={BILLING_MESSAGES.somethingWentWrong} />
  );
}

/**
 * /subscription-cancelled: Stripe's checkout returns here when the subscriber leaves it without
 * paying. Nothing was charged and nothing changed, so the page only greets them back.
 */
export function SubscriptionCancelledView() {
  return (
    <Outcome
      title="Subscription not started"
      intent="info"
      message={BILLING_MESSAGES.subscriptionCheckoutLeft}
    />
  );
}
