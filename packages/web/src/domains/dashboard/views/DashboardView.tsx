import { isSubscriptionBrandType, parseBrandType } from '@portal/schema';
import { useSession } from '../../../app/session/SessionProvider';
import type { SessionUser } from '../../../app/session/session-types';
import { usePageTitle } from '../../../ui';
import { DashboardPage, type DashboardVariant } from '../components/DashboardPage';

/** Spec 2 §2: staff get the widgets; brand users a dashboard by brand type. */
export function dashboardVariant(user: SessionUser): DashboardVariant {
  if (user.role !== 'BRAND_USER') return { kind: 'staff' };
  const brandType = parseBrandType(user.brandType);
  if (isSubscriptionBrandType(brandType) && !user.activeBrandSubscription)
    return { kind: 'subscriptionInactive' };
  if (brandType === 'mc' || brandType === 'mr')
    return { kind: 'brandOverview', withSecondWidget: (user.subBrandCodes ?? []).length === 0 };
  if (brandType === 'aa') return { kind: 'amazonAudit' };
  return { kind: 'welcome', name: user.name };
}

export function DashboardView() {
  usePageTitle('Dashboard');
  const user = useSession()?.user;
  if (!user) return null;
  return <DashboardPage variant={dashboardVariant(user)} />;
}
