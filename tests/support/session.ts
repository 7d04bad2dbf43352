import { type APIRequestContext, type BrowserContext, type Page, test } from '@playwright/test';
import type { AccessSubject } from '@portal/schema';
import { DEMO_PASSWORD, type DemoAccount } from './accounts.ts';
import { gql } from './graphql.ts';

/** A signed-in session as an API login answers it (the web keeps only `user` and the expiry). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  user: Record<string, unknown> & { email: string };
}

/** The web app's cookie name (packages/web/src/app/session/session-cookie.ts). */
export const SESSION_COOKIE = 'portal_session';
/** The gateway's HttpOnly refresh cookie and its CSRF companion (packages/gateway/src/auth/session-cookies.ts). */
export const REFRESH_COOKIE = 'portal_refresh';
export const CSRF_COOKIE = 'portal_csrf';

// The web's Login.graphql selection plus the refresh token, which a browser gets as a cookie.
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken refreshToken accessTokenExpiresAt
    user { userId email name role brandType brandAdmin activeBrandSubscription brandCode brandName subBrandCodes accountFeatures }
  }
}`;

/** Signs in through GraphQL and returns the session the login screen would have stored. */
export async function apiSession(request: APIRequestContext, email: string): Promise<StoredSession> {
  const res = await gql<{ login: StoredSession }>(request, LOGIN, { email, password: DEMO_PASSWORD });
  if (!res.data?.login) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(res.errors)}`);
  return res.data.login;
}

/**
 * Puts a session into the browser as a UI login leaves it: the app's session cookie (who, until
 * when) and the server's HttpOnly refresh cookie, with which the app fetches its access token.
 */
export async function storeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  const url = portalUrl();
  const expires = Math.floor(Date.parse(session.accessTokenExpiresAt) / 1000);
  const inTwoWeeks = Math.floor(Date.now() / 1000) + 14 * 24 * 3600;
  const { origin } = new URL(url);
  const domain = new URL(url).hostname;
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      // js-cookie decodes %XX sequences on read, so an encoded value reads back as the JSON.
      value: encodeURIComponent(
        JSON.stringify({ user: session.user, accessTokenExpiresAt: session.accessTokenExpiresAt }),
      ),
      url: origin,
      sameSite: 'Strict',
      expires,
    },
    {
      name: REFRESH_COOKIE,
      value: session.refreshToken,
      domain,
      path: '/graphql',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      expires: inTwoWeeks,
    },
    {
      name: CSRF_COOKIE,
      value: `e2e-${session.refreshToken.slice(0, 16)}`,
      domain,
      path: '/',
      secure: true,
      sameSite: 'Strict',
      expires: inTwoWeeks,
    },
  ]);
}

/**
 * Signs in without the login screen (for tests of what comes after it): an API login, the cookies,
 * then `path`. Returns the session for API calls made as the same user (its access token; the
 * refresh token is spent by the app's own refresh).
 */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<StoredSession> {
  const session = await apiSession(page.request, email);
  await storeSession(page.context(), session);
  // The app fetches its in-memory access token with the refresh cookie as it loads; the session
  // is settled (and the refresh token spent and rotated) once that answer is in.
  const refreshed = page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('RefreshSession'),
  );
  await page.goto(path);
  await refreshed;
  return session;
}

/** The portal's address (tests/playwright.config.ts `use.baseURL`). */
export function portalUrl(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('baseURL is not configured');
  return baseURL;
}

/** The backend (REST + dev tools) listens on the portal's port + 1 (tests/playwright.config.ts). */
export function backendUrl(): string {
  return `http://127.0.0.1:${Number(new URL(portalUrl()).port) + 1}`;
}

/** The access tables' view of a demo account (DESIGN §2). */
export function subjectOf(account: DemoAccount): AccessSubject {
  return {
    role: account.role,
    brandType: account.brandType,
    brandAdmin: account.brandAdmin,
    activeSubscription: account.activeSubscription,
    subBrandCodes: account.hasSubBrands ? ['sub-brand'] : [],
  };
}
