import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
} from '@fluentui/react-components';
import { LISTING_EDITOR_MESSAGES, LISTING_SUBMIT_LABELS } from '@portal/schema';
import { useState } from 'react';
import { useChangeListingProductTypeMutation, useListingProductTypesQuery } from '../../../gql/hooks';

/** The three steps of spec 3 §4 'Change product type', then the answer. */
type Step = 'select' | 'warn' | 'reconfirm' | 'requested' | 'failed';

export interface ChangeProductTypeDialogProps {
  open: boolean;
  onClose: () => void;
  seller: { sellerId: string; marketplaceId: string };
  sku: string;
  productType: string;
  /** The listing's attributes as stored: resubmitted under the new type. */
  attributes: unknown;
  version: number | null;
  onRequested: () => void;
}

/**
 * Select a new type (Confirm); a warning ('I understand, proceed'); reconfirm (Change Product Type).
 * VALID shows that the change was requested; any other answer the spec's problem message.
 */
export function ChangeProductTypeDialog(props: ChangeProductTypeDialogProps) {
  const [step, setStep] = useState<Step>('select');
  const [chosen, setChosen] = useState<string | null>(null);
  const types = useListingProductTypesQuery({ variables: { ...props.seller }, skip: !props.open });
  const [change, { loading }] = useChangeListingProductTypeMutation();
  const options = (types.data?.listingProductTypes ?? []).filter((t) => t.name !== props.productType);
  const chosenName = options.find((t) => t.name === chosen)?.displayName ?? chosen ?? '';

  const close = () => {
    if (loading) return;
    props.onClose();
    setStep('select');
    setChosen(null);
  };
  const submit = async () => {
    if (!chosen) return;
    try {
      const answer = (
        await change({
          variables: {
            newProductType: chosen,
            listing: {
              ...props.seller,
              sku: props.sku,
              productType: props.productType,
              attributes: props.attributes ?? {},
              ...(props.version !== null ? { version: props.version } : {}),
            },
          },
          refetchQueries: ['ListingVersions'],
        })
      ).data?.changeListingProductType;
      if (answer?.status === 'VALID') {
        setStep('requested');
        props.onRequested();
      } else setStep('failed');
    } catch {
      setStep('failed');
    }
  };

  const title =
    step === 'select'
      ? 'Change product type'
      : step === 'warn'
        ? 'Before you change the product type'
        : step === 'reconfirm'
          ? `Change ${props.productType} to ${chosen}?`
          : step === 'requested'
            ? 'Product type change requested'
            : 'Product type not changed';

  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_e, data) => !data.open && close()}>
      <DialogSurface aria-busy={loading}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {step === 'select' && (
              <Field
                label="New product type"
                validationState={types.error ? 'error' : 'none'}
                validationMessage={types.error ? 'The product types could not be loaded.' : undefined}
              >
                <Dropdown
                  placeholder={types.loading ? 'Loading product types…' : 'Select a product type'}
                  selectedOptions={chosen ? [chosen] : []}
                  value={chosen ? `${chosenName} (${chosen})` : ''}
                  onOptionSelect={(_e, data) => setChosen(data.optionValue ?? null)}
                >
                  {options.map((t) => (
                    <Option key={t.name} value={t.name} text={`${t.displayName} (${t.name})`}>
                      {`${t.displayName} (${t.name})`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            {step === 'warn' && LISTING_EDITOR_MESSAGES.productTypeChangeWarning}
            {step === 'reconfirm' &&
              `${props.sku} will be resubmitted as ${chosenName} (${chosen}). This cannot be undone from here.`}
            {step === 'requested' && (
              <MessageBar intent="success">
                <MessageBarBody>
                  {LISTING_EDITOR_MESSAGES.productTypeChangeRequested(chosen ?? '')}
                </MessageBarBody>
              </MessageBar>
            )}
            {step === 'failed' && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{LISTING_EDITOR_MESSAGES.productTypeChangeFailed}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {step === 'requested' || step === 'failed' ? (
              <Button appearance="primary" onClick={close}>
                Close
              </Button>
            ) : (
              <>
                <Button appearance="secondary" disabled={loading} onClick={close}>
                  Cancel
                </Button>
                {step === 'select' && (
                  <Button appearance="primary" disabled={!chosen} onClick={() => setStep('warn')}>
                    Confirm
                  </Button>
                )}
                {step === 'warn' && (
                  <Button appearance="primary" onClick={() => setStep('reconfirm')}>
                    I understand, proceed
                  </Button>
                )}
                {step === 'reconfirm' && (
                  <Button
                    appearance="primary"
                    disabled={loading}
                    icon={loading ? <Spinner size="tiny" /> : undefined}
                    onClick={() => void submit()}
                  >
                    {LISTING_SUBMIT_LABELS.changeProductType}
                  </Button>
                )}
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
