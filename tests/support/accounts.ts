import type { BrandType, Role } from '@portal/schema';

/** The demo accounts of DESIGN §2, as the seed creates them. */
export interface DemoAccount {
  email: string;
  role: Role;
  brandType: BrandType | null;
  brandAdmin: boolean;
  activeSubscription: boolean;
  hasSubBrands: boolean;
}

export const DEMO_PASSWORD = 'Portal!2026';

const staff = (email: string, role: Role): DemoAccount => ({
  email,
  role,
  brandType: null,
  brandAdmin: false,
  activeSubscription: false,
  hasSubBrands: false,
});

const brandUser = (email: string, brandType: BrandType, rest: Partial<DemoAccount> = {}): DemoAccount => ({
  email,
  role: 'brand-user',
  brandType,
  brandAdmin: false,
  activeSubscription: false,
  hasSubBrands: false,
  ...rest,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  staff('admin@demo.test', 'admin'),
  staff('manager@demo.test', 'manager'),
  staff('user@demo.test', 'user'),
  staff('agency@demo.test', 'standard_agency_user'),
  staff('api@demo.test', 'api'),
  brandUser('mc@demo.test', 'mc', { brandAdmin: true }),
  brandUser('mr@demo.test', 'mr'),
  brandUser('mr-sub@demo.test', 'mr', { hasSubBrands: true }),
  brandUser('ffp@demo.test', 'ffp', { brandAdmin: true, activeSubscription: true }),
  brandUser('ffp-user@demo.test', 'ffp', { activeSubscription: true }),
  brandUser('ffp-inactive@demo.test', 'ffp', { brandAdmin: true }),
  brandUser('ecom3k@demo.test', 'ecom3k', { brandAdmin: true, activeSubscription: true }),
  brandUser('aa@demo.test', 'aa'),
];
