import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { keyIdOfSession } from '../api-keys/api-key-session.ts';
import { activeKeySessions } from '../api-keys/api-keys.repository.ts';

/**
 * How long a "this session is still active" answer may be reused. It bounds how long an access
 * token outlives its session (logout, refresh-token reuse, password reset) on another instance;
 * on the instance that ended the session the token is refused at once (docs/security.md).
 */
export const SESSION_CHECK_TTL_MS = 5_000;
// Bounds the cache; a busy instance re-asks the database for the oldest sessions.
const MAX_ENTRIES = 50_000;

interface Entry {
  active: boolean;
  checkedAt: number;
}

/** Answers whether an access token's session (its refresh-token family, or its API key) has ended. */
export class SessionRegistry {
  private readonly cache = new Map<string, Entry>();
  /** Questions under way: a page's calls sent together after the answer went stale ask once (ADR 0611). */
  private readonly asking = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Tells the other instances (Redis pub/sub) of a session ended here; set once at start. */
  announce: (sessionId: string) => void = () => {};

  async isActive(sessionId: string): Promise<boolean> {
    const cached = this.cache.get(sessionId);
    if (cached && this.fresh(sessionId, cached)) return cached.active;
    const underWay = this.asking.get(sessionId);
    if (underWay) return underWay;
    const asked = this.activeAmong([sessionId])
      .then((active) => active.has(sessionId))
      .finally(() => this.asking.delete(sessionId));
    this.asking.set(sessionId, asked);
    return asked;
  }

  /**
   * The active sessions among `sessionIds`, with the same cache: one query for every id whose
   * answer is stale (the socket server asks for all its sockets' sessions each round).
   */
  async activeAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    const active = new Set<string>();
    const stale: string[] = [];
    for (const id of new Set(sessionIds)) {
      const cached = this.cache.get(id);
      if (cached && this.fresh(id, cached)) {
        if (cached.active) active.add(id);
      } else stale.push(id);
    }
    if (stale.length === 0) return active;
    const askedAt = this.now();
    const families = stale.filter((id) => keyIdOfSession(id) === null);
    const keys = stale.filter((id) => keyIdOfSession(id) !== null);
    const rows =
      families.length === 0
        ? []
        : await this.db
            .selectFrom('refresh_tokens')
            .select('family_id')
            .distinct()
            .where('family_id', 'in', families)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .execute();
    const found = new Set(rows.map((r) => r.family_id));
    // An API key's session: active while the key is neither revoked nor expired; asking counts as use.
    for (const id of await activeKeySessions(this.db, keys)) found.add(id);
    for (const id of stale) {
      // A session ended here while the database was asked stays ended: the answer is older.
      const meanwhile = this.cache.get(id);
      if (meanwhile && !meanwhile.active && meanwhile.checkedAt >= askedAt) continue;
      this.remember(id, found.has(id));
      if (found.has(id)) active.add(id);
    }
    return active;
  }

  /** The session ended here (logout, reuse): refuse its tokens now, not after the TTL, everywhere. */
  ended(sessionId: string): void {
    this.remember(sessionId, false);
    this.announce(sessionId);
  }

  /** Another instance ended the session: refuse its tokens here too, without announcing it again. */
  endedElsewhere(sessionId: string): void {
    this.remember(sessionId, false);
  }

  /**
   * A key's session ended by its creator's deactivation comes back on reactivation (ADR 0592): here
   * at once (`restored`), elsewhere when the cached answer is older than the TTL.
   */
  restored(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /**
   * Whether a cached answer may be reused. A refresh-token family that ended never comes back, so
   * that "ended" is kept for good; a key's "ended" follows the TTL like every "active" answer.
   */
  private fresh(sessionId: string, entry: Entry): boolean {
    if (!entry.active && keyIdOfSession(sessionId) === null) return true;
    return this.now() - entry.checkedAt < this.ttlMs;
  }

  private remember(sessionId: string, active: boolean): void {
    this.cache.delete(sessionId);
    if (this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(sessionId, { active, checkedAt: this.now() });
  }
}
