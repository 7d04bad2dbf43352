import Cookies from 'js-cookie';
import type { StoredSession } from './session-types';

export const SESSION_COOKIE = 'portal_session';
/** Set by the server beside the HttpOnly refresh cookie; echoed in a header on every call. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessTokenExpiresAt === 'string' && !!v.user && typeof v.user === 'object';
}

/** The saved session, or null when missing, unreadable or already expired. */
export function readSessionCookie(now = Date.now()): StoredSession | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return null;
    if (Date.parse(parsed.accessTokenExpiresAt) <= now) return null;
    return { user: parsed.user, accessTokenExpiresAt: parsed.accessTokenExpiresAt };
  } catch {
    return null;
  }
}

/** Saves who is signed in until the access token expires (spec 1 §4.1); tokens are never written. */
export function writeSessionCookie(session: StoredSession): void {
  const stored: StoredSession = { user: session.user, accessTokenExpiresAt: session.accessTokenExpiresAt };
  Cookies.set(SESSION_COOKIE, JSON.stringify(stored), {
    expires: new Date(session.accessTokenExpiresAt),
    sameSite: 'strict',
    // Secure only over https: a plain-http localhost dev server would otherwise drop the cookie.
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearSessionCookie(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
}

/** The CSRF token the server set with the refresh cookie, if any. */
export function readCsrfToken(): string | null {
  return Cookies.get(CSRF_COOKIE) ?? null;
}
