import Cookies from 'js-cookie';
import type { StoredSession } from './session-types';

export const SESSION_COOKIE = 'portal_session';

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.accessTokenExpiresAt === 'string' &&
    !!v.user &&
    typeof v.user === 'object'
  );
}

/** The saved session, or null when missing, unreadable or already expired. */
export function readSessionCookie(now = Date.now()): StoredSession | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return null;
    return Date.parse(parsed.accessTokenExpiresAt) > now ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves the session until the access token expires (spec 1 §4.1). */
export function writeSessionCookie(session: StoredSession): void {
  Cookies.set(SESSION_COOKIE, JSON.stringify(session), {
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
