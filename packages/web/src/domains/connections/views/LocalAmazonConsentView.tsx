import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { marketplaceById } from '@portal/schema';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  card: { maxWidth: '560px', width: '100%', padding: tokens.spacingHorizontalXL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  value: { overflowWrap: 'anywhere' },
});

/** The callback may only be this portal's own: the page never forwards a grant elsewhere. */
const ownCallback = (redirect: string | null): URL | null => {
  if (!redirect) return null;
  try {
    const url = new URL(redirect, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
};

/**
 * The local Selling Partner connector's Seller Central consent page (not in the spec; issue 33):
 * what Amazon shows a seller asked to authorize an app, and on Confirm the return to the portal's
 * callback with state, selling_partner_id and spapi_oauth_code, as Amazon redirects. Cancel returns
 * without a code, as a seller who declines does.
 */
export function LocalAmazonConsentView() {
  const styles = useStyles();
  usePageTitle('Seller Central (simulated)');
  const [params] = useSearchParams();
  const callback = ownCallback(params.get('redirect_uri'));
  const marketplace = marketplaceById(params.get('marketplace_id') ?? '');
  const seller = params.get('selling_partner_id') ?? '';
  const back = (approved: boolean) => {
    if (!callback) return;
    callback.searchParams.set('state', params.get('state') ?? '');
    if (approved) {
      callback.searchParams.set('selling_partner_id', seller);
      callback.searchParams.set('spapi_oauth_code', params.get('spapi_oauth_code') ?? '');
    }
    window.location.assign(callback.toString());
  };
  return (
    <main className={styles.root}>
      <Card className={styles.card}>
        <Text as="h1" size={600} weight="semibold">
          Seller Central: authorize an app
        </Text>
        <MessageBar intent="info">
          <MessageBarBody>
            This is the local stand-in for Amazon’s consent page: no Amazon account is involved.
          </MessageBarBody>
        </MessageBar>
        <Text as="p">
          The portal asks to read your seller account and manage your listings through the Selling Partner
          API.
        </Text>
        <div className={styles.facts}>
          <Text weight="semibold">Seller</Text>
          <Text className={styles.value}>{seller || '—'}</Text>
          <Text weight="semibold">Seller Central</Text>
          <Text className={styles.value}>{marketplace?.name ?? (params.get('seller_central') || '—')}</Text>
          <Text weight="semibold">App</Text>
          <Text className={styles.value}>{params.get('application_id') ?? '—'}</Text>
        </div>
        {callback ? (
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => back(true)}>
              Confirm
            </Button>
            <Button onClick={() => back(false)}>Cancel</Button>
          </div>
        ) : (
          <MessageBar intent="error">
            <MessageBarBody role="alert">
              This consent link has no return address of this portal.
            </MessageBarBody>
          </MessageBar>
        )}
      </Card>
    </main>
  );
}
