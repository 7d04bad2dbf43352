import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';
import { lengthLimitField } from './NoteLengthField';

export type EditableCellProps = {
  /** The value shown and edited, as text ('' for none). */
  value: string;
  /** What the button and input are called for screen readers, e.g. 'Brand tier of MR001'. */
  label: string;
  type?: 'text' | 'number' | 'date';
  /** False: the value is shown read-only. */
  editable: boolean;
  onSave: (value: string) => void;
  /** A closed list (a USER attribute's people): shown by its text, edited with a select. */
  options?: readonly { value: string; text: string }[];
  /**
   * The server's length limit and the refusal's subject ('The value'): shown under the box while it
   * is edited, and a longer draft is not saved (issue 38 point 13).
   */
  limit?: { max: number; subject: string };
  /**
   * A number's bounds: the input's min, max and step, the range in words under the box while it is
   * edited, and the refusal a draft outside them gets instead of being sent (issue 38 points 7, 13).
   */
  bounds?: {
    min: number;
    max: number;
    step: number;
    hint: string;
    refusal: (draft: string) => string | undefined;
  };
  /** What an empty value reads as (default: nothing). */
  emptyText?: string;
};

const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  input: { minWidth: '6rem', width: '100%' },
});

/** A grid cell edited in place: Enter or leaving the field saves, Escape cancels. */
export function EditableCell({
  value,
  label,
  type = 'text',
  editable,
  onSave,
  options,
  limit,
  bounds,
  emptyText = '',
}: EditableCellProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const tooLong = limit !== undefined && draft !== null && draft.length > limit.max;
  const outOfBounds = bounds && draft !== null ? bounds.refusal(draft) : undefined;
  const finish = (save: boolean) => {
    // Over the limit the box stays open with the refusal under it: nothing is sent, nothing is lost.
    if (save && (tooLong || outOfBounds)) return;
    if (save && draft !== null && draft !== value) onSave(draft);
    setDraft(null);
  };
  const shown = options?.find((o) => o.value === value)?.text ?? (value === '' ? emptyText : value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };

  if (draft !== null && options)
    return (
      <Select
        className={styles.input}
        aria-label={label}
        value={draft}
        autoFocus
        onChange={(_, data) => {
          if (data.value !== value) onSave(data.value);
          setDraft(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDraft(null)}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </Select>
    );
  if (draft !== null) {
    const input = (
      <Input
        className={styles.input}
        aria-label={label}
        type={type}
        {...(bounds ? { min: bounds.min, max: bounds.max, step: bounds.step } : {})}
        value={draft}
        autoFocus
        onChange={(_, data) => setDraft(data.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
      />
    );
    if (limit)
      return (
        <Field size="small" {...lengthLimitField(draft, limit.max, limit.subject)}>
          {input}
        </Field>
      );
    if (bounds)
      return (
        <Field
          size="small"
          hint={outOfBounds ? undefined : bounds.hint}
          validationState={outOfBounds ? 'error' : 'none'}
          validationMessage={outOfBounds}
        >
          {input}
        </Field>
      );
    return input;
  }
  return (
    <span className={styles.cell}>
      <span className={styles.text} title={shown}>
        {shown}
      </span>
      {editable && (
        <Button
          size="small"
          appearance="transparent"
          icon={<EditRegular />}
          aria-label={`Edit ${label}`}
          onClick={() => setDraft(value)}
        />
      )}
    </span>
  );
}
