import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';

export type ChannelMarketplace = { marketplaceId: string; sellerId: string; sellerName: string };

export type ChannelsTabProps = {
  isMaxControl: boolean;
  marketplaces: readonly ChannelMarketplace[];
  advertisingConnected: boolean;
  busy: boolean;
  onGrantAds: () => void;
  onRevokeAds: () => void;
  /** Asks, then revokes the brand's Selling Partner grant in that marketplace (spec 3 §7). */
  onRevokeSellingPartner: (marketplace: ChannelMarketplace) => void;
};

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The brand's API connections (Max Control only, spec 2 §2): SP-API marketplaces and the Ads grant. */
export function ChannelsTab(props: ChannelsTabProps) {
  const styles = useStyles();
  if (!props.isMaxControl) return <p>API connections apply to Max Control brands only.</p>;
  return (
    <section className={styles.root} aria-label="Channels">
      <h3>Selling Partner API</h3>
      {props.marketplaces.length === 0 ? (
        <p>{MESSAGES.noData}</p>
      ) : (
        <ul className={styles.list}>
          {props.marketplaces.map((m) => (
            <li key={`${m.sellerId}:${m.marketplaceId}`} className={styles.row}>
              <span>
                {m.marketplaceId} · {m.sellerName} ({m.sellerId})
              </span>
              <Button
                size="small"
                disabled={props.busy}
                aria-label={`Revoke ${m.sellerName} in ${m.marketplaceId}`}
                onClick={() => props.onRevokeSellingPartner(m)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3>Advertising API</h3>
      <div className={styles.row}>
        <Badge appearance="tint" color={props.advertisingConnected ? 'success' : 'informative'}>
          {props.advertisingConnected ? 'Connected' : 'Not connected'}
        </Badge>
        {props.advertisingConnected ? (
          <Button disabled={props.busy} onClick={props.onRevokeAds}>
            Revoke
          </Button>
        ) : (
          <Button appearance="primary" disabled={props.busy} onClick={props.onGrantAds}>
            Grant
          </Button>
        )}
      </div>
    </section>
  );
}
