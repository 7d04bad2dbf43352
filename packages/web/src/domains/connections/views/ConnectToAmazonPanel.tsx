import { makeStyles, tokens } from '@fluentui/react-components';
import { CONNECTION_MESSAGES } from '@portal/schema';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import { EmptyState } from '../../../ui';
import { DriveDeliveryCard } from '../../brands/components/DriveDeliveryCard';
import { SubBrandsCard } from '../../brands/components/SubBrandsCard';
import { AdvertisingApiCard } from '../components/AdvertisingApiCard';
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

/**
 * Spec 3 'Connect to Amazon tab': the marketplaces, connect and disconnect, seller names; for an
 * ecom3k brand also the Advertising API card and the drive connector (spec 3 §2).
 */
export function ConnectToAmazonPanel() {
  const styles = useStyles();
  const brandCode = useSession()?.user?.brandCode ?? '';
  const connections = useSellingPartnerConnections(brandCode);
  const ecom3k = useSession()?.user?.brandType === 'ECOM3K';
  const grantsAds = usePermission('ads.authorize');
  const managesDrive = usePermission('drive.manage');

  if (!brandCode) return <EmptyState message={CONNECTION_MESSAGES.noBrand} />;
  const state = connectionsState(connections);
  if (state) return state;
  return (
    <div className={styles.stack}>
      <SellingPartnerConnectionCards connections={connections} />
      {grantsAds && <AdvertisingApiCard brandCode={brandCode} />}
      <SellerCentralCard brandCode={brandCode} marketplaces={connections.marketplaces} />
      {ecom3k && managesDrive && <DriveDeliveryCard brandCode={brandCode} />}
      <SubBrandsCard brandCode={brandCode} />
    </div>
  );
}
