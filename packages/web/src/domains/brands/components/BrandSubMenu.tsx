import { Tab, TabList } from '@fluentui/react-components';
import { BRAND_MENU, type BrandMenuEntry, hasPermission, ROUTE_BY_ID } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { routeUrl } from '../../../app/navigation/route-url';
import { IMPLEMENTED_ROUTE_IDS } from '../../../app/routes';
import { useAccessSubject } from '../../../app/routing/use-access-subject';

const routeAllows = (subject: ReturnType<typeof useAccessSubject>, routeId: BrandMenuEntry['routeId']) => {
  const permission = ROUTE_BY_ID[routeId].permission;
  return permission === undefined || hasPermission(subject, permission);
};

const urlOf = (entry: BrandMenuEntry, brandCode: string): string => {
  if (entry.routeId === 'brandUpdate') return routeUrl('brandUpdate', { id: brandCode, tabValue: 'edit' });
  if (entry.routeId === 'brandAdsPerformance')
    return routeUrl('brandAdsPerformance', { id: brandCode, adsType: 'sp' });
  return routeUrl(entry.routeId as 'brandDetail', { id: brandCode });
};

/**
 * The brand sub-menu (spec 2 §2) as vertical tabs. An entry shows when its own rule and its route's
 * rule allow the viewer, and once its screen exists (health and inventory arrive later).
 */
export function BrandSubMenu({ brandCode, current }: { brandCode: string; current: BrandMenuEntry['id'] }) {
  const subject = useAccessSubject();
  const navigate = useNavigate();
  const entries = BRAND_MENU.filter(
    (entry) =>
      IMPLEMENTED_ROUTE_IDS.has(entry.routeId) &&
      hasPermission(subject, entry.permission) &&
      routeAllows(subject, entry.routeId),
  );
  return (
    <nav aria-label="Brand">
      <TabList
        vertical
        selectedValue={current}
        onTabSelect={(_, data) => {
          const entry = entries.find((e) => e.id === data.value);
          if (entry) navigate(urlOf(entry, brandCode));
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
