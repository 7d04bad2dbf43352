import { ROLES, type Role } from '../constants/roles.ts';
import { meetsRule } from './auth-rule.ts';
import type { AccessCondition, AccessRule, AccessSubject } from './types.ts';

/**
 * One named permission: who may do it. Every given condition must hold (see checkAuthRule):
 * roles (absent = any signed-in role), brand types, brand admin and active subscription bind brand
 * users only; conditions are the named rules no argument can express.
 */
export interface PermissionRule extends AccessRule {
  /** What the permission allows, in the spec's words (shown in the access docs and errors). */
  description: string;
  conditions?: readonly AccessCondition[];
}

// Role sets as the spec's tables name them. "All five" is spec 2's five roles: api is not among them.
const ALL_FIVE: readonly Role[] = ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user'];
const STAFF: readonly Role[] = ['admin', 'manager', 'user', 'standard_agency_user'];
const LISTING_ROLES: readonly Role[] = ['admin', 'manager', 'brand-user', 'standard_agency_user'];

/**
 * Every permission of the product, by name. The one place access is declared: the web's route
 * table and menu, the SDL's `@auth(permission: …)`, the gateway's directive and the backend's route
 * middleware all read this table. Brand scoping (a brand user sees only its brand and sub brands)
 * is not a permission: it stays in the backend's services.
 */
export const PERMISSIONS = {
  // Session and profile: anyone signed in.
  session: { description: 'End one’s own session', roles: ROLES },
  'profile.read': { description: 'Read one’s own profile (users/me)', roles: ROLES },
  'profile.update': {
    description: 'Save one’s own table layouts and viewed help articles',
    roles: ROLES,
  },
  'marketplaces.read': {
    description: 'List the authorized marketplaces one may pick',
    roles: ROLES,
  },
  'brandAssets.read': { description: 'Load a brand’s logo and product image', roles: ROLES },

  // Lookups of spec 1 §7.2.
  'lookups.read': {
    description: 'Read the brand statuses, brand types, order methods, agreement types and max-control lists',
    roles: STAFF,
  },
  'brandRoleAssignees.read': { description: 'List the staff a brand role can be assigned to', roles: STAFF },
  'brandIds.read': { description: 'List brand codes and names for filters', roles: ALL_FIVE },
  'accountManagers.read': {
    description: 'List the agency’s account managers (filter by account manager)',
    roles: ['admin', 'manager', 'user'],
  },

  // Listing activity (spec 3).
  'activity.read': {
    description: 'Read unread listing activity',
    roles: LISTING_ROLES,
    brandTypes: ['ffp', 'ecom3k'],
  },
  'activity.update': {
    description: 'Mark listing activity read',
    roles: LISTING_ROLES,
    brandTypes: ['ffp', 'ecom3k'],
  },

  // Advertising (spec 1 §2.4, spec 3 Ads authorization).
  'advertising.read': {
    description: 'Read advertising performance (table, summary, chart) and export it',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr', 'ecom3k'],
  },
  'ads.authorize': {
    description: 'Grant or revoke the brand’s Amazon Ads authorization',
    roles: ALL_FIVE,
    brandTypes: ['ecom3k'],
    brandAdmin: true,
  },

  // Monthly brand reports (spec 1 §2.5).
  'brandReports.list': {
    description: 'List a brand’s monthly reports',
    roles: ALL_FIVE,
    brandTypes: ['mc', 'mr'],
  },
  'brandReports.read': {
    description: 'Open one monthly report',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },
  'brandReports.update': {
    description: 'Save a monthly report’s notes and ignored suppressions',
    roles: LISTING_ROLES,
    brandTypes: ['mc', 'mr'],
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name);

/** Whether the subject holds the permission (null subject: not signed in, never). */
export const hasPermission = (subject: AccessSubject | null, permission: Permission): boolean =>
  subject !== null && meetsRule(subject, PERMISSIONS[permission]);
