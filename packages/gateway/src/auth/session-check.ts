import type { AuthUser } from './auth-user.ts';
import type { TokenVerifier } from './verify-token.ts';

/**
 * How long the gateway reuses a "session still active" answer from the backend. With the backend's
 * own cache of the same length, a token of an ended session is refused at most
 * 2 × SESSION_CHECK_TTL_MS after the session ends (docs/security.md, "Session lifetime").
 */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

export type SessionCheck = (user: AuthUser, token: string) => Promise<boolean>;

interface Entry {
  active: boolean;
  checkedAt: number;
}

export interface SessionCheckerOptions {
  ttlMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** Asks the backend (`GET /auth/session`) whether a token's session is active, caching answers per session. */
export class SessionChecker {
  private readonly cache = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly upstreamUrl: string,
    opts: SessionCheckerOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? SESSION_CHECK_TTL_MS;
    this.now = opts.now ?? Date.now;
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  /** True while the session is active; an unreachable backend throws (callers decide). */
  isActive: SessionCheck = async (user, token) => {
    // A backend of the contract that signs no session id cannot be asked; its tokens end at expiry.
    if (!user.sid) return true;
    const cached = this.cache.get(user.sid);
    if (cached && (!cached.active || this.now() - cached.checkedAt < this.ttlMs)) return cached.active;
    const res = await this.fetchImpl(new URL('/auth/session', this.upstreamUrl), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    // 401: the session ended. 404: a backend of the contract without the session check (tokens
    // then end at expiry only). Anything else says nothing about the session.
    if (res.status !== 401 && res.status !== 404 && !res.ok)
      throw new Error(`session check answered ${res.status}`);
    const active = res.status !== 401;
    this.remember(user.sid, active);
    return active;
  };

  /** The session ended through this gateway (logout): refuse its tokens at once. */
  ended(sid: string | null): void {
    if (sid) this.remember(sid, false);
  }

  private remember(sid: string, active: boolean): void {
    this.cache.delete(sid);
    if (this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(sid, { active, checkedAt: this.now() });
  }
}

/** A verified token is accepted only while its session is active (checked, cached, at the backend). */
export function sessionBoundVerifier(verify: TokenVerifier, sessions: SessionChecker): TokenVerifier {
  return async (token) => {
    const user = await verify(token);
    if (!user || !token) return null;
    try {
      return (await sessions.isActive(user, token)) ? user : null;
    } catch {
      // Backend unreachable: the data calls will say so; an ended session is cached as ended anyway.
      return user;
    }
  };
}
