import type { AccountFeature } from '@portal/schema';

/** The password of every demo account (DESIGN §2). */
export const DEMO_PASSWORD = 'Portal!2026';

export interface DemoAccount {
  email: string;
  role: string;
  brandType: string | null;
  note: string;
}

/** The demo accounts of DESIGN §2, in its order. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  { email: 'admin@demo.test', role: 'admin', brandType: null, note: '' },
  { email: 'manager@demo.test', role: 'manager', brandType: null, note: 'account manager of several brands' },
  { email: 'user@demo.test', role: 'user', brandType: null, note: '' },
  { email: 'agency@demo.test', role: 'standard_agency_user', brandType: null, note: '' },
  { email: 'api@demo.test', role: 'api', brandType: null, note: '' },
  { email: 'mc@demo.test', role: 'brand-user', brandType: 'mc', note: 'brand admin' },
  { email: 'mr@demo.test', role: 'brand-user', brandType: 'mr', note: '' },
  { email: 'mr-sub@demo.test', role: 'brand-user', brandType: 'mr', note: 'has sub brand codes' },
  { email: 'ffp@demo.test', role: 'brand-user', brandType: 'ffp', note: 'brand admin, active subscription' },
  {
    email: 'ffp-user@demo.test',
    role: 'brand-user',
    brandType: 'ffp',
    note: 'not brand admin, active subscription',
  },
  {
    email: 'ffp-inactive@demo.test',
    role: 'brand-user',
    brandType: 'ffp',
    note: 'brand admin, no active subscription',
  },
  {
    email: 'ecom3k@demo.test',
    role: 'brand-user',
    brandType: 'ecom3k',
    note: 'brand admin, active subscription',
  },
  { email: 'aa@demo.test', role: 'brand-user', brandType: 'aa', note: 'Amazon audit' },
];

/** Brand of each demo brand user, and whether they administer it. */
export const DEMO_BRAND_USERS: Record<string, { brandCode: string; brandAdmin: boolean }> = {
  'mc@demo.test': { brandCode: 'MC001', brandAdmin: true },
  'mr@demo.test': { brandCode: 'MR001', brandAdmin: false },
  'mr-sub@demo.test': { brandCode: 'MR100', brandAdmin: false },
  'ffp@demo.test': { brandCode: 'FFP001', brandAdmin: true },
  'ffp-user@demo.test': { brandCode: 'FFP001', brandAdmin: false },
  'ffp-inactive@demo.test': { brandCode: 'FFP002', brandAdmin: true },
  'ecom3k@demo.test': { brandCode: 'E3K001', brandAdmin: true },
  'aa@demo.test': { brandCode: 'AA001', brandAdmin: true },
};

/**
 * Features the demo grants by name: the ffp admin is one of the few accounts shown BULK EDIT (v1)
 * (spec 3 §2), so the demo shows it; ffp-user@demo.test is the same brand without it.
 */
export const DEMO_ACCOUNT_FEATURES: Record<string, readonly AccountFeature[]> = {
  'ffp@demo.test': ['bulkEditV1'],
};

/** A printable table of the demo accounts, for the start command. */
export function formatDemoAccounts(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(24)} ${a.role.padEnd(21)} ${(a.brandType ?? '-').padEnd(7)} ${a.note}`,
  );
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
