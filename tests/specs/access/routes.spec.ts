import { expect, test } from '@playwright/test';
import {
  type AccessSubject,
  parseBrandType,
  parseRole,
  ROUTE_BY_ID,
  type RouteId,
  resolveRoute,
} from '@portal/schema';
import { ShellPage } from '../../pages/shell-page.ts';
import { DEMO_ACCOUNTS } from '../../support/accounts.ts';
import { IMPLEMENTED_ROUTES } from '../../support/implemented-routes.ts';
import { apiSession, type StoredSession, storeSession } from '../../support/session.ts';

// Issue 6: every demo account (and a signed-out visitor) opens every route the web has a screen for
// (the web's screens.ts manifests, read by tests/support/implemented-routes.ts) and is shown the page
// or redirected exactly as resolveRoute (spec 1 §4.2) decides for that account.

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
function pathFor(routeId: RouteId): string {
  const route = ROUTE_BY_ID[routeId];
  if (!route) throw new Error(`route ${routeId} has a screen but no entry in the access tables`);
  return route.path
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
function subjectOf(session: StoredSession): AccessSubject {
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

const routes = IMPLEMENTED_ROUTES.map((id) => ({ id, path: pathFor(id) }));
const SIGNED_OUT = 'signed-out visitor';

test.describe.configure({ mode: 'parallel' });

test.describe('route access of every demo account', () => {
  test('every route with a screen has an entry in the access tables', () => {
    for (const id of IMPLEMENTED_ROUTES) expect(ROUTE_BY_ID[id], id).toBeDefined();
    expect(routes.length).toBeGreaterThan(0);
  });

  for (const email of [...DEMO_ACCOUNTS.map((a) => a.email), SIGNED_OUT]) {
    test(`${email} gets every route as resolveRoute decides`, async ({ page }) => {
      test.setTimeout(180_000);
      const shell = new ShellPage(page);
      let subject: AccessSubject | null = null;
      if (email !== SIGNED_OUT) {
        // Signed in once for the whole route list: an API login and the app's cookie.
        const session = await apiSession(page.request, email);
        await storeSession(page.context(), session);
        subject = subjectOf(session);
      }

      for (const route of routes) {
        const decision = resolveRoute(subject, route.id, route.path);
        const expected = 'allow' in decision ? route.path : decision.redirect;
        const signedInShell = subject !== null && !ROUTE_BY_ID[route.id].public;

        await page.goto(route.path);

        await expect(page, `${route.id} (${route.path}) as ${email}`).toHaveURL(
          (url) => `${url.pathname}${url.search}` === expected,
        );
        // Once the page (or the redirect's target) is drawn, the address must still be the expected one.
        if (signedInShell || (subject && 'redirect' in decision)) await shell.expectSignedInAs(email);
        else await expect(page.locator('#root')).not.toBeEmpty();
        await expect(page, `${route.id} (${route.path}) as ${email}, settled`).toHaveURL(
          (url) => `${url.pathname}${url.search}` === expected,
        );
      }
    });
  }
});
