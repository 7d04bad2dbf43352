import type { AuthUser, RestBrandType, RestRole } from './auth-user.ts';

/** The arguments of one @auth directive, in REST spelling. */
export interface AuthRule {
  roles?: RestRole[];
  brandTypes?: RestBrandType[];
  brandAdmin?: boolean;
  activeSubscription?: boolean;
}

export type AuthDecision = 'ALLOW' | 'UNAUTHENTICATED' | 'FORBIDDEN';

type AuthSubject = Pick<AuthUser, 'role' | 'brandType' | 'brandAdmin' | 'activeBrandSubscription'>;

// Only these brand types sell a subscription (spec 1 §4.2); other brand users pass that condition.
const subscriptionBrandTypes: RestBrandType[] = ['ffp', 'ecom3k'];

/** DESIGN §3: every given condition must hold; brand conditions bind brand users only. */
export function checkAuthRule(subject: AuthSubject | null, rule: AuthRule): AuthDecision {
  if (!subject) return 'UNAUTHENTICATED';
  if (rule.roles && rule.roles.length > 0 && !rule.roles.includes(subject.role)) return 'FORBIDDEN';
  if (rule.brandTypes && subject.brandType && !rule.brandTypes.includes(subject.brandType))
    return 'FORBIDDEN';
  const isBrandUser = subject.role === 'brand-user';
  if (rule.brandAdmin && isBrandUser && !subject.brandAdmin) return 'FORBIDDEN';
  if (
    rule.activeSubscription &&
    isBrandUser &&
    subject.brandType &&
    subscriptionBrandTypes.includes(subject.brandType) &&
    !subject.activeBrandSubscription
  ) {
    return 'FORBIDDEN';
  }
  return 'ALLOW';
}
