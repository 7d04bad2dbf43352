import { Field, Textarea } from '@fluentui/react-components';
import { BRAND_NOTE_MAX_LENGTH, noteTooLongMessage } from '@portal/schema';

const count = new Intl.NumberFormat('en-US');

/** True when a draft is longer than the brand notes contract takes. */
export const noteTooLong = (draft: string) => draft.length > BRAND_NOTE_MAX_LENGTH;

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
  const over = noteTooLong(value);
  return (
    <Field
      label={label}
      className={className}
      hint={`${count.format(value.length)} of ${count.format(BRAND_NOTE_MAX_LENGTH)} characters`}
      validationState={over ? 'error' : 'none'}
      validationMessage={over ? noteTooLongMessage('The note', BRAND_NOTE_MAX_LENGTH) : undefined}
    >
      <Textarea value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}
