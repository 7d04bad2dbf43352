import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
} from '@fluentui/react-components';
import { BILLING_MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { canUpdateMaxMarketplaces, maxMarketplacesChoices } from '../max-marketplaces';

export interface MaxMarketplacesDialogProps {
  open: boolean;
  current: number;
  authorized: number;
  planMax: number;
  busy: boolean;
  error: string | null;
  onUpdate(value: number): void;
  onClose(): void;
}

/** Spec 3 §2 'Max marketplaces modal'. */
export function MaxMarketplacesDialog(props: MaxMarketplacesDialogProps) {
  const choices = maxMarketplacesChoices(props.authorized, props.planMax);
  const [chosen, setChosen] = useState(props.current);
  const belowAuthorized = chosen < props.authorized;
  return (
    <Dialog open={props.open} onOpenChange={(_e, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Maximum marketplaces</DialogTitle>
          <DialogContent>
            <Field
              label="Maximum number of marketplaces"
              hint={`Your plan includes ${props.planMax}; ${props.authorized} authorized now.`}
            >
              <Select value={String(chosen)} onChange={(_e, data) => setChosen(Number(data.value))}>
                {[...new Set([props.current, ...choices])]
                  .sort((a, b) => a - b)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </Select>
            </Field>
            {belowAuthorized && (
              <MessageBar intent="warning">
                <MessageBarBody>{BILLING_MESSAGES.disconnectFirst}</MessageBarBody>
              </MessageBar>
            )}
            {props.error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{props.error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabled={props.busy || !canUpdateMaxMarketplaces(chosen, props.planMax)}
              onClick={() => props.onUpdate(chosen)}
            >
              Update
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
