import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CONNECTION_MESSAGES, DEFAULT_MARKETPLACE_ID } from '@portal/schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useSession, useSessionManager } from '../../../app/session/SessionProvider';
import type { SellingPartnerConnectionRowFragment } from '../../../gql/graphql';
import {
  useBillingQuery,
  useDeauthorizeSellingPartnerMutation,
  useSellingPartnerConnectionsQuery,
  useSpApiAuthorizationLinkLazyQuery,
  useSpApiMarketplacesQuery,
  useUpdateSellerNameMutation,
} from '../../../gql/hooks';
import { ConfirmDialog, EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify } from '../../../ui';
import { SubBrandsCard } from '../../brands/components/SubBrandsCard';
import { SellerCentralCard } from '../components/SellerCentralCard';
import { SellerNameEditor } from '../components/SellerNameEditor';
import { accountBillingUrl, SAVED_SELECTION_KEYS } from '../urls';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
  connect: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0, margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  seller: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    '@media (max-width: 600px)': { gridColumn: '1 / -1' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Connection = SellingPartnerConnectionRowFragment;

/** Spec 3 'Connect to Amazon tab': the marketplaces, connect and disconnect, seller names. */
export function ConnectToAmazonPanel() {
  const styles = useStyles();
  const user = useSession()?.user;
  const manager = useSessionManager();
  const notify = useNotify();
  const brandCode = user?.brandCode ?? '';
  const marketplaces = useSpApiMarketplacesQuery();
  const connections = useSellingPartnerConnectionsQuery({ variables: { brandCode }, skip: !brandCode });
  const billing = useBillingQuery({ variables: { brandCode }, skip: !brandCode });
  const [linkFor, linking] = useSpApiAuthorizationLinkLazyQuery({ fetchPolicy: 'network-only' });
  const [rename] = useUpdateSellerNameMutation();
  const [deauthorize] = useDeauthorizeSellingPartnerMutation();
  const [chosen, setChosen] = useState(DEFAULT_MARKETPLACE_ID);
  const [disconnecting, setDisconnecting] = useState<Connection | null>(null);

  if (!brandCode) return <EmptyState message={CONNECTION_MESSAGES.noBrand} />;
  const failed = marketplaces.error ?? connections.error;
  if (failed && (!marketplaces.data || !connections.data)) {
    if (errorCode(failed) === 'FORBIDDEN') return <ForbiddenState />;
    return (
      <ErrorState
        message={
          marketplaces.error ? CONNECTION_MESSAGES.marketplacesFailed : CONNECTION_MESSAGES.somethingWentWrong
        }
        onRetry={() => void Promise.all([marketplaces.refetch(), connections.refetch()])}
      />
    );
  }
  if (!marketplaces.data || !connections.data)
    return <LoadingState label="Loading your Amazon connections" />;

  const rows = connections.data.sellingPartnerConnections;
  const connected = new Set(rows.map((r) => r.marketplaceId));
  // Spec 3 §9: the maximum comes from the subscription items, 1 until they are read.
  const max = billing.data?.billing.maxMarketplaces ?? 1;
  const atLimit = connected.size >= max;
  const reauthorizing = connected.has(chosen);
  const canConnect = chosen !== '' && (reauthorizing || !atLimit);

  const connect = async () => {
    try {
      const { data, error } = await linkFor({ variables: { brandCode, marketplaceId: chosen } });
      if (error || !data) throw error ?? new Error('');
      window.location.assign(data.spApiAuthorizationLink);
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.linkFailed, errorMessage(error, ''));
    }
  };
  const saveName = async (row: Connection, sellerName: string) => {
    try {
      await rename({ variables: { brandCode: row.brandCode, sellerId: row.sellingPartnerId, sellerName } });
      notify.success(CONNECTION_MESSAGES.sellerNameUpdated);
      await connections.refetch();
      return true;
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.sellerNameFailed, errorMessage(error, ''));
      return false;
    }
  };
  const disconnect = async (row: Connection) => {
    try {
      // A brand user's own seller goes by their path; a sub brand's by its brand code (spec 3 §6).
      const own = row.brandCode === brandCode;
      await deauthorize({
        variables: {
          brandCode: own ? null : row.brandCode,
          marketplaceId: row.marketplaceId,
          sellerId: row.sellingPartnerId,
        },
      });
      await manager.refreshNow();
      for (const key of SAVED_SELECTION_KEYS) window.localStorage.removeItem(key);
      notify.success(CONNECTION_MESSAGES.revoked);
      await Promise.all([connections.refetch(), billing.refetch()]);
    } catch (error) {
      notify.error(CONNECTION_MESSAGES.revokeFailed, errorMessage(error, ''));
      throw error;
    }
  };

  return (
    <div className={styles.stack}>
      <Card>
        <Text as="h2" size={500} weight="semibold">
          Selling Partner API
        </Text>
        <Text as="p">
          Authorize the portal to read your seller account and manage your listings in a marketplace. You sign
          in to Seller Central, review the access and confirm.
        </Text>
        <div className={styles.connect}>
          <Field
            label="Marketplace to connect"
            validationMessage={chosen ? undefined : CONNECTION_MESSAGES.marketplaceRequired}
          >
            <Select value={chosen} onChange={(_e, data) => setChosen(data.value)}>
              <option value="">Choose a marketplace</option>
              {marketplaces.data.spApiMarketplaces.map((m) => (
                <option key={m.marketplaceId} value={m.marketplaceId}>
                  {m.name}
                  {connected.has(m.marketplaceId) ? ' (connected)' : ''}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            appearance="primary"
            disabled={!canConnect || linking.loading}
            onClick={() => void connect()}
          >
            Connect
          </Button>
        </div>
        {reauthorizing ? (
          <MessageBar intent="warning">
            <MessageBarBody>{CONNECTION_MESSAGES.overwriteWarning}</MessageBarBody>
          </MessageBar>
        ) : null}
        {atLimit ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              {CONNECTION_MESSAGES.maxReached}{' '}
              <RouterLink to={accountBillingUrl()}>{CONNECTION_MESSAGES.addMarketplaces}</RouterLink>
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </Card>
      <Card>
        <Text as="h2" size={500} weight="semibold">
          Connected marketplaces
        </Text>
        {rows.length === 0 ? (
          <EmptyState message="No marketplace is connected yet." />
        ) : (
          <ul className={styles.list} aria-label="Connected marketplaces">
            {rows.map((row) => (
              <li
                key={`${row.brandCode}|${row.sellingPartnerId}|${row.marketplaceId}`}
                className={styles.row}
              >
                <div className={styles.seller}>
                  <SellerNameEditor name={row.sellerName} onSave={(name) => saveName(row, name)} />
                  <Text size={200} className={styles.muted}>
                    {row.sellingPartnerId}
                  </Text>
                </div>
                <Text>{row.marketplaceName}</Text>
                <Button onClick={() => setDisconnecting(row)}>Disconnect</Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <SellerCentralCard brandCode={brandCode} marketplaces={marketplaces.data.spApiMarketplaces} />
      <SubBrandsCard brandCode={brandCode} />
      <ConfirmDialog
        open={disconnecting !== null}
        title="Disconnect marketplace"
        message={
          disconnecting
            ? CONNECTION_MESSAGES.confirmDisconnect(disconnecting.sellerName, disconnecting.marketplaceName)
            : ''
        }
        confirmLabel="Disconnect"
        onConfirm={() => (disconnecting ? disconnect(disconnecting) : undefined)}
        onClose={() => setDisconnecting(null)}
      />
    </div>
  );
}
