import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { ALERT_TABS } from '@portal/schema';
import { usePermission } from '../../../app/session/use-permission';
import { PageHeader, usePageTitle } from '../../../ui';
import { ALERT_TAB_KEYS, useAlertParams } from '../alert-params';
import { AlertTabView } from './AlertTabView';
import { AllAlertsView } from './AllAlertsView';

/** /alerts (spec 2 §2): All Alerts, and for staff Late FBM Shipments, Deleted SKUs and Parent Changes. */
// Four tabs do not fit a phone's width: they wrap instead of widening the page (issue 38 point 10).
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

export function AlertsView() {
  const styles = useStyles();
  usePageTitle('Alerts');
  const staff = usePermission('alerts.manage');
  const [params, update] = useAlertParams();
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
