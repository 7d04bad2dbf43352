import { isSubscriptionBrandType } from '../constants/roles.ts';
import type { AccessCondition, AccessRule, AccessSubject, AuthDecision } from './types.ts';

/** Brand-type, brand-admin and subscription conditions only bind brand users (DESIGN §3). */
const isBrandUser = (subject: AccessSubject): boolean => subject.role === 'brand-user';

/**
 * The one reading of an access rule: used by the gateway's @auth directive, the web route guard and
 * the menu. A brand user without a brand type passes brand-type conditions (they apply "to users who
 * have a brand type").
 */
export const checkAuthRule = (subject: AccessSubject | null, rule: AccessRule): AuthDecision => {
  if (!subject) return 'UNAUTHENTICATED';
  if (rule.roles && rule.roles.length > 0 && !rule.roles.includes(subject.role)) return 'FORBIDDEN';
  if (rule.accountFeature && !subject.accountFeatures?.includes(rule.accountFeature)) return 'FORBIDDEN';
  if (!isBrandUser(subject)) return 'ALLOW';
  if (rule.brandTypes && subject.brandType !== null && !rule.brandTypes.includes(subject.brandType)) {
    return 'FORBIDDEN';
  }
  if (rule.brandAdmin && !subject.brandAdmin) return 'FORBIDDEN';
  if (rule.activeSubscription && isSubscriptionBrandType(subject.brandType) && !subject.activeSubscription) {
    return 'FORBIDDEN';
  }
  return 'ALLOW';
};

const CONDITIONS: Record<AccessCondition, (subject: AccessSubject) => boolean> = {
  notSubscriptionAdminOrSubscriber: (s) =>
    !(isBrandUser(s) && isSubscriptionBrandType(s.brandType) && (s.brandAdmin || s.activeSubscription)),
  withoutSubBrands: (s) => s.subBrandCodes.length === 0,
};

/** True when the rule allows the subject and every named condition holds. */
export const meetsRule = (
  subject: AccessSubject,
  rule: AccessRule & { conditions?: readonly AccessCondition[] },
): boolean =>
  checkAuthRule(subject, rule) === 'ALLOW' && (rule.conditions ?? []).every((c) => CONDITIONS[c](subject));
