import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '../../auth/session-cookies.ts';
import { createGateway, type Gateway } from '../../index.ts';

// Finding 6: tokens readable by scripts, and no security headers.
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken accessTokenExpiresAt }
}`;
const REFRESH = 'mutation RefreshSession { refreshSession { accessToken refreshToken } }';

interface Answer {
  status: number;
  body: {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  setCookies: string[];
}

describe('the browser session and response headers', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    gateway = await createGateway({ upstreamUrl: backendUrl, webDist });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  const post = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.json(), setCookies: res.headers.getSetCookie() } as Answer;
  };
  const cookie = (answer: Answer, name: string) => answer.setCookies.find((c) => c.startsWith(`${name}=`));
  const cookieValue = (setCookie: string | undefined) => setCookie?.split(';')[0]?.split('=')[1] ?? '';
  const signIn = () => post(LOGIN, { email: 'user@demo.test', password: DEMO_PASSWORD });

  it('sets the refresh token in an HttpOnly, Secure, SameSite=Strict cookie on sign-in', async () => {
    const login = await signIn();

    const refresh = cookie(login, REFRESH_COOKIE);
    expect(refresh).toMatch(/; HttpOnly/);
    expect(refresh).toMatch(/; Secure/);
    expect(refresh).toMatch(/; SameSite=Strict/);
    expect(refresh).toMatch(/; Path=\/graphql/);
    expect(cookie(login, CSRF_COOKIE)).not.toMatch(/HttpOnly/);
  });

  it('refreshes with the cookie and the CSRF header, never putting the refresh token in the answer', async () => {
    const login = await signIn();
    const jar = `${REFRESH_COOKIE}=${cookieValue(cookie(login, REFRESH_COOKIE))}; ${CSRF_COOKIE}=${cookieValue(cookie(login, CSRF_COOKIE))}`;

    const answer = await post(
      REFRESH,
      {},
      { cookie: jar, [CSRF_HEADER]: cookieValue(cookie(login, CSRF_COOKIE)) },
    );

    expect(answer.body.data?.refreshSession?.accessToken).toEqual(expect.any(String));
    expect(answer.body.data?.refreshSession?.refreshToken).toBeNull();
    // The successor is in a new cookie, not the spent one.
    expect(cookieValue(cookie(answer, REFRESH_COOKIE))).not.toBe(cookieValue(cookie(login, REFRESH_COOKIE)));
  });

  it('refuses a cookie refresh without the CSRF header, as a page of another site would send it', async () => {
    const login = await signIn();
    const jar = `${REFRESH_COOKIE}=${cookieValue(cookie(login, REFRESH_COOKIE))}; ${CSRF_COOKIE}=${cookieValue(cookie(login, CSRF_COOKIE))}`;

    const withoutHeader = await post(REFRESH, {}, { cookie: jar });
    const wrongHeader = await post(REFRESH, {}, { cookie: jar, [CSRF_HEADER]: 'guessed' });

    expect(withoutHeader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(wrongHeader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('clears the session cookies on logout', async () => {
    const login = await signIn();
    const token = login.body.data?.login?.accessToken as string;

    const logout = await post('mutation { logout }', {}, { authorization: `Bearer ${token}` });

    expect(cookie(logout, REFRESH_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('sends security headers with the web app: a CSP without inline script, no framing, nosniff, a Referrer-Policy', async () => {
    for (const path of ['/', '/graphql', '/healthz']) {
      const res = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';

      expect(scriptSrc, path).toBe("'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });
});
