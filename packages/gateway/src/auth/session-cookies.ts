import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

/** The refresh token: sent by the browser to the GraphQL path only, never readable by scripts. */
export const REFRESH_COOKIE = 'portal_refresh';
/** Double-submit CSRF token: readable by the portal's own scripts, echoed in CSRF_HEADER. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const REFRESH_TTL_MS = 14 * 24 * 3600 * 1000;

type CookieAttributes = Omit<SetCookie, 'name' | 'value'>;
const base: CookieAttributes = { secure: true, sameSite: 'strict' };
const refreshCookie: CookieAttributes = { ...base, httpOnly: true, path: '/graphql' };
const csrfCookie: CookieAttributes = { ...base, httpOnly: false, path: '/' };

/** The browser session's cookies as one HTTP request sees them. */
export interface SessionCookies {
  refreshToken(): string | null;
  /** True when the request echoes the CSRF cookie in its header (a page of another site cannot). */
  csrfValid(): boolean;
  /** Stores a (rotated) refresh token and a fresh CSRF token. */
  issue(refreshToken: string): void;
  clear(): void;
}

/** Adds one Set-Cookie line (the GraphQL path is served by Node's http, without express's res.cookie). */
function appendCookie(res: ServerResponse, cookie: SetCookie): void {
  const previous = res.getHeader('set-cookie');
  const lines = Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : [];
  res.setHeader('set-cookie', [...lines, stringifySetCookie(cookie)]);
}

/** A cookie kept for the refresh token's lifetime (Max-Age and Expires agree, as express wrote them). */
function lasting(name: string, value: string, attributes: CookieAttributes): SetCookie {
  return {
    name,
    value,
    ...attributes,
    maxAge: REFRESH_TTL_MS / 1000,
    expires: new Date(Date.now() + REFRESH_TTL_MS),
  };
}

/** An emptied cookie that expired at the epoch: browsers drop it. */
function cleared(name: string, attributes: CookieAttributes): SetCookie {
  return { name, value: '', ...attributes, expires: new Date(0) };
}

export function sessionCookies(req: IncomingMessage, res: ServerResponse): SessionCookies {
  const jar = parseCookie(req.headers.cookie ?? '');
  return {
    refreshToken: () => jar[REFRESH_COOKIE] || null,
    csrfValid() {
      const cookie = jar[CSRF_COOKIE];
      const header = req.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string') return false;
      const a = Buffer.from(cookie);
      const b = Buffer.from(header);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    issue(refreshToken) {
      appendCookie(res, lasting(REFRESH_COOKIE, refreshToken, refreshCookie));
      appendCookie(res, lasting(CSRF_COOKIE, randomBytes(24).toString('base64url'), csrfCookie));
    },
    clear() {
      appendCookie(res, cleared(REFRESH_COOKIE, refreshCookie));
      appendCookie(res, cleared(CSRF_COOKIE, csrfCookie));
    },
  };
}
