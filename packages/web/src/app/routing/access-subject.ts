import { type AccessSubject, isAccountFeature, parseBrandType, parseRole } from '@portal/schema';
import type { SessionUser } from '../session/session-types';

/** The access tables' view of the signed-in user (GraphQL enums → the tables' spelling). */
export function toAccessSubject(
  user: Pick<SessionUser, 'role' | 'brandType' | 'brandAdmin' | 'activeBrandSubscription' | 'subBrandCodes'> &
    Partial<Pick<SessionUser, 'accountFeatures'>>,
): AccessSubject {
  return {
    // An unknown role gets the least privileged one: the api role is refused almost everywhere.
    role: parseRole(user.role) ?? 'api',
    brandType: parseBrandType(user.brandType),
    brandAdmin: user.brandAdmin,
    activeSubscription: user.activeBrandSubscription,
    subBrandCodes: user.subBrandCodes,
    accountFeatures: (user.accountFeatures ?? []).filter(isAccountFeature),
  };
}
