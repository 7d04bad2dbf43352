import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';

export type EditableCellProps = {
  /** The value shown and edited, as text ('' for none). */
  value: string;
  /** What the button and input are called for screen readers, e.g. 'Brand tier of MR001'. */
  label: string;
  type?: 'text' | 'number' | 'date';
  /** False: the value is shown read-only. */
  editable: boolean;
  onSave: (value: string) => void;
};

const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  input: { minWidth: '6rem', width: '100%' },
});

/** A grid cell edited in place: Enter or leaving the field saves, Escape cancels. */
export function EditableCell({ value, label, type = 'text', editable, onSave }: EditableCellProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (save: boolean) => {
    if (save && draft !== null && draft !== value) onSave(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };

  if (draft !== null)
    return (
      <Input
        className={styles.input}
        aria-label={label}
        type={type}
        value={draft}
        autoFocus
        onChange={(_, data) => setDraft(data.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
      />
    );
  return (
    <span className={styles.cell}>
      <span className={styles.text} title={value}>
        {value}
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
