import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { usePermission } from '../../../app/session/use-permission';
import { BrandOverviewWidget } from '../widgets/BrandOverviewWidget';
import { LookupAsinWidget } from '../widgets/LookupAsinWidget';
import { MoversWidget } from '../widgets/MoversWidget';
import { NewBrandsWidget } from '../widgets/NewBrandsWidget';
import { SellingPartnerConnect } from '../widgets/SellingPartnerConnect';
import { WatchlistWidget } from '../widgets/WatchlistWidget';

/** Which dashboard a user gets (spec 2 §2 'Home dashboard'). */
export type DashboardVariant =
  | { kind: 'staff' }
  | { kind: 'subscriptionInactive' }
  | { kind: 'brandOverview'; withSecondWidget: boolean }
  | { kind: 'amazonAudit' }
  | { kind: 'welcome'; name: string };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

function Body({ variant }: { variant: DashboardVariant }) {
  const styles = useStyles();
  // Standard agency users see the dashboard but not ASINs: no lookup that could only be refused.
  const canLookUp = usePermission('asins.view');
  switch (variant.kind) {
    case 'subscriptionInactive':
      return (
        <MessageBar intent="warning">
          <MessageBarBody>{MESSAGES.subscriptionInactive}</MessageBarBody>
        </MessageBar>
      );
    case 'staff':
      return (
        <div className={styles.columns}>
          <div className={styles.column}>
            {canLookUp ? <LookupAsinWidget /> : null}
            <WatchlistWidget />
            <NewBrandsWidget />
          </div>
          <div className={styles.column}>
            <MoversWidget kind="brand" title="Brand Movers" />
            <MoversWidget kind="asin" title="ASIN Movers" />
          </div>
        </div>
      );
    case 'brandOverview':
      return (
        <div className={styles.column}>
          <BrandOverviewWidget />
          {variant.withSecondWidget ? <MoversWidget kind="asin" title="ASIN Movers" /> : null}
        </div>
      );
    case 'amazonAudit':
      return <SellingPartnerConnect />;
    case 'welcome':
      return <Text>Welcome, {variant.name}. Use the menu to open the areas of the portal.</Text>;
  }
}

export function DashboardPage({ variant }: { variant: DashboardVariant }) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        Dashboard
      </Text>
      <Body variant={variant} />
    </section>
  );
}
