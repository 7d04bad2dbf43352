import {
  Badge,
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BILLING_MESSAGES, type MaxMarketplacesStatus } from '@portal/schema';
import { format } from 'date-fns';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode } from '../../../app/apollo/error-message';
import { useSession } from '../../../app/session/SessionProvider';
import type { BillingQuery } from '../../../gql/graphql';
import {
  useBillingQuery,
  useCancelSubscriptionMutation,
  useChangeSubscriptionPlanMutation,
  useUpdateMaxMarketplacesMutation,
} from '../../../gql/hooks';
import { ConfirmDialog, EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify } from '../../../ui';
import { InvoicesTable } from '../components/InvoicesTable';
import { MaxMarketplacesDialog } from '../components/MaxMarketplacesDialog';
import { PaymentMethodForm } from '../components/PaymentMethodForm';
import { StartSubscriptionForm } from '../components/StartSubscriptionForm';
import { formatMoney } from '../money';
import { paymentCompleteUrl, planChangedUrl } from '../urls';
import { useRefreshSubscription } from '../use-refresh-subscription';

type Billing = BillingQuery['billing'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    // min(): a column narrower than a card (a phone, or the menu still beside the page while the
    // window shrinks) gets one card per row instead of a page that scrolls sideways.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
    marginTop: tokens.spacingVerticalL,
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalXL,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const day = (iso: string | null | undefined) => (iso ? format(new Date(iso), 'MMM d, yyyy') : '—');

/** What the spec's max-marketplaces statuses say (spec 3 §8). */
function maxMarketplacesMessage(status: MaxMarketplacesStatus | string | null): string {
  if (status === 'MAX_MARKETPLACES_LOWER_THAN_AUTHORIZED' || status === 'MAX_MARKETPLACES_NO_PLAN_ITEM')
    return BILLING_MESSAGES[status];
  return BILLING_MESSAGES.maxMarketplacesFailed;
}

/** Reads the billing again until the webhook's state shows the change (or a few seconds pass). */
async function untilSettled(refetch: () => Promise<{ data?: BillingQuery }>, done: (b: Billing) => boolean) {
  for (let i = 0; i < 20; i++) {
    const { data } = await refetch();
    if (data && done(data.billing)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The Payment and Billing tab (spec 3 §2 'Billing page'). */
export function BillingPanel() {
  const styles = useStyles();
  const user = useSession()?.user;
  const refreshSubscription = useRefreshSubscription();
  const navigate = useNavigate();
  const notify = useNotify();
  const brandCode = user?.brandCode ?? '';
  const query = useBillingQuery({
    variables: { brandCode },
    skip: !brandCode,
    fetchPolicy: 'cache-and-network',
  });
  const [changePlan, changing] = useChangeSubscriptionPlanMutation();
  const [updateMax, updating] = useUpdateMaxMarketplacesMutation();
  const [cancel] = useCancelSubscriptionMutation();
  const [maxOpen, setMaxOpen] = useState(false);
  const [maxError, setMaxError] = useState<string | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [selectedPrice, setSelectedPrice] = useState<string | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);

  if (!brandCode) return <EmptyState message={BILLING_MESSAGES.noPaymentDetails} />;
  if (query.error && !query.data) {
    if (errorCode(query.error) === 'FORBIDDEN') return <ForbiddenState />;
    return <ErrorState message={BILLING_MESSAGES.noPaymentDetails} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingState label="Loading billing" />;
  const billing = query.data.billing;
  const refetch = () => query.refetch();
  const planItem = billing.subscriptionItems.find((i) => !i.isExtraMarketplace);
  const addOns = billing.subscriptionItems.filter((i) => i.isExtraMarketplace);
  const status = billing.subscriptionStatus;
  const live = status !== null && status !== 'canceled';

  const onUpdateMax = async (value: number) => {
    setMaxError(null);
    try {
      const answer = await updateMax({
        variables: {
          maxMarketplaces: value,
          numberOfAuthorizedMarketplaces: billing.authorizedMarketplaces,
          planMaxMarketplaces: billing.planMaxMarketplaces,
          currentPlanProductId: billing.currentPlanProductId,
        },
      });
      const result = answer.data?.updateMaxMarketplaces;
      if (!result?.success) {
        setMaxError(maxMarketplacesMessage(result?.status ?? null));
        return;
      }
      await untilSettled(refetch, (b) => b.maxMarketplaces === value);
      setMaxOpen(false);
    } catch {
      setMaxError(BILLING_MESSAGES.maxMarketplacesError);
    }
  };
  const onChangePlan = async () => {
    if (!selectedPrice) return;
    setPlanError(null);
    try {
      const answer = await changePlan({
        variables: { selectedPriceId: selectedPrice, activePlan: billing.currentPlanProductId },
      });
      const result = answer.data?.changeSubscriptionPlan;
      if (!result?.success) {
        setPlanError(result?.message ?? BILLING_MESSAGES.somethingWentWrong);
        return;
      }
      await untilSettled(refetch, (b) => b.subscriptionItems.some((i) => i.price === selectedPrice));
      navigate(planChangedUrl(result.prorationAmount, result.currency));
    } catch {
      setPlanError(BILLING_MESSAGES.somethingWentWrong);
    }
  };
  const onCancel = async () => {
    await cancel();
    await untilSettled(refetch, (b) => b.subscriptionStatus === 'canceled');
    // The token carries the subscription: refresh it so access follows at once (spec 3 §4).
    await refreshSubscription();
    // The page itself now says there is no subscription and offers a new one; the toast says why.
    notify.success(BILLING_MESSAGES.subscriptionCancelled);
  };
  const onCardSaved = async (outcome: string) => {
    await untilSettled(refetch, (b) => b.subscriptionStatus !== 'past_due');
    await refreshSubscription();
    setCardOpen(false);
    navigate(paymentCompleteUrl(outcome));
  };

  return (
    <div>
      {status === 'past_due' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {BILLING_MESSAGES.pastDue}{' '}
            <Button appearance="transparent" size="small" onClick={() => setCardOpen(true)}>
              Fix the card
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {status === 'trialing' && (
        <MessageBar intent="info">
          <MessageBarBody>
            {BILLING_MESSAGES.trialNotice(day(billing.trialEnd))} {BILLING_MESSAGES.automaticSyncs}
          </MessageBarBody>
        </MessageBar>
      )}
      {!live && (
        <>
          <EmptyState message="Your brand has no active subscription. Choose a plan below to subscribe again." />
          <section className={styles.section}>
            <StartSubscriptionForm plans={billing.plans} />
          </section>
        </>
      )}
      <div className={styles.grid}>
        <Card aria-label="Plan">
          <CardHeader header={<Text weight="semibold">Plan</Text>} />
          {planItem ? (
            <div className={styles.stack}>
              <div className={styles.row}>
                <Text size={500} weight="semibold">
                  {planItem.name}
                </Text>
                {status && <Badge appearance="tint">{status.replace('_', ' ')}</Badge>}
              </div>
              <Text>
                {formatMoney(planItem.unitAmount, planItem.currency)} / {planItem.interval}
              </Text>
              <ul>
                {planItem.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Text>Current period ends {day(billing.currentPeriodEnd)}</Text>
            </div>
          ) : (
            <Text>{BILLING_MESSAGES.MAX_MARKETPLACES_NO_PLAN_ITEM}</Text>
          )}
        </Card>

        <Card aria-label="Add-ons">
          <CardHeader header={<Text weight="semibold">Add-ons</Text>} />
          {addOns.length === 0 ? (
            <Text>No add-ons.</Text>
          ) : (
            addOns.map((item) => (
              <Text key={item.id}>
                {item.quantity} × {item.name} at {formatMoney(item.unitAmount, item.currency)} /{' '}
                {item.interval}
              </Text>
            ))
          )}
        </Card>

        <Card aria-label="Maximum marketplaces">
          <CardHeader header={<Text weight="semibold">Maximum marketplaces</Text>} />
          <Text size={500} weight="semibold">
            {billing.maxMarketplaces}
          </Text>
          <Text>
            {billing.authorizedMarketplaces} authorized · {billing.planMaxMarketplaces} included in the plan
          </Text>
          <Button disabled={!live} onClick={() => setMaxOpen(true)}>
            Change maximum marketplaces
          </Button>
        </Card>

        <Card aria-label="Payment method">
          <CardHeader header={<Text weight="semibold">Payment method</Text>} />
          {billing.paymentMethod ? (
            <Text>
              {billing.paymentMethod.brand} •••• {billing.paymentMethod.last4}, expires{' '}
              {String(billing.paymentMethod.expMonth).padStart(2, '0')}/{billing.paymentMethod.expYear}
            </Text>
          ) : (
            <Text>No card on file.</Text>
          )}
          {cardOpen ? (
            <PaymentMethodForm
              name={billing.paymentMethod ? 'updatePaymentMethod' : 'createPaymentMethod'}
              onDone={(outcome) => void onCardSaved(outcome)}
            />
          ) : (
            <Button onClick={() => setCardOpen(true)}>
              {billing.paymentMethod ? 'Change card' : 'Add card'}
            </Button>
          )}
        </Card>
      </div>

      {live && (
        <form
          name="changeSubscription"
          aria-label="Change plan"
          className={styles.section}
          onSubmit={(e) => {
            e.preventDefault();
            void onChangePlan();
          }}
        >
          <Text as="h2" size={500} weight="semibold">
            Change plan
          </Text>
          <RadioGroup value={selectedPrice ?? ''} onChange={(_e, data) => setSelectedPrice(data.value)}>
            {billing.plans.flatMap((plan) =>
              plan.prices.map((price) => (
                <Radio
                  key={price.id}
                  value={price.id}
                  disabled={planItem?.price === price.id}
                  label={`${plan.name} (${plan.maxMarketplaces} marketplaces): ${formatMoney(price.unitAmount, price.currency)} / ${price.interval}${planItem?.price === price.id ? ' (current)' : ''}`}
                />
              )),
            )}
          </RadioGroup>
          {planError && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{planError}</MessageBarBody>
            </MessageBar>
          )}
          <div>
            <Button type="submit" appearance="primary" disabled={!selectedPrice || changing.loading}>
              Change plan
            </Button>
          </div>
        </form>
      )}

      {billing.invoices.length > 0 && <InvoicesTable brandCode={brandCode} invoices={billing.invoices} />}

      {live && (
        <form
          name="cancelSubscription"
          aria-label="Cancel subscription"
          className={styles.section}
          onSubmit={(e) => {
            e.preventDefault();
            setCancelOpen(true);
          }}
        >
          <Button type="submit">Cancel subscription</Button>
        </form>
      )}

      {maxOpen && (
        <MaxMarketplacesDialog
          open
          current={billing.maxMarketplaces}
          authorized={billing.authorizedMarketplaces}
          planMax={billing.planMaxMarketplaces}
          busy={updating.loading}
          error={maxError}
          onUpdate={(value) => void onUpdateMax(value)}
          onClose={() => {
            setMaxOpen(false);
            setMaxError(null);
          }}
        />
      )}
      <ConfirmDialog
        open={cancelOpen}
        title="Cancel subscription"
        message="Your listings tools close as soon as the cancellation is confirmed."
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        onConfirm={onCancel}
        onClose={() => setCancelOpen(false)}
      />
    </div>
  );
}
