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
import { keywordTooLong, MAX_KEYWORD_LENGTH } from '@portal/schema';
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
  // Split as the server splits (commas and line breaks), so the dialog refuses what it would refuse.
  const parts = value.split(/[,\n]/).map((part) => part.trim().replace(/\s+/g, ' '));
  const empty = parts.every((part) => part === '');
  const tooLong = parts.find((part) => part.length > MAX_KEYWORD_LENGTH);
  // A box of only commas names what is missing rather than doing nothing (issue 38 point 13).
  const problem = empty
    ? value.trim() === ''
      ? 'Keyword is required'
      : 'Enter a keyword between the commas'
    : tooLong && keywordTooLong(tooLong);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) props.onSave(value);
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
                hint={`Each keyword at most ${MAX_KEYWORD_LENGTH} characters.`}
                // The length shows as soon as it is passed; a missing keyword only on submit.
                validationMessage={(touched || tooLong) && problem ? problem : undefined}
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
