import { type APIRequestContext, type BrowserContext, type Page, test } from '@playwright/test';
import type { AccessSubject } from '@portal/schema';
import { DEMO_PASSWORD, type DemoAccount } from './accounts.ts';
import { gql } from './graphql.ts';

/** What the web app keeps in its session cookie (packages/web/src/app/session/session-types.ts). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  user: Record<string, unknown> & { email: string };
}

/** The web app's cookie name (packages/web/src/app/session/session-cookie.ts). */
export const SESSION_COOKIE = 'portal_session';

// The same selection as the web's Login.graphql, so the cookie holds what a UI login would store.
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken refreshToken accessTokenExpiresAt
    user { userId email name role brandType brandAdmin activeBrandSubscription brandCode brandName subBrandCodes }
  }
}`;

/** Signs in through GraphQL and returns the session the login screen would have stored. */
export async function apiSession(request: APIRequestContext, email: string): Promise<StoredSession> {
  const res = await gql<{ login: StoredSession }>(request, LOGIN, { email, password: DEMO_PASSWORD });
  if (!res.data?.login) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(res.errors)}`);
  return res.data.login;
}

/** Puts a session into the browser's cookie, as the app writes it after login. */
export async function storeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      // js-cookie decodes %XX sequences on read, so an encoded value reads back as the JSON.
      value: encodeURIComponent(JSON.stringify(session)),
      url: portalUrl(),
      sameSite: 'Strict',
      expires: Math.floor(Date.parse(session.accessTokenExpiresAt) / 1000),
    },
  ]);
}

/**
 * Signs in without the login screen (for tests of what comes after it): an API login, the cookie,
 * then `path`. Returns the session for API calls made as the same user.
 */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<StoredSession> {
  const session = await apiSession(page.request, email);
  await storeSession(page.context(), session);
  await page.goto(path);
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
