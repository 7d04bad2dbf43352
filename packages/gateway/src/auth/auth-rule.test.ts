import { describe, expect, it } from 'vitest';
import { testUsers } from '../test-kit/users.ts';
import { checkAuthRule } from './auth-rule.ts';

describe('checkAuthRule', () => {
  it('answers UNAUTHENTICATED when nobody is signed in', () => {
    expect(checkAuthRule(null, {})).toBe('UNAUTHENTICATED');
  });

  it('admits any signed-in role when no role is given', () => {
    for (const user of Object.values(testUsers)) expect(checkAuthRule(user, {})).toBe('ALLOW');
  });

  it('forbids roles outside the list', () => {
    expect(checkAuthRule(testUsers.agency, { roles: ['admin', 'manager'] })).toBe('FORBIDDEN');
    expect(checkAuthRule(testUsers.manager, { roles: ['admin', 'manager'] })).toBe('ALLOW');
  });

  it('lets agency staff pass a brand-type condition', () => {
    expect(checkAuthRule(testUsers.admin, { brandTypes: ['ffp'] })).toBe('ALLOW');
  });

  it('forbids brand users of another brand type', () => {
    expect(checkAuthRule(testUsers.mr, { brandTypes: ['ffp', 'ecom3k'] })).toBe('FORBIDDEN');
    expect(checkAuthRule(testUsers.ecom3k, { brandTypes: ['ffp', 'ecom3k'] })).toBe('ALLOW');
  });

  it('forbids brand users who are not brand admins when brandAdmin is required', () => {
    expect(checkAuthRule(testUsers.ffpUser, { brandAdmin: true })).toBe('FORBIDDEN');
    expect(checkAuthRule(testUsers.ffp, { brandAdmin: true })).toBe('ALLOW');
    expect(checkAuthRule(testUsers.user, { brandAdmin: true })).toBe('ALLOW');
  });

  it('forbids ffp and ecom3k users without an active subscription when one is required', () => {
    expect(checkAuthRule(testUsers.ffpInactive, { activeSubscription: true })).toBe('FORBIDDEN');
    expect(checkAuthRule(testUsers.ecom3kInactive, { activeSubscription: true })).toBe('FORBIDDEN');
    expect(checkAuthRule(testUsers.ffp, { activeSubscription: true })).toBe('ALLOW');
    // mr has no subscription product, so the condition does not bind it.
    expect(checkAuthRule(testUsers.mr, { activeSubscription: true })).toBe('ALLOW');
  });
});
