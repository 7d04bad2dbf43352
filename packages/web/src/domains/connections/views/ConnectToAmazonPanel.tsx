import { makeStyles, tokens } from '@fluentui/react-components';
import { CONNECTION_MESSAGES } from '@portal/schema';
import { useSession } from '../../../app/session/SessionProvider';
import { EmptyState } from '../../../ui';
import { SubBrandsCard } from '../../brands/components/SubBrandsCard';
import { SellerCentralCard } from '../components/SellerCentralCard';
import { connectionsState, SellingPartnerConnectionCards } from '../components/SellingPartnerConnectionCards';
import { useSellingPartnerConnections } from '../components/use-selling-partner-connections';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
});

/** Spec 3 'Connect to Amazon tab': the marketplaces, connect and disconnect, seller names. */
export function ConnectToAmazonPanel() {
  const styles = useStyles();
  const brandCode = useSession()?.user?.brandCode ?? '';
  const connections = useSellingPartnerConnections(brandCode);

  if (!brandCode) return <EmptyState message={CONNECTION_MESSAGES.noBrand} />;
  const state = connectionsState(connections);
  if (state) return state;
  return (
    <div className={styles.stack}>
      <SellingPartnerConnectionCards connections={connections} />
      <SellerCentralCard brandCode={brandCode} marketplaces={connections.marketplaces} />
      <SubBrandsCard brandCode={brandCode} />
    </div>
  );
}
