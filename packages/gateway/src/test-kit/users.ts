import type { AuthUser } from '../auth/auth-user.ts';

/** Typed callers for authorization tests: one per role, one per brand type and brand state. */
function user(userId: string, overrides: Partial<AuthUser>): AuthUser {
  return {
    userId,
    email: `${userId}@demo.test`,
    role: 'user',
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    sid: `sid-${userId}`,
    expiresAt: Math.floor(Date.now() / 1000) + 900,
    ...overrides,
  };
}

export const testUsers = {
  admin: user('admin', { role: 'admin' }),
  manager: user('manager', { role: 'manager' }),
  user: user('user', { role: 'user' }),
  agency: user('agency', { role: 'standard_agency_user' }),
  api: user('api', { role: 'api' }),
  mc: user('mc', { role: 'brand-user', brandType: 'mc', brandAdmin: true, brandCode: 'MC1' }),
  mr: user('mr', { role: 'brand-user', brandType: 'mr', brandCode: 'MR1' }),
  aa: user('aa', { role: 'brand-user', brandType: 'aa', brandAdmin: true, brandCode: 'AA1' }),
  ffp: user('ffp', {
    role: 'brand-user',
    brandType: 'ffp',
    brandAdmin: true,
    activeBrandSubscription: true,
    brandCode: 'FFP1',
  }),
  ffpUser: user('ffp-user', {
    role: 'brand-user',
    brandType: 'ffp',
    brandAdmin: false,
    activeBrandSubscription: true,
    brandCode: 'FFP1',
  }),
  ffpInactive: user('ffp-inactive', {
    role: 'brand-user',
    brandType: 'ffp',
    brandAdmin: true,
    activeBrandSubscription: false,
    brandCode: 'FFP2',
  }),
  ecom3k: user('ecom3k', {
    role: 'brand-user',
    brandType: 'ecom3k',
    brandAdmin: true,
    activeBrandSubscription: true,
    brandCode: 'E3K1',
  }),
  ecom3kInactive: user('ecom3k-inactive', {
    role: 'brand-user',
    brandType: 'ecom3k',
    brandAdmin: true,
    activeBrandSubscription: false,
    brandCode: 'E3K2',
  }),
} satisfies Record<string, AuthUser>;

export type TestUserName = keyof typeof testUsers;
export const testUserNames = Object.keys(testUsers) as TestUserName[];
