import { Field, type FieldProps, Textarea } from '@fluentui/react-components';
import { BRAND_NOTE_MAX_LENGTH, noteTooLongMessage } from '@portal/schema';

const count = new Intl.NumberFormat('en-US');

/** True when a draft is longer than the brand notes contract takes. */
export const noteTooLong = (draft: string) => draft.length > BRAND_NOTE_MAX_LENGTH;

/**
 * A box's length limit as a Field shows it (issue 38 point 13): what is used of the server's limit
 * before submit, in words, and the server's own refusal once over it. Every box with a length limit
 * (notes, custom attribute values) reads this, so the counter and the refusal read alike everywhere.
 */
export function lengthLimitField(
  value: string,
  max: number,
  subject: string,
): Pick<FieldProps, 'hint' | 'validationState' | 'validationMessage'> {
  const over = value.length > max;
  return {
    hint: `${count.format(value.length)} of ${count.format(max)} characters`,
    validationState: over ? 'error' : 'none',
    validationMessage: over ? noteTooLongMessage(subject, max) : undefined,
  };
}

export type NoteLengthFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/**
 * A note box that shows the server's limit before submit, in words, with what is used of it, and
 * the refusal once over it (issue 38 point 13): the server's own message is never the first a user
 * reads of the limit.
 */
export function NoteLengthField({ label, value, onChange, className }: NoteLengthFieldProps) {
  return (
    <Field
      label={label}
      className={className}
      {...lengthLimitField(value, BRAND_NOTE_MAX_LENGTH, 'The note')}
    >
      <Textarea value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}
