import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SELLER_CENTRAL_MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import {
  useSaveSellerCentralCredentialsMutation,
  useSaveSellerCentralDirectedIdsMutation,
  useSellerCentralStatusQuery,
} from '../../../gql/hooks';
import { useNotify } from '../../../ui';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-start' },
  grow: { flexGrow: 1, minWidth: '140px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Credentials = { email: string; password: string; merchantId: string; token: string };
const EMPTY: Credentials = { email: '', password: '', merchantId: '', token: '' };
type DirectedRow = { marketplaceId: string; directedId: string };

/** Spec 3 §5: every credential field is required, each with its own message. */
const credentialErrors = (c: Credentials): Partial<Record<keyof Credentials, string>> => ({
  ...(c.email.trim() ? {} : { email: SELLER_CENTRAL_MESSAGES.emailRequired }),
  ...(c.password ? {} : { password: SELLER_CENTRAL_MESSAGES.passwordRequired }),
  ...(c.merchantId.trim() ? {} : { merchantId: SELLER_CENTRAL_MESSAGES.sellerIdRequired }),
  ...(c.token.trim() ? {} : { token: SELLER_CENTRAL_MESSAGES.tokenRequired }),
});

/**
 * Spec 3 'Connect to Amazon tab': Seller Central credentials. With credentials stored the user
 * chooses between updating them and the directed IDs; saving credentials opens the directed-IDs
 * dialog (one marketplace per row, each marketplace once).
 */
export function SellerCentralCard(props: {
  brandCode: string;
  marketplaces: { marketplaceId: string; name: string }[];
}) {
  const styles = useStyles();
  const notify = useNotify();
  const status = useSellerCentralStatusQuery({ variables: { brandCode: props.brandCode } });
  const [saveCredentials, savingCredentials] = useSaveSellerCentralCredentialsMutation();
  const [saveDirected, savingDirected] = useSaveSellerCentralDirectedIdsMutation();
  const [credentialsOpen, setCredentialsOpen] = useState(false);
  const [directedOpen, setDirectedOpen] = useState(false);
  const [values, setValues] = useState<Credentials>(EMPTY);
  const [tried, setTried] = useState(false);
  const [rows, setRows] = useState<DirectedRow[]>([{ marketplaceId: '', directedId: '' }]);
  const [rowsTried, setRowsTried] = useState(false);
  const stored = status.data?.brand.hasSellerCentralCredentials ?? false;
  const errors = credentialErrors(values);

  const submitCredentials = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await saveCredentials({
        variables: {
          brandCode: props.brandCode,
          input: {
            email: values.email.trim(),
            password: values.password,
            merchantId: values.merchantId.trim(),
            twoStepVerificationToken: values.token.trim(),
          },
        },
      });
      notify.success(SELLER_CENTRAL_MESSAGES.stored);
      setCredentialsOpen(false);
      setValues(EMPTY);
      setTried(false);
      await status.refetch();
      setDirectedOpen(true);
    } catch (error) {
      notify.error(SELLER_CENTRAL_MESSAGES.storeFailed, errorMessage(error, ''));
    }
  };
  const submitDirected = async () => {
    setRowsTried(true);
    if (rows.some((r) => !r.marketplaceId || !r.directedId.trim())) return;
    try {
      await saveDirected({
        variables: {
          brandCode: props.brandCode,
          directedIds: rows.map((r) => ({ marketplaceId: r.marketplaceId, directedId: r.directedId.trim() })),
        },
      });
      notify.success(SELLER_CENTRAL_MESSAGES.directedIdsSaved);
      setDirectedOpen(false);
    } catch (error) {
      notify.error(SELLER_CENTRAL_MESSAGES.directedIdsFailed, errorMessage(error, ''));
    }
  };
  const field = (name: keyof Credentials, label: string, type: 'text' | 'password' | 'email' = 'text') => (
    <Field label={label} required validationMessage={tried ? errors[name] : undefined}>
      <Input
        type={type}
        value={values[name]}
        onChange={(_e, d) => setValues({ ...values, [name]: d.value })}
      />
    </Field>
  );
  const setRow = (index: number, change: Partial<DirectedRow>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));

  return (
    <Card>
      <Text as="h2" size={500} weight="semibold">
        Seller Central credentials
      </Text>
      <Text as="p">
        {stored
          ? 'Credentials are stored (they are never shown again).'
          : 'Store the Seller Central sign-in the agency uses for tasks the API does not cover.'}
      </Text>
      <div className={styles.actions}>
        <Button appearance={stored ? 'secondary' : 'primary'} onClick={() => setCredentialsOpen(true)}>
          {stored ? 'Update credentials' : 'Add credentials'}
        </Button>
        {stored ? <Button onClick={() => setDirectedOpen(true)}>Update directed IDs</Button> : null}
      </div>

      <Dialog open={credentialsOpen} onOpenChange={(_e, d) => setCredentialsOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Seller Central credentials</DialogTitle>
            <DialogContent className={styles.form}>
              {field('email', 'Email', 'email')}
              {field('password', 'Password', 'password')}
              {field('merchantId', 'Seller ID')}
              {field('token', '2-step verification token')}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setCredentialsOpen(false)}>Cancel</Button>
              <Button
                appearance="primary"
                disabled={savingCredentials.loading}
                onClick={() => void submitCredentials()}
              >
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={directedOpen} onOpenChange={(_e, d) => setDirectedOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Directed IDs</DialogTitle>
            <DialogContent className={styles.form}>
              {rows.map((row, index) => {
                const takenElsewhere = new Set(
                  rows.filter((_r, i) => i !== index).map((r) => r.marketplaceId),
                );
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                  <div key={index} className={styles.row}>
                    <Field
                      className={styles.grow}
                      label="Marketplace"
                      validationMessage={
                        rowsTried && !row.marketplaceId
                          ? SELLER_CENTRAL_MESSAGES.marketplaceRequired
                          : undefined
                      }
                    >
                      <Select
                        value={row.marketplaceId}
                        onChange={(_e, d) => setRow(index, { marketplaceId: d.value })}
                      >
                        <option value="">Choose</option>
                        {props.marketplaces
                          .filter((m) => !takenElsewhere.has(m.marketplaceId))
                          .map((m) => (
                            <option key={m.marketplaceId} value={m.marketplaceId}>
                              {m.name}
                            </option>
                          ))}
                      </Select>
                    </Field>
                    <Field
                      className={styles.grow}
                      label="Directed ID"
                      validationMessage={
                        rowsTried && !row.directedId.trim()
                          ? SELLER_CENTRAL_MESSAGES.directedIdRequired
                          : undefined
                      }
                    >
                      <Input
                        value={row.directedId}
                        onChange={(_e, d) => setRow(index, { directedId: d.value })}
                      />
                    </Field>
                  </div>
                );
              })}
              <div>
                <Button onClick={() => setRows([...rows, { marketplaceId: '', directedId: '' }])}>
                  Add marketplace
                </Button>
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDirectedOpen(false)}>Cancel</Button>
              <Button
                appearance="primary"
                disabled={savingDirected.loading}
                onClick={() => void submitDirected()}
              >
                Save directed IDs
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
