import { Button, Input, makeStyles, Text } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0 } });

/**
 * Spec 3 §4 'Seller name': view to edit; Enter saves, Escape reverts. A failed save keeps the
 * editor open with the typed name, so nothing typed is lost.
 */
export function SellerNameEditor(props: { name: string; onSave: (name: string) => Promise<boolean> }) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.name);
  const [busy, setBusy] = useState(false);
  if (!editing)
    return (
      <span className={styles.root}>
        <Text weight="semibold" truncate wrap={false}>
          {props.name}
        </Text>
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={`Edit seller name ${props.name}`}
          onClick={() => {
            setDraft(props.name);
            setEditing(true);
          }}
        />
      </span>
    );
  return (
    <Input
      aria-label="Seller name"
      autoFocus
      disabled={busy}
      value={draft}
      onChange={(_e, data) => setDraft(data.value)}
      onKeyDown={async (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          setDraft(props.name);
          setEditing(false);
        }
        if (event.key === 'Enter') {
          event.preventDefault();
          const next = draft.trim();
          if (!next || next === props.name) {
            setEditing(false);
            return;
          }
          setBusy(true);
          const saved = await props.onSave(next);
          setBusy(false);
          if (saved) setEditing(false);
        }
      }}
    />
  );
}
