import { Button, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { BILLING_MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { useConfirmLocalSetupIntentMutation, useCreateSetupIntentMutation } from '../../../gql/hooks';

/** The local ledger's test cards (Stripe's Payment Element takes real ones). */
export const LOCAL_TEST_CARDS = [
  { id: 'visa', label: 'Visa •••• 4242' },
  { id: 'mastercard', label: 'Mastercard •••• 4444' },
  { id: 'declined', label: 'Visa •••• 0002 (declined)' },
] as const;

export interface PaymentMethodFormProps {
  /** 'updatePaymentMethod' with a card on file, 'createPaymentMethod' without (spec 3 §2's forms). */
  name: 'updatePaymentMethod' | 'createPaymentMethod';
  onDone(status: 'succeeded'): void;
}

/**
 * The card form: a setup intent, confirmed by the local ledger's test-card form (Stripe's Payment
 * Element does this with a real card; docs/decisions/0422).
 */
export function PaymentMethodForm({ name, onDone }: PaymentMethodFormProps) {
  const [card, setCard] = useState<string>('visa');
  const [message, setMessage] = useState<string | null>(null);
  const [createIntent, created] = useCreateSetupIntentMutation();
  const [confirm, confirming] = useConfirmLocalSetupIntentMutation();
  const busy = created.loading || confirming.loading;
  const submit = async () => {
    setMessage(null);
    try {
      const intent = await createIntent();
      const clientSecret = intent.data?.createSetupIntent;
      if (!clientSecret) throw new Error('no setup intent');
      const answer = await confirm({ variables: { clientSecret, testCard: card } });
      const status = answer.data?.confirmLocalSetupIntent;
      if (status === 'succeeded') onDone(status);
      else if (status === 'requires_payment_method') setMessage(BILLING_MESSAGES.paymentRequiresMethod);
      else setMessage(BILLING_MESSAGES.paymentOther);
    } catch {
      setMessage(BILLING_MESSAGES.paymentUnexpected);
    }
  };
  return (
    <form
      name={name}
      aria-label={name === 'createPaymentMethod' ? 'Add a card' : 'Change card'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
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
      <Button type="submit" appearance="primary" disabled={busy}>
        {name === 'createPaymentMethod' ? 'Add card' : 'Save card'}
      </Button>
    </form>
  );
}
