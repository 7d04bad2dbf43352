import { type AccessRule, type AccessSubject, checkAuthRule } from '@portal/schema';

/**
 * Who may see listing activity: the @auth of activityUnreadCount and its siblings in
 * activity.graphql (a test keeps the two equal), so the bell never asks for what would be refused.
 */
export const ACTIVITY_RULE: AccessRule = {
  roles: ['admin', 'manager', 'brand-user', 'standard_agency_user'],
  brandTypes: ['ffp', 'ecom3k'],
};

export const canSeeActivity = (subject: AccessSubject | null): boolean =>
  checkAuthRule(subject, ACTIVITY_RULE) === 'ALLOW';
