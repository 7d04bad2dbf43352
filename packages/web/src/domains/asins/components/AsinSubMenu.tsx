import { Tab, TabList } from '@fluentui/react-components';
import { ASIN_MENU, type AsinMenuEntry, hasPermission, ROUTE_BY_ID } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { routeUrl } from '../../../app/navigation/route-url';
import { IMPLEMENTED_ROUTE_IDS } from '../../../app/routes';
import { useAccessSubject } from '../../../app/routing/use-access-subject';

type Subject = ReturnType<typeof useAccessSubject>;

const routeAllows = (subject: Subject, routeId: AsinMenuEntry['routeId']) => {
  const permission = ROUTE_BY_ID[routeId].permission;
  return permission === undefined || hasPermission(subject, permission);
};

/** The entries a viewer sees: its own rule and its route's rule allow, and its screen exists. */
export const visibleAsinMenu = (subject: Subject, implemented: ReadonlySet<string>) =>
  ASIN_MENU.filter(
    (entry) =>
      implemented.has(entry.routeId) &&
      hasPermission(subject, entry.permission) &&
      routeAllows(subject, entry.routeId),
  );

/** The ASIN sub-menu (spec 2 §2): Keyword, Fees Estimates and Competing Offers for Admin and Manager only. */
export function AsinSubMenu({ asin, current }: { asin: string; current: AsinMenuEntry['id'] }) {
  const subject = useAccessSubject();
  const navigate = useNavigate();
  const entries = visibleAsinMenu(subject, IMPLEMENTED_ROUTE_IDS);
  return (
    <nav aria-label="ASIN">
      <TabList
        vertical
        selectedValue={current}
        onTabSelect={(_, data) => {
          const entry = entries.find((e) => e.id === data.value);
          if (entry) navigate(routeUrl(entry.routeId as 'asinView', { asin }));
        }}
      >
        {entries.map((entry) => (
          <Tab key={entry.id} value={entry.id}>
            {entry.label}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
}
