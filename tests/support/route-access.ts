import { expect, type Page } from '@playwright/test';
import {
  type AccessSubject,
  parseBrandType,
  parseRole,
  ROUTE_BY_ID,
  type RouteId,
  refusedInPlace,
  resolveRoute,
} from '@portal/schema';
import { ShellPage } from '../pages/shell-page.ts';
import { IMPLEMENTED_ROUTES } from './implemented-routes.ts';
import { apiSession, type StoredSession, storeSession } from './session.ts';

// The browser half of the route access checks: the full accounts × routes matrix is a unit test of
// the resolver (packages/schema/src/access/demo-accounts.test.ts); here a real browser shows that the
// guard applies it, on a few routes per account.

const LAST_MONTH = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

/** Values for route parameters; a route with a parameter not listed here fails with its name. */
const PARAM_SAMPLES: Record<string, string> = {
  adsType: 'sp',
  id: 'MC001',
  month: LAST_MONTH,
  token: 'harness-not-a-token',
  asin: 'B0HARNESS1',
  sku: 'HARNESS-SKU-1',
  marketplaceId: 'ATVPDKIKX0DER',
  sellerId: 'AHARNESSSELLER',
  tabValue: 'listing',
};

/** A concrete address for a route pattern: required parameters filled, optional ones left out. */
export function pathFor(routeId: RouteId): string {
  return ROUTE_BY_ID[routeId].path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      if (segment.endsWith('?')) return [];
      const value = PARAM_SAMPLES[segment.slice(1)];
      if (!value) throw new Error(`no sample for ${segment} of ${routeId}: add it to PARAM_SAMPLES`);
      return [encodeURIComponent(value)];
    })
    .join('/');
}

/** The access tables' view of a signed-in user, from what login answered (GraphQL spelling). */
export function subjectOf(session: StoredSession): AccessSubject {
  const user = session.user as unknown as {
    role: string;
    brandType: string | null;
    brandAdmin: boolean;
    activeBrandSubscription: boolean;
    subBrandCodes: string[];
  };
  return {
    role: parseRole(user.role) ?? 'api',
    brandType: parseBrandType(user.brandType),
    brandAdmin: user.brandAdmin,
    activeSubscription: user.activeBrandSubscription,
    subBrandCodes: user.subBrandCodes,
  };
}

const PRIVATE_SCREENS = IMPLEMENTED_ROUTES.filter((id) => !ROUTE_BY_ID[id].public && id !== 'noAccess');

/**
 * The routes worth a browser visit for a subject: the login page (where it lands), the first
 * private screen it may open and the first it is refused, when there are such.
 */
export function sampleRoutes(subject: AccessSubject | null): RouteId[] {
  const allowed = (id: RouteId) => 'allow' in resolveRoute(subject, id);
  const open = PRIVATE_SCREENS.find(allowed);
  const refused = PRIVATE_SCREENS.find((id) => !allowed(id));
  return ['login', ...(open ? [open] : []), ...(refused ? [refused] : [])];
}

/** Signs in as `email` (or stays signed out) and checks each route opens or redirects as resolveRoute says. */
export async function expectRoutesAsResolved(page: Page, email: string | null): Promise<void> {
  let subject: AccessSubject | null = null;
  if (email) {
    const session = await apiSession(page.request, email);
    await storeSession(page.context(), session);
    subject = subjectOf(session);
  }
  const shell = new ShellPage(page);
  for (const routeId of sampleRoutes(subject)) {
    const path = pathFor(routeId);
    const decision = resolveRoute(subject, routeId, path);
    // A route refused in place keeps its address and says why (docs/decisions/0321).
    const inPlace = refusedInPlace(subject, routeId);
    const expected = 'allow' in decision || inPlace ? path : decision.redirect;
    // A screen may write its defaults into the query once drawn (a date preset, a page size), so
    // only an expected address that carries a query is compared with one.
    const at = (url: URL) =>
      (expected.includes('?') ? `${url.pathname}${url.search}` : url.pathname) === expected;

    await page.goto(path);

    await expect(page, `${routeId} (${path}) as ${email ?? 'signed out'}`).toHaveURL(at);
    // Once the page (or the redirect's target) is drawn, the address must still be the expected one.
    if (email && (!ROUTE_BY_ID[routeId].public || 'redirect' in decision))
      await shell.expectSignedInAs(email);
    else await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page, `${routeId} (${path}) as ${email ?? 'signed out'}, settled`).toHaveURL(at);
    if (inPlace) await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
  }
}
