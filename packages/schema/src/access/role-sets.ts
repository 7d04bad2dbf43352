import type { Role } from '../constants/roles.ts';

// Role sets as the spec's tables name them, shared by the data and page permissions.

/** "All five" is spec 2's five roles: api is not among them. */
export const ALL_FIVE: readonly Role[] = ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user'];
/** Agency staff: every role that is neither a brand user nor a machine client. */
export const STAFF: readonly Role[] = ['admin', 'manager', 'user', 'standard_agency_user'];
/** The listing tools' roles (spec 3 §6): every role but user and api. */
export const LISTING_ROLES: readonly Role[] = ['admin', 'manager', 'brand-user', 'standard_agency_user'];
/** Staff who read and brand users: the ASIN and brand-tab pages of spec 2 §6. */
export const STAFF_AND_BRAND: readonly Role[] = ['admin', 'manager', 'user', 'brand-user'];
/** Staff who administer brands and agency reports (no plain user). */
export const BRAND_ADMIN_STAFF: readonly Role[] = ['admin', 'manager', 'standard_agency_user'];
export const ADMIN_MANAGER: readonly Role[] = ['admin', 'manager'];
export const ADMIN_MANAGER_USER: readonly Role[] = ['admin', 'manager', 'user'];
