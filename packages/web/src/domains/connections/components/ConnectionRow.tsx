import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SellerNameEditor } from './SellerNameEditor';
import type { Connection } from './use-selling-partner-connections';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.5fr) auto',
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
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * One authorized marketplace (spec 3 §3 'Authorized marketplace entry'): the seller, editable
 * inline, the marketplace with its authorization state, the last sync, and Disconnect. Connected
 * means the portal keeps a refresh token for it; a seller set up before grants were recorded has
 * none until it is authorized again, and says so.
 */
export function ConnectionRow(props: {
  row: Connection;
  onRename: (name: string) => Promise<boolean>;
  onDisconnect: () => void;
}) {
  const styles = useStyles();
  const { row } = props;
  return (
    <li className={styles.row}>
      <div className={styles.seller}>
        <SellerNameEditor name={row.sellerName} onSave={props.onRename} />
        <Text size={200} className={styles.muted}>
          {row.sellingPartnerId}
        </Text>
      </div>
      <div className={styles.stack}>
        <Text>{row.marketplaceName}</Text>
        {row.hasRefreshToken ? (
          <Badge appearance="tint" color="success">
            Connected
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            Authorization needed
          </Badge>
        )}
      </div>
      <div className={styles.stack}>
        <Text size={200}>{row.lastSyncedAt ? `Last sync ${when(row.lastSyncedAt)}` : 'Not synced yet'}</Text>
        <Text size={200} className={styles.muted}>
          {row.authorizedAt ? `Authorized ${when(row.authorizedAt)}` : 'Authorization date not recorded'}
        </Text>
      </div>
      <Button onClick={props.onDisconnect}>Disconnect</Button>
    </li>
  );
}
