import { describe, expect, it } from 'vitest';
import { describeSubject, EXPECTED_MENU_RULE, EXPECTED_ROUTE_ACCESS, SUBJECTS } from './access.fixtures.ts';
import { canAccessRoute, resolveRoute, visibleMenu } from './engine.ts';
import { matchRoute } from './match.ts';
import { MENU } from './menu.ts';
import { ROUTE_BY_ID, ROUTES, type RouteId } from './routes.ts';
import type { AccessSubject } from './types.ts';

const ROUTE_IDS = ROUTES.map((r) => r.id as RouteId);
const ALL_IMPLEMENTED: ReadonlySet<string> = new Set(ROUTE_IDS);
const reachable = (s: AccessSubject, path: string): boolean => {
  const id = matchRoute(path);
  return id !== null && EXPECTED_ROUTE_ACCESS[id](s);
};

/** Spec 1 §4.2 redirect for a refused signed-in user; null where the spec's own target is refused too. */
const expectedRedirect = (s: AccessSubject): string | null => {
  const selfServe = s.role === 'brand-user' && (s.brandType === 'ffp' || s.brandType === 'ecom3k');
  if (selfServe && s.brandAdmin) return '/account/billing';
  if (selfServe && !s.activeSubscription) return '/';
  if (selfServe && s.brandType === 'ffp') return '/amazon-listings-items';
  if (selfServe) return null; // subscribed ecom3k non-admin: kept off / and refused listings and billing
  if (s.role === 'api') return '/no-access';
  return '/';
};

describe.each(SUBJECTS.map((s) => [describeSubject(s), s] as const))('access of %s', (_name, subject) => {
  it('matches the spec route tables for every route', () => {
    const actual = Object.fromEntries(ROUTE_IDS.map((id) => [id, canAccessRoute(subject, id)]));
    const expected = Object.fromEntries(ROUTE_IDS.map((id) => [id, EXPECTED_ROUTE_ACCESS[id](subject)]));
    expect(actual).toEqual(expected);
  });

  it('allows allowed routes and redirects refused ones as spec 1 §4.2 says, never into a refused page', () => {
    for (const id of ROUTE_IDS.filter((r) => !ROUTE_BY_ID[r].public)) {
      const decision = resolveRoute(subject, id);
      if (EXPECTED_ROUTE_ACCESS[id](subject)) {
        expect(decision, id).toEqual({ allow: true });
        continue;
      }
      if (!('redirect' in decision)) throw new Error(`${id} should redirect`);
      const wanted = expectedRedirect(subject);
      if (wanted) expect(decision.redirect, id).toBe(wanted);
      expect(reachable(subject, decision.redirect), `${id} -> ${decision.redirect}`).toBe(true);
      expect(matchRoute(decision.redirect)).not.toBe(id);
    }
  });

  it('shows exactly the menu entries both the menu and the route tables allow', () => {
    const expected = MENU.filter(
      (e) =>
        (EXPECTED_MENU_RULE[e.id] ?? (() => false))(subject) && EXPECTED_ROUTE_ACCESS[e.routeId](subject),
    ).map((e) => e.id);
    expect(visibleMenu(subject, ALL_IMPLEMENTED).map((e) => e.id)).toEqual(expected);
  });
});

describe('resolveRoute when signed out', () => {
  it('sends every private route to login, keeping the origin', () => {
    for (const id of ROUTE_IDS.filter((r) => !ROUTE_BY_ID[r].public)) {
      expect(resolveRoute(null, id, '/alerts?brands=B1')).toEqual({
        redirect: '/login?from=%2Falerts%3Fbrands%3DB1',
      });
    }
  });

  it('opens every public route', () => {
    for (const id of [
      'login',
      'register',
      'resetPassword',
      'createAccount',
      'amazonAudit',
      'forgotPassword',
    ] as const) {
      expect(resolveRoute(null, id)).toEqual({ allow: true });
    }
  });
});

describe('the menu table', () => {
  it('restates every menu entry in the expectations', () => {
    expect(MENU.map((e) => e.id).sort()).toEqual(Object.keys(EXPECTED_MENU_RULE).sort());
  });

  it('links every entry to a path of its own route', () => {
    for (const entry of MENU) expect(matchRoute(entry.path), entry.id).toBe(entry.routeId);
  });
});
