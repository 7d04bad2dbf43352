import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CONNECTION_MESSAGES, MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import {
  useAdvertisingConnectionQuery,
  useBrandAdsAuthorizationLinkLazyQuery,
  useRevokeBrandAdsMutation,
} from '../../../gql/hooks';
import { ConfirmDialog, ErrorState, LoadingState, useNotify } from '../../../ui';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/**
 * Spec 3 'Connect to Amazon tab': the Advertising API card of an ecom3k brand's admin. Grant goes
 * through Amazon Ads' consent page and comes back to this tab; revoke asks first and drops the
 * stored grant. The same calls as the staff's Channels tab.
 */
export function AdvertisingApiCard({ brandCode }: { brandCode: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const state = useAdvertisingConnectionQuery({ variables: { brandCode } });
  const [link, linking] = useBrandAdsAuthorizationLinkLazyQuery({ fetchPolicy: 'network-only' });
  const [revoke] = useRevokeBrandAdsMutation();
  const [asking, setAsking] = useState(false);

  const grant = async () => {
    try {
      const answer = await link({ variables: { brandCode } });
      const url = answer.data?.advertisingAuthorizationLink;
      if (!url) throw answer.error ?? new Error('');
      window.location.assign(url);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.advertisingAuthorizationFailed));
    }
  };
  const disconnect = async () => {
    try {
      await revoke({ variables: { brandCode } });
      await state.refetch();
      notify.success(CONNECTION_MESSAGES.adsRevoked);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.advertisingAuthorizationFailed));
      throw error;
    }
  };

  const connected = state.data?.brand.advertisingConnected;
  return (
    <Card>
      <Text as="h2" size={500} weight="semibold">
        Advertising API
      </Text>
      <Text as="p">
        Authorize the portal to read your Amazon Ads campaigns for the advertising reports. You sign in to
        Amazon Ads, review the access and confirm.
      </Text>
      {state.error && !state.data ? (
        <ErrorState message={MESSAGES.unableToGetData} onRetry={() => void state.refetch()} />
      ) : connected === undefined ? (
        <LoadingState label="Loading your Advertising API connection" />
      ) : (
        <div className={styles.row}>
          <Badge appearance="tint" color={connected ? 'success' : 'informative'}>
            {connected ? 'Connected' : 'Not connected'}
          </Badge>
          {connected ? (
            <Button onClick={() => setAsking(true)}>Revoke</Button>
          ) : (
            <Button appearance="primary" disabled={linking.loading} onClick={() => void grant()}>
              Grant
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title="Revoke Advertising API"
        message={CONNECTION_MESSAGES.adsRevokeQuestion}
        confirmLabel="Revoke"
        onConfirm={disconnect}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
