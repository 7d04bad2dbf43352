import { MESSAGES, TOKEN_REFRESH_LEAD_MS } from '@portal/schema';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import type { SessionTokens, StoredSession } from './session-types';

/** Retry delay when a refresh fails for a reason other than a refused token (e.g. offline). */
const REFRESH_RETRY_MS = 10_000;

export type SessionNotice = { intent: 'warning' | 'error' | 'success' | 'info'; message: string };

export interface SessionManagerOptions {
  /** Exchanges a refresh token for new tokens; rejects when the server refuses. */
  refresh?: (refreshToken: string) => Promise<SessionTokens>;
  /** Tells the server the session ended (best effort; failures are ignored). */
  revoke?: (accessToken: string) => Promise<unknown>;
  /** Runs after every logout (clear the Apollo cache, close sockets). */
  onLogout?: () => void;
}

/**
 * Owns the session outside React so Apollo links and timers can reach it: the cookie, the refresh
 * timer and logout. React reads it through useSyncExternalStore (see SessionProvider).
 */
export class SessionManager {
  private session: StoredSession | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private notice: SessionNotice | null = null;

  constructor(private options: SessionManagerOptions = {}) {}

  configure(options: SessionManagerOptions): void {
    this.options = { ...this.options, ...options };
  }

  /** Picks up a session saved by an earlier visit, if it has not expired. */
  restore(): StoredSession | null {
    const saved = readSessionCookie();
    if (saved) this.apply(saved);
    return saved;
  }

  getSession = (): StoredSession | null => this.session;

  getAccessToken(): string | null {
    return this.session?.accessToken ?? null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Why the last session ended, shown on the login page until dismissed or the next login. */
  getNotice = (): SessionNotice | null => this.notice;

  dismissNotice(): void {
    this.notice = null;
    this.emit();
  }

  /** Starts a session after login. */
  start(session: StoredSession): void {
    this.notice = null;
    this.apply(session);
  }

  /** Ends the session: server logout (best effort), cookie, timers, then listeners. */
  logout(notice?: SessionNotice): void {
    const token = this.session?.accessToken;
    if (token) this.options.revoke?.(token).catch(() => undefined);
    this.clearTimer();
    clearSessionCookie();
    const hadSession = this.session !== null;
    this.session = null;
    this.notice = notice ?? null;
    if (hadSession) this.options.onLogout?.();
    this.emit();
  }

  /** A call was refused as unauthenticated: log out with the spec's warning (once). */
  expire(): void {
    if (!this.session) return;
    this.logout({ intent: 'warning', message: MESSAGES.sessionExpired });
  }

  private apply(session: StoredSession): void {
    this.session = session;
    writeSessionCookie(session);
    this.scheduleRefresh(Date.parse(session.accessTokenExpiresAt) - TOKEN_REFRESH_LEAD_MS - Date.now());
    this.emit();
  }

  private scheduleRefresh(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.refreshNow(), Math.max(0, delayMs));
  }

  private async refreshNow(): Promise<void> {
    const current = this.session;
    const refresh = this.options.refresh;
    if (!current || !refresh) return;
    try {
      const tokens = await refresh(current.refreshToken);
      // A logout while the refresh was in flight wins.
      if (this.session !== current) return;
      this.apply({ ...current, ...tokens });
    } catch {
      if (this.session !== current) return;
      if (Date.parse(current.accessTokenExpiresAt) <= Date.now()) this.expire();
      else this.scheduleRefresh(REFRESH_RETRY_MS);
    }
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
