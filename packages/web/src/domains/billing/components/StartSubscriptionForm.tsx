import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BILLING_MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode } from '../../../app/apollo/error-message';
import type { BillingQuery } from '../../../gql/graphql';
import {
  useCreateCheckoutSessionMutation,
  usePayLocalCheckoutSessionMutation,
  usePromotionCodeLazyQuery,
} from '../../../gql/hooks';
import { formatMoney } from '../money';
import { LOCAL_TEST_CARDS } from './PaymentMethodForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface StartSubscriptionFormProps {
  plans: BillingQuery['billing']['plans'];
}

/**
 * A brand without a live subscription starts one: a plan price, an optional promotion code (a
 * trial when it gives one) and Checkout in subscription mode. With the local ledger the test-card
 * form pays the session (docs/decisions/0422); with Stripe the browser goes to its hosted page.
 */
export function StartSubscriptionForm({ plans }: StartSubscriptionFormProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const firstPrice = plans.find((p) => p.name === 'Standard')?.prices[0]?.id ?? plans[0]?.prices[0]?.id ?? '';
  const [priceId, setPriceId] = useState(firstPrice);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<{ id: string; code: string; trialDays: number } | null>(null);
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [card, setCard] = useState('visa');
  const [message, setMessage] = useState<string | null>(null);
  const [lookUp, looking] = usePromotionCodeLazyQuery({ fetchPolicy: 'network-only' });
  const [createSession, creating] = useCreateCheckoutSessionMutation();
  const [pay, paying] = usePayLocalCheckoutSessionMutation();
  const busy = creating.loading || paying.loading;

  const apply = async () => {
    // Spec 3 §5: trimmed and lower-cased; empty is refused before any call.
    const typed = code.trim().toLowerCase();
    setApplied(null);
    if (!typed) {
      setCodeMessage(BILLING_MESSAGES.promotionCodeEmpty);
      return;
    }
    const refused = (error: unknown) =>
      setCodeMessage(
        // A 404 arrives as BAD_USER_INPUT: a code billing does not know; anything else is a problem.
        errorCode(error) === 'BAD_USER_INPUT'
          ? BILLING_MESSAGES.promotionCodeInvalid(typed)
          : BILLING_MESSAGES.promotionCodeProblem(typed),
      );
    try {
      const { data, error } = await lookUp({ variables: { promotionCode: typed } });
      if (!data?.promotionCode) {
        refused(error);
        return;
      }
      setApplied({
        id: data.promotionCode.promotionCodeId,
        code: typed,
        trialDays: data.promotionCode.trialDays,
      });
      setCodeMessage(null);
    } catch (error) {
      refused(error);
    }
  };

  const start = async () => {
    setMessage(null);
    try {
      const answer = await createSession({ variables: { priceId, promotionCodeId: applied?.id ?? null } });
      const session = answer.data?.createCheckoutSession;
      if (!session) throw new Error('no checkout session');
      if (session.hostedBy !== 'local') {
        window.location.assign(session.url);
        return;
      }
      const paid = await pay({ variables: { sessionId: session.sessionId, testCard: card } });
      const status = paid.data?.payLocalCheckoutSession;
      if (status !== 'succeeded') {
        setMessage(
          status === 'requires_payment_method'
            ? BILLING_MESSAGES.paymentRequiresMethod
            : BILLING_MESSAGES.paymentOther,
        );
        return;
      }
      const success = new URL(session.url, window.location.origin);
      navigate(`${success.pathname}${success.search}`);
    } catch {
      setMessage(BILLING_MESSAGES.paymentUnexpected);
    }
  };

  return (
    <form
      name="startSubscription"
      aria-label="Start a subscription"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <Text as="h2" size={500} weight="semibold">
        Start a subscription
      </Text>
      <RadioGroup value={priceId} onChange={(_e, data) => setPriceId(data.value)} aria-label="Plan">
        {plans.flatMap((plan) =>
          plan.prices.map((price) => (
            <Radio
              key={price.id}
              value={price.id}
              label={`${plan.name} (${plan.maxMarketplaces} marketplaces): ${formatMoney(price.unitAmount, price.currency)} / ${price.interval}`}
            />
          )),
        )}
      </RadioGroup>
      <div className={styles.row}>
        <Field
          label="Promotion code"
          validationState={codeMessage ? 'error' : applied ? 'success' : 'none'}
          validationMessage={
            codeMessage ??
            (applied
              ? applied.trialDays > 0
                ? `Applied: a ${applied.trialDays}-day free trial.`
                : 'Applied.'
              : undefined)
          }
        >
          <Input value={code} onChange={(_e, data) => setCode(data.value)} />
        </Field>
        <Button onClick={() => void apply()} disabled={looking.loading}>
          Apply
        </Button>
      </div>
      <Field label="Card">
        <Select value={card} onChange={(_e, data) => setCard(data.value)}>
          {LOCAL_TEST_CARDS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      {message && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button type="submit" appearance="primary" disabled={!priceId || busy}>
          {applied && applied.trialDays > 0 ? 'Start free trial' : 'Subscribe'}
        </Button>
      </div>
    </form>
  );
}
