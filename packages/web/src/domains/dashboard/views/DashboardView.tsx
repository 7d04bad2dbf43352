import { isSubscriptionBrandType, parseBrandType } from '@portal/schema';
import { useSession } from '../../../app/session/SessionProvider';
import { DashboardPage } from '../components/DashboardPage';

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'an administrator',
  MANAGER: 'an account manager',
  USER: 'an agency user',
  BRAND_USER: 'a brand user',
  STANDARD_AGENCY_USER: 'a standard agency user',
  API: 'an API client',
};

export function DashboardView() {
  const user = useSession()?.user;
  if (!user) return null;
  const subscriptionInactive =
    user.role === 'BRAND_USER' &&
    isSubscriptionBrandType(parseBrandType(user.brandType)) &&
    !user.activeBrandSubscription;
  return (
    <DashboardPage
      name={user.name}
      roleLabel={ROLE_LABELS[user.role] ?? user.role}
      brandName={user.brandName}
      subscriptionInactive={subscriptionInactive}
    />
  );
}
