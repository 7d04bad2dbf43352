import { MESSAGES, TOKEN_REFRESH_LEAD_MS } from '@portal/schema';
import { serverClockOffsetMs } from './server-clock';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import type { ActiveSession, SessionTokens, SessionUser, StoredSession } from './session-types';

/** Retry delay when a refresh fails for a reason other than a refused token (e.g. offline). */
const REFRESH_RETRY_MS = 10_000;
/**
 * The shortest wait before a scheduled refresh: a token that already reads as due (a clock off by
 * more than the offset could correct, a server issuing very short tokens) is refreshed at this pace
 * at most, never in a zero-delay loop.
 */
export const MIN_REFRESH_DELAY_MS = 5_000;

export type SessionNotice = { intent: 'warning' | 'error' | 'success' | 'info'; message: string };

export interface SessionManagerOptions {
  /** Gets new tokens with the HttpOnly refresh cookie; rejects when the server refuses. */
  refresh?: () => Promise<SessionTokens>;
  /** Tells the server the session ended (best effort; failures are ignored). */
  revoke?: (accessToken: string) => Promise<unknown>;
  /** Runs after every logout (clear the Apollo cache, close sockets). */
  onLogout?: () => void;
}

/**
 * Owns the session outside React so Apollo links and timers can reach it: the cookie, the refresh
 * timer and logout. React reads it through useSyncExternalStore (see SessionProvider). The access
 * token is kept in memory only; after a reload it is fetched again with the refresh cookie.
 */
export class SessionManager {
  private session: ActiveSession | null = null;
  private refreshing: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private notice: SessionNotice | null = null;
  /** Server clock minus device clock, from the last access token (see serverClockOffsetMs). */
  private clockOffsetMs = 0;

  constructor(private options: SessionManagerOptions = {}) {}

  configure(options: SessionManagerOptions): void {
    this.options = { ...this.options, ...options };
  }

  /**
   * Picks up a session saved by an earlier visit, if it has not expired. Its access token was in
   * memory only, so a new one is fetched at once with the refresh cookie.
   */
  restore(): StoredSession | null {
    const saved = readSessionCookie();
    if (saved) {
      this.session = { ...saved, accessToken: null };
      this.emit();
      void this.refreshNow();
    }
    return saved;
  }

  getSession = (): ActiveSession | null => this.session;

  getAccessToken(): string | null {
    return this.session?.accessToken ?? null;
  }

  /** The access token, waiting for the refresh a reload started when there is none yet. */
  async accessToken(): Promise<string | null> {
    if (this.session && !this.session.accessToken && this.refreshing) await this.refreshing;
    return this.getAccessToken();
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
  start(session: StoredSession & { accessToken: string }): void {
    this.notice = null;
    this.apply(session);
  }

  /** The signed-in user as the server now describes them (billing changed the subscription). */
  updateUser(user: SessionUser): void {
    if (!this.session) return;
    this.apply({ ...this.session, user });
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

  private apply(session: ActiveSession): void {
    this.session = session;
    writeSessionCookie(session);
    if (session.accessToken) this.clockOffsetMs = serverClockOffsetMs(session.accessToken, Date.now());
    // The expiry is on the server's clock: compare it with the server's now, not the device's.
    this.scheduleRefresh(Date.parse(session.accessTokenExpiresAt) - TOKEN_REFRESH_LEAD_MS - this.serverNow());
    this.emit();
  }

  private scheduleRefresh(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.refreshNow(), Math.max(MIN_REFRESH_DELAY_MS, delayMs));
  }

  /** Fetches new tokens now (billing changes: the next token carries the webhook-driven state). */
  refreshNow(): Promise<void> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(): Promise<void> {
    const current = this.session;
    const refresh = this.options.refresh;
    if (!current || !refresh) return;
    try {
      const tokens = await refresh();
      // A logout while the refresh was in flight wins.
      if (this.session !== current) return;
      this.apply({ ...current, ...tokens });
    } catch {
      if (this.session !== current) return;
      // Without an access token (a reload) nothing can be shown until a refresh succeeds.
      if (!current.accessToken || Date.parse(current.accessTokenExpiresAt) <= this.serverNow()) this.expire();
      else this.scheduleRefresh(REFRESH_RETRY_MS);
    }
  }

  private serverNow(): number {
    return Date.now() + this.clockOffsetMs;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
