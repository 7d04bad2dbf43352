import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { ALERT_TABS } from '@portal/schema';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { usePermission } from '../../../app/session/use-permission';
import { PageHeader, parseAsPage, useAddressState, usePageTitle } from '../../../ui';
import { EXTRA_TAB_KEYS } from '../components/tab-columns';
import { AlertTabView } from './AlertTabView';
import { AllAlertsView } from './AllAlertsView';

/** The tabs of the alerts page by address key (spec 2 §2), in ALERT_TABS' order. */
const ALERT_TAB_KEYS = ['all', ...EXTRA_TAB_KEYS] as const;

/**
 * The chosen tab, and the keys a switch of tab clears so the new tab opens on its first page under
 * its own default sort. Each tab keeps the rest of its view in the address itself.
 */
const tabParsers = {
  tab: parseAsStringLiteral(ALERT_TAB_KEYS).withDefault('all'),
  page: parseAsPage,
  tabSortBy: parseAsString,
  tabSortOrder: parseAsString,
};

/** /alerts (spec 2 §2): All Alerts, and for staff Late FBM Shipments, Deleted SKUs and Parent Changes. */
// Four tabs do not fit a phone's width: they wrap instead of widening the page (issue 38 point 10).
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

export function AlertsView() {
  const styles = useStyles();
  usePageTitle('Alerts');
  const staff = usePermission('alerts.manage');
  const [params, update] = useAddressState(tabParsers, { pageKey: 'page' });
  // Brand users see only All Alerts (spec 2 §2), whatever the address says.
  const tab = staff ? params.tab : 'all';
  return (
    <section>
      <PageHeader title="Alerts" />
      {staff && (
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) =>
            void update({
              tab: d.value as (typeof ALERT_TAB_KEYS)[number],
              tabSortBy: null,
              tabSortOrder: null,
            })
          }
        >
          {ALERT_TAB_KEYS.map((key, i) => (
            <Tab key={key} value={key}>
              {ALERT_TABS[i]}
            </Tab>
          ))}
        </TabList>
      )}
      {tab === 'all' ? <AllAlertsView /> : <AlertTabView kind={tab} />}
    </section>
  );
}
