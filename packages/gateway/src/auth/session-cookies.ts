import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';

/** The refresh token: sent by the browser to the GraphQL path only, never readable by scripts. */
export const REFRESH_COOKIE = 'portal_refresh';
/** Double-submit CSRF token: readable by the portal's own scripts, echoed in CSRF_HEADER. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const REFRESH_TTL_MS = 14 * 24 * 3600 * 1000;

const base: CookieOptions = { secure: true, sameSite: 'strict', maxAge: REFRESH_TTL_MS };
const refreshCookie: CookieOptions = { ...base, httpOnly: true, path: '/graphql' };
const csrfCookie: CookieOptions = { ...base, httpOnly: false, path: '/' };

/** The browser session's cookies as one HTTP request sees them. */
export interface SessionCookies {
  refreshToken(): string | null;
  /** True when the request echoes the CSRF cookie in its header (a page of another site cannot). */
  csrfValid(): boolean;
  /** Stores a (rotated) refresh token and a fresh CSRF token. */
  issue(refreshToken: string): void;
  clear(): void;
}

export function sessionCookies(req: Request, res: Response): SessionCookies {
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
      res.cookie(REFRESH_COOKIE, refreshToken, refreshCookie);
      res.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), csrfCookie);
    },
    clear() {
      res.clearCookie(REFRESH_COOKIE, { ...refreshCookie, maxAge: undefined });
      res.clearCookie(CSRF_COOKIE, { ...csrfCookie, maxAge: undefined });
    },
  };
}
