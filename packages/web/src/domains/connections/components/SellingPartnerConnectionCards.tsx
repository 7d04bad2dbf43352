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
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../ui';
import { accountBillingUrl } from '../urls';
import { ConnectionRow } from './ConnectionRow';
import type { Connection, SellingPartnerConnections } from './use-selling-partner-connections';

const useStyles = makeStyles({
  connect: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0, margin: 0 },
});

/** The loading, refused and failed states of the connections, or null once they are in. */
export function connectionsState(sp: SellingPartnerConnections): ReactNode {
  if (sp.status === 'forbidden') return <ForbiddenState />;
  if (sp.status === 'error') return <ErrorState message={sp.errorMessage} onRetry={sp.retry} />;
  if (sp.status === 'loading') return <LoadingState label="Loading your Amazon connections" />;
  return null;
}

/**
 * Spec 3 'Connect to Amazon tab', the connection cards: choose a marketplace and connect (the
 * overwrite warning, the maximum and its add-marketplaces link), then the connected marketplaces
 * with their sellers, renamed inline and disconnected after a confirmation. The tab shows them for
 * the signed-in brand, the sub-brand editor for the sub brand (spec 3 §2): one source for both.
 */
export function SellingPartnerConnectionCards({
  connections: sp,
}: {
  connections: SellingPartnerConnections;
}) {
  const styles = useStyles();
  const [chosen, setChosen] = useState(DEFAULT_MARKETPLACE_ID);
  const [disconnecting, setDisconnecting] = useState<Connection | null>(null);

  const connected = new Set(sp.rows.map((r) => r.marketplaceId));
  const atLimit = connected.size >= sp.max;
  const reauthorizing = connected.has(chosen);
  const canConnect = chosen !== '' && (reauthorizing || !atLimit) && !sp.linking;
  const chosenName = sp.marketplaces.find((m) => m.marketplaceId === chosen)?.name;

  return (
    <>
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
              {sp.marketplaces.map((m) => (
                <option key={m.marketplaceId} value={m.marketplaceId}>
                  {m.name}
                  {connected.has(m.marketplaceId) ? ' (connected)' : ''}
                </option>
              ))}
            </Select>
          </Field>
          <Button appearance="primary" disabled={!canConnect} onClick={() => void sp.connect(chosen)}>
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
        {sp.rows.length === 0 ? (
          <EmptyState message={CONNECTION_MESSAGES.noConnection}>
            {chosenName ? (
              <Button disabled={!canConnect} onClick={() => void sp.connect(chosen)}>
                Connect {chosenName}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label="Connected marketplaces">
            {sp.rows.map((row) => (
              <ConnectionRow
                key={`${row.brandCode}|${row.sellingPartnerId}|${row.marketplaceId}`}
                row={row}
                onRename={(name) => sp.saveName(row, name)}
                onDisconnect={() => setDisconnecting(row)}
              />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={disconnecting !== null}
        title="Disconnect marketplace"
        message={
          disconnecting
            ? CONNECTION_MESSAGES.confirmDisconnect(disconnecting.sellerName, disconnecting.marketplaceName)
            : ''
        }
        confirmLabel="Disconnect"
        onConfirm={() => (disconnecting ? sp.disconnect(disconnecting) : undefined)}
        onClose={() => setDisconnecting(null)}
      />
    </>
  );
}
