// Test-only: the 13 demo accounts of DESIGN §2 as the access rules see them.
import type { AccessSubject } from './types.ts';

const staff = (role: AccessSubject['role']): AccessSubject => ({
  role,
  brandType: null,
  brandAdmin: false,
  activeSubscription: false,
  subBrandCodes: [],
});
const brand = (over: Partial<AccessSubject>): AccessSubject => ({ ...staff('brand-user'), ...over });

/** Keyed by the account's e-mail name (admin@demo.test → admin). */
export const DEMO_SUBJECTS = {
  admin: staff('admin'),
  manager: staff('manager'),
  user: staff('user'),
  agency: staff('standard_agency_user'),
  api: staff('api'),
  mc: brand({ brandType: 'mc', brandAdmin: true }),
  mr: brand({ brandType: 'mr' }),
  'mr-sub': brand({ brandType: 'mr', subBrandCodes: ['MR-SUB-1'] }),
  ffp: brand({
    brandType: 'ffp',
    brandAdmin: true,
    activeSubscription: true,
    accountFeatures: ['bulkEditV1'],
  }),
  'ffp-user': brand({ brandType: 'ffp', activeSubscription: true }),
  'ffp-inactive': brand({ brandType: 'ffp', brandAdmin: true }),
  ecom3k: brand({ brandType: 'ecom3k', brandAdmin: true, activeSubscription: true }),
  aa: brand({ brandType: 'aa' }),
} as const satisfies Record<string, AccessSubject>;
