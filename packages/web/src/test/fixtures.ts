import type { SessionUser, StoredSession } from '../app/session/session-types';

export const agencyAdmin: SessionUser = {
  userId: '1',
  email: 'admin@demo.test',
  name: 'Ada Admin',
  role: 'ADMIN',
  brandType: null,
  brandAdmin: false,
  activeBrandSubscription: false,
  brandCode: null,
  brandName: null,
  subBrandCodes: [],
  accountFeatures: [],
};

export const ffpBrandAdmin: SessionUser = {
  ...agencyAdmin,
  userId: '9',
  email: 'ffp@demo.test',
  name: 'Fiona Ffp',
  role: 'BRAND_USER',
  brandType: 'FFP',
  brandAdmin: true,
  activeBrandSubscription: true,
  brandCode: 'FFP1',
  brandName: 'FFP Brand',
};

export const ffpInactive: SessionUser = { ...ffpBrandAdmin, activeBrandSubscription: false };

export const mcBrandUser: SessionUser = {
  ...agencyAdmin,
  userId: '7',
  email: 'mc@demo.test',
  name: 'Max Control',
  role: 'BRAND_USER',
  brandType: 'MC',
  brandAdmin: true,
  brandCode: 'MC1',
  brandName: 'MC Brand',
};

/** A signed-in session (as login answers it) whose access token expires `inMs` from now. */
export function sessionFor(user: SessionUser, inMs = 15 * 60_000): StoredSession & { accessToken: string } {
  return {
    user,
    accessToken: `access-${user.userId}`,
    accessTokenExpiresAt: new Date(Date.now() + inMs).toISOString(),
  };
}
