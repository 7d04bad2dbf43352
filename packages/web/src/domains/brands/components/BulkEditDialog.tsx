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
} from '@fluentui/react-components';
import { CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH } from '@portal/schema';
import { useState } from 'react';
import { lengthLimitField } from './NoteLengthField';

export type BulkEditDialogProps = {
  attribute: string;
  brandCodes: string[];
  onSave: (value: string) => Promise<void>;
  onClose: () => void;
};

/** One value for the ticked rows of a custom attribute column (PUT brand-custom-attribute/bulk). */
export function BulkEditDialog({ attribute, brandCodes, onSave, onClose }: BulkEditDialogProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  // The server refuses the whole bulk when one value is too long; the dialog says so before sending.
  const tooLong = value.length > CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH;
  const save = async () => {
    if (tooLong) return;
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
            <Field
              label={`New ${attribute}`}
              {...lengthLimitField(value, CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH, 'The value')}
            >
              <Input value={value} onChange={(_, data) => setValue(data.value)} autoFocus />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={() => void save()} disabled={busy || tooLong}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
