import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
} from '@fluentui/react-components';
import { CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH } from '@portal/schema';
import { useState } from 'react';
import { customAttributeTypeRefusal } from '../custom-attribute-text';
import { lengthLimitField } from './NoteLengthField';

export type BulkEditDialogProps = {
  attribute: string;
  /** The attribute's type: a number, a link, a person or text, checked as the server checks them. */
  type: string;
  /** Whom a USER attribute may name, chosen by name (issue 38 point 6). */
  people: readonly { value: string; text: string }[];
  brandCodes: string[];
  onSave: (value: string) => Promise<void>;
  onClose: () => void;
};

/** One value for the ticked rows of a custom attribute column (PUT brand-custom-attribute/bulk). */
export function BulkEditDialog({
  attribute,
  type,
  people,
  brandCodes,
  onSave,
  onClose,
}: BulkEditDialogProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  // The server refuses the whole bulk when one value is too long or not of the attribute's type;
  // the dialog says so before sending, in the server's words.
  const tooLong = value.length > CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH;
  const typeRefusal = customAttributeTypeRefusal(type, attribute, value.trim());
  const refused = tooLong || typeRefusal !== undefined;
  const save = async () => {
    if (refused) return;
    setBusy(true);
    try {
      await onSave(value);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {attribute} for {brandCodes.length} brands
          </DialogTitle>
          <DialogContent>
            <p>{brandCodes.join(', ')}</p>
            {type === 'USER' ? (
              <Field label={`New ${attribute}`}>
                <Select value={value} onChange={(_, data) => setValue(data.value)} autoFocus>
                  <option value="">(none)</option>
                  {people.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.text}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : type === 'NUMBER' ? (
              <Field
                label={`New ${attribute}`}
                validationMessage={typeRefusal}
                hint={typeRefusal ? undefined : 'A number'}
              >
                <Input type="number" value={value} onChange={(_, data) => setValue(data.value)} autoFocus />
              </Field>
            ) : (
              <Field
                label={`New ${attribute}`}
                {...lengthLimitField(value, CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH, 'The value')}
                {...(typeRefusal
                  ? { validationMessage: typeRefusal, validationState: 'error' as const }
                  : {})}
              >
                <Input value={value} onChange={(_, data) => setValue(data.value)} autoFocus />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={() => void save()} disabled={busy || refused}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
