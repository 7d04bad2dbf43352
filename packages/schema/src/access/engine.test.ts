import { describe, expect, it } from 'vitest';
import { checkAuthRule } from './auth-rule.ts';
import {
  landingPath,
  loginRedirect,
  readLoginOrigin,
  refusedInPlace,
  resolvePath,
  resolveRoute,
  visibleMenu,
} from './engine.ts';
import type { AccessSubject } from './types.ts';

// The demo accounts of DESIGN §2.
const staff = (role: AccessSubject['role']): AccessSubject => ({
  role,
  brandType: null,
  brandAdmin: false,
  activeSubscription: false,
  subBrandCodes: [],
});
const brand = (over: Partial<AccessSubject>): AccessSubject => ({ ...staff('brand-user'), ...over });
const admin = staff('admin');
const ffp = brand({ brandType: 'ffp', brandAdmin: true, activeSubscription: true });
const ffpUser = brand({ brandType: 'ffp', activeSubscription: true });
const ffpInactive = brand({ brandType: 'ffp', brandAdmin: true });
const ecom3k = brand({ brandType: 'ecom3k', brandAdmin: true, activeSubscription: true });
const mrSub = brand({ brandType: 'mr', subBrandCodes: ['MR-SUB'] });
const mc = brand({ brandType: 'mc', brandAdmin: true });

const menuIds = (s: AccessSubject, implemented: string[]) =>
  visibleMenu(s, new Set(implemented)).map((e) => e.id);

describe('checkAuthRule', () => {
  it('refuses the signed-out caller as unauthenticated', () => {
    expect(checkAuthRule(null, {})).toBe('UNAUTHENTICATED');
  });

  it('lets agency staff pass brand-type, brand-admin and subscription conditions', () => {
    expect(checkAuthRule(admin, { brandTypes: ['ffp'], brandAdmin: true, activeSubscription: true })).toBe(
      'ALLOW',
    );
  });

  it('refuses a role outside the list', () => {
    expect(checkAuthRule(staff('api'), { roles: ['admin'] })).toBe('FORBIDDEN');
  });

  it('holds brand users to brand type, brand admin and subscription', () => {
    expect(checkAuthRule(mc, { brandTypes: ['mr'] })).toBe('FORBIDDEN');
    expect(checkAuthRule(ffpUser, { brandAdmin: true })).toBe('FORBIDDEN');
    expect(checkAuthRule(ffpInactive, { activeSubscription: true })).toBe('FORBIDDEN');
  });

  it('applies the subscription condition only to ffp and ecom3k brand users', () => {
    expect(checkAuthRule(mc, { activeSubscription: true })).toBe('ALLOW');
  });
});

describe('resolveRoute', () => {
  it('sends an ffp brand admin with a subscription from the dashboard to billing', () => {
    expect(resolveRoute(ffp, 'dashboard')).toEqual({ redirect: '/account/billing' });
  });

  it('sends a subscribed ffp user who is not an admin to the listings', () => {
    expect(resolveRoute(ffpUser, 'alerts')).toEqual({ redirect: '/amazon-listings-items' });
  });

  it('sends an ffp admin without a subscription from the listings to billing', () => {
    expect(resolveRoute(ffpInactive, 'listings')).toEqual({ redirect: '/account/billing' });
  });

  it('refuses the account page to a brand user who is not a brand admin', () => {
    expect(resolveRoute(ffpUser, 'account')).toEqual({ redirect: '/amazon-listings-items' });
  });

  it('sends a signed-in visitor of login to their landing page, and of create-account to Amazon connect', () => {
    expect(resolveRoute(mc, 'login')).toEqual({ redirect: '/' });
    expect(resolveRoute(ffpUser, 'login')).toEqual({ redirect: '/amazon-listings-items' });
    expect(resolveRoute(ecom3k, 'createAccount')).toEqual({ redirect: '/account/connect-to-amazon' });
    expect(resolveRoute(admin, 'createAccount')).toEqual({ redirect: '/' });
  });

  it('gives the api role the no-access page', () => {
    expect(resolveRoute(staff('api'), 'dashboard')).toEqual({ redirect: '/no-access' });
  });
});

describe('resolvePath', () => {
  it('treats the listing activity tab apart from the subscription-only edit tab', () => {
    expect(resolvePath(ffpInactive, '/amazon-listings-item/ATVPDKIKX0DER/S1/SKU-1/activity')).toEqual({
      allow: true,
    });
    expect(resolvePath(ffpInactive, '/amazon-listings-item/ATVPDKIKX0DER/S1/SKU-1/edit')).toEqual({
      redirect: '/account/billing',
    });
  });

  it('sends a signed-out visitor of an unknown page to login', () => {
    expect(resolvePath(null, '/nowhere')).toEqual({ redirect: '/login?from=%2Fnowhere' });
  });
});

describe('landingPath', () => {
  it('takes ffp brand users to the listings whatever their origin', () => {
    expect(landingPath(ffpUser, '/alerts')).toBe('/amazon-listings-items');
  });

  it('takes others back to where they came from, or to /', () => {
    expect(landingPath(mc, '/alerts?brands=MC1')).toBe('/alerts?brands=MC1');
    expect(landingPath(admin)).toBe('/');
  });

  it('never follows an off-site origin', () => {
    expect(landingPath(admin, '//evil.example/x')).toBe('/');
  });

  it('lands a subscribed ecom3k admin on billing, since the dashboard keeps them off', () => {
    expect(landingPath(ecom3k)).toBe('/account/billing');
  });
});

describe('login origin', () => {
  it('keeps the origin through the login address', () => {
    const target = loginRedirect('/brands/B1/detail?x=1');
    expect(readLoginOrigin(target.split('?')[1] ?? '')).toBe('/brands/B1/detail?x=1');
  });

  it('drops an off-site origin', () => {
    expect(loginRedirect('https://evil.example')).toBe('/login');
    expect(readLoginOrigin('from=%2F%2Fevil.example')).toBeNull();
  });
});

describe('visibleMenu', () => {
  it('hides ASINs from a user with sub-brand codes', () => {
    expect(menuIds(mrSub, ['asins', 'alerts'])).toEqual(['alerts']);
  });

  it('hides Account from staff even though the menu table lists them', () => {
    expect(menuIds(admin, ['account', 'brands'])).toEqual(['brands']);
  });

  it('hides Overview from brand users, whom the route refuses', () => {
    expect(menuIds(mc, ['brandsOverview', 'dashboard'])).toEqual(['dashboard']);
  });

  it('hides entries whose page is not implemented', () => {
    expect(menuIds(ffp, ['listings'])).toEqual(['listings']);
  });
});

describe('refusedInPlace', () => {
  const agency = staff('standard_agency_user');

  it('keeps a signed-in user refused the commissions on the page, told why', () => {
    expect(refusedInPlace(agency, 'commissions')).toBe(true);
    expect(refusedInPlace(mc, 'commissionsDetail')).toBe(true);
  });

  it('does not refuse the agency reports to a standard agency user (spec 2 §6)', () => {
    expect(refusedInPlace(agency, 'agencyReports')).toBe(false);
    expect(refusedInPlace(staff('user'), 'agencyReports')).toBe(true);
  });

  it('leaves the signed-out visitor and the other routes to their redirects', () => {
    expect(refusedInPlace(null, 'commissions')).toBe(false);
    expect(refusedInPlace(mc, 'users')).toBe(false);
  });
});
