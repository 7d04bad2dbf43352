import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  AD_TYPES,
  buildPath,
  RECENTLY_REFLECTED_DIALOG_DELAY_MS,
  ROUTE_BY_ID,
  type RouteId,
} from '@portal/schema';
import { gql } from '../../support/graphql.ts';
import { apiSession, storeSession } from '../../support/session.ts';
import { accountFor, builtRouteIds, lastMonth, paramsFor } from './built-screens.ts';

// Every screen the web build has, scanned with axe-core (WCAG 2.x A/AA and best practices).
// Serious and critical violations fail the test; the others are printed for the screen's owner.
const BLOCKING = new Set(['serious', 'critical']);

// Fluent UI's focus manager (tabster) puts focusable aria-hidden <i data-tabster-dummy> bumpers around
// focus zones on purpose; axe flags them. A known false positive (microsoft/tabster#288) that
// Accessibility Insights suppresses the same way: only those nodes, only for this rule.
const isTabsterBumper = (ruleId: string, html: string) =>
  ruleId === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

// The listings page opens its congratulation dialog this long after load (spec 3 §4).
const DEFERRED_DIALOG_MS: Partial<Record<RouteId, number>> = { listings: RECENTLY_REFLECTED_DIALOG_DELAY_MS };

/**
 * Waits for the screen to be still: no request in flight, no table reloading, no animation running.
 * A scan that overlaps a dialog's or toast's fade-in reads its text at part opacity and reports a
 * contrast failure the user never sees at rest (it failed CI once on the listings page).
 */
async function settle(page: Page, routeId?: RouteId) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  const deferred = routeId ? DEFERRED_DIALOG_MS[routeId] : undefined;
  if (deferred) await page.waitForTimeout(deferred + 500);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Spinners and skeleton shimmer loop forever by design: only finite animations must be over.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: 10_000 },
  );
}

async function scan(page: Page, label: string, routeId?: RouteId) {
  await settle(page, routeId);
  // Legacy mode: one axe.run in the page, not runPartial per frame and then finishRun in a blank
  // page of its own (a second injection of axe's 500 kB and the results' transfer, 1-5 s a scan on a
  // busy machine). The two differ only for cross-origin frames, and the portal has no frames at all.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const real = violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isTabsterBumper(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0);
  const lines = real.map(
    (v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes[0]?.target.join(' ')}`,
  );
  if (lines.length > 0) console.log(`axe on ${label}:\n${lines.join('\n')}`);
  // Each blocking rule with its first node and axe's reason, so a failure says what to fix.
  return real
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const node = v.nodes[0];
      return `${v.impact} ${v.id}: ${v.help} at ${node?.target.join(' ')} (${node?.failureSummary?.replace(/\s+/g, ' ')})`;
    });
}

const screens = builtRouteIds();
const isPublic = (id: RouteId) => (ROUTE_BY_ID[id] as { public?: boolean }).public === true;

test.describe('accessibility (axe-core) of every built screen', () => {
  // Each screen's scan stands alone: spread them over both workers. In one worker this file was the
  // suite's long pole (13 of 25 minutes on a loaded machine) while the other worker sat idle.
  test.describe.configure({ mode: 'parallel' });
  // Fluent skips its fades for users who ask for less motion: the scan reads every element at rest.
  test.use({ reducedMotion: 'reduce' });
  test('the web registry lists screens to scan', () => {
    expect(screens).toContain('login');
    expect(screens.length).toBeGreaterThan(3);
  });

  for (const routeId of screens.filter(isPublic)) {
    test(`${routeId} (public) has no serious or critical violations`, async ({ page }) => {
      await page.goto(buildPath(routeId, paramsFor(routeId, { token: 'a11y-scan-token' })));

      const blocking = await scan(page, routeId, routeId);

      expect(blocking).toEqual([]);
    });
  }

  for (const routeId of screens.filter((id) => !isPublic(id))) {
    const account = accountFor(routeId);
    test(`${routeId} (as ${account?.email ?? 'nobody'}) has no serious or critical violations`, async ({
      page,
      request,
    }) => {
      test.skip(!account, `no demo account may open ${routeId}`);
      const email = account?.email as string;
      // One sign-in, through the API: its token finds the route's parameters and its cookies open
      // the screen. The login form is scanned as a public screen and tested in specs/auth; signing
      // in through it here cost every scan two more page loads (the form and the landing page).
      const session = await apiSession(request, email);
      const token = session.accessToken;
      const me = await gql<{
        me: { brandCode: string | null };
        brandIds: Array<{ brandCode: string }> | null;
        authorizedMarketplaces: Array<{ marketplaceId: string; sellingPartnerId: string }>;
      }>(
        request,
        '{ me { brandCode } authorizedMarketplaces { marketplaceId sellingPartnerId } }',
        {},
        token,
      );
      const ids = await gql<{ brandIds: Array<{ brandCode: string }> }>(
        request,
        '{ brandIds { brandCode } }',
        {},
        token,
      );
      const market = me.data?.authorizedMarketplaces?.[0];
      const params = paramsFor(routeId, {
        id: me.data?.me.brandCode ?? ids.data?.brandIds[0]?.brandCode,
        month: lastMonth(),
        adsType: AD_TYPES[0],
        marketplaceId: market?.marketplaceId,
        sellerId: market?.sellingPartnerId,
      });
      await storeSession(page.context(), session);

      await page.goto(buildPath(routeId, params));
      const blocking = await scan(page, `${routeId} as ${email}`, routeId);

      // The scan read the screen, not the login form a lost session would have sent it to.
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(blocking).toEqual([]);
    });
  }
});
