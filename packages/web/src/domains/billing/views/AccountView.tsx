import { makeStyles, Tab, TabList, Text } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { routeUrl } from '../../../app/navigation/route-url';
import { usePageTitle } from '../../../ui';
import { ConnectToAmazonPanel } from '../../connections/views/ConnectToAmazonPanel';
import { BillingPanel } from './BillingPanel';

const TABS = { billing: 'Payment and Billing', 'connect-to-amazon': 'Connect to Amazon' } as const;
type TabValue = keyof typeof TABS;

// The tabs wrap rather than push a narrow page sideways.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

/** /account/{tabValue} (spec 3 §2): billing by default, and Connect to Amazon. */
export function AccountView() {
  const { tabValue } = useParams();
  const navigate = useNavigate();
  const styles = useStyles();
  const tab: TabValue = tabValue === 'connect-to-amazon' ? 'connect-to-amazon' : 'billing';
  usePageTitle(TABS[tab]);
  return (
    <section>
      <Text as="h1" size={700} weight="semibold">
        Account
      </Text>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_e, data) => navigate(routeUrl('account', { tabValue: String(data.value) }))}
      >
        {(Object.keys(TABS) as TabValue[]).map((value) => (
          <Tab key={value} value={value}>
            {TABS[value]}
          </Tab>
        ))}
      </TabList>
      {tab === 'billing' ? <BillingPanel /> : <ConnectToAmazonPanel />}
    </section>
  );
}
