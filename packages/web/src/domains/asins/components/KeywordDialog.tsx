import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';

export type KeywordDialogMode = 'Add' | 'Update';

export type KeywordDialogProps = {
  open: boolean;
  mode: KeywordDialogMode;
  /** The keyword being updated (Update mode). */
  initial?: string;
  busy: boolean;
  onSave: (keyword: string) => void;
  onClose: () => void;
};

/** Spec 2 §4 keyword dialog: mode Add or Update; keywords separated by commas in a multiline box. */
export function KeywordDialog(props: KeywordDialogProps) {
  const [value, setValue] = useState(props.initial ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (props.open) {
      setValue(props.initial ?? '');
      setTouched(false);
    }
  }, [props.open, props.initial]);
  const empty = value.split(',').every((part) => part.trim() === '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) props.onSave(value);
  };
  return (
    <Dialog open={props.open} onOpenChange={(_e, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{props.mode} Keyword</DialogTitle>
            <DialogContent>
              <Field
                label={props.mode === 'Add' ? 'Keywords (separated by commas)' : 'Keyword'}
                required
                validationMessage={touched && empty ? 'Keyword is required' : undefined}
              >
                <Textarea
                  value={value}
                  resize="vertical"
                  rows={4}
                  onChange={(_e, data) => setValue(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={props.busy}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
