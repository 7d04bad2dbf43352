import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the dialog stays open and busy until it settles, and closes on success. */
  onConfirm: () => void | Promise<void>;
  /** Called on cancel, on Escape, and after a successful confirm. */
  onClose: () => void;
};

/** Asks before a destructive or irreversible action. A failed confirm keeps the dialog open. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel' } = props;
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      props.onClose();
    } catch {
      // The caller reports the failure (a toast); staying open lets the user retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && props.onClose()}>
      <DialogSurface aria-busy={busy}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={props.onClose}>
              {cancelLabel}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
