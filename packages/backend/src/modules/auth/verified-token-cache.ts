import { LRUCache } from 'lru-cache';
import type { VerifiedAccessToken } from './access-tokens.ts';
import type { Principal } from './principal.ts';

/** Bound of remembered tokens (a token is about 1 KB; one per signed-in browser at a time). */
export const VERIFIED_TOKEN_CACHE_MAX = 10_000;

export interface VerifiedTokenCacheOptions {
  max?: number;
  /** Milliseconds since the epoch; a fake clock in tests. */
  now?: () => number;
}

/**
 * The principal of each verified access token, keyed by the token, kept until the token's expiry
 * and never past it. Refused tokens are not kept (they cannot fill the cache). Whether the token's
 * session has ended is not decided here: the session guard asks the session registry every time.
 */
export class VerifiedTokenCache {
  private readonly cache: LRUCache<string, Principal>;
  /** Checks under way: a page's calls sent together with a new token share one (ADR 0611). */
  private readonly checking = new Map<string, Promise<Principal | null>>();
  private readonly now: () => number;

  constructor(
    private readonly check: (token: string) => Promise<VerifiedAccessToken | null>,
    opts: VerifiedTokenCacheOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.cache = new LRUCache({ max: opts.max ?? VERIFIED_TOKEN_CACHE_MAX, perf: { now: this.now } });
  }

  async verify(token: string): Promise<Principal | null> {
    const hit = this.cache.get(token);
    if (hit) return hit;
    const underWay = this.checking.get(token);
    if (underWay) return underWay;
    const checked = this.checkAndKeep(token).finally(() => this.checking.delete(token));
    this.checking.set(token, checked);
    return checked;
  }

  private async checkAndKeep(token: string): Promise<Principal | null> {
    const verified = await this.check(token);
    if (!verified) return null;
    const lifetimeMs = verified.expiresAt * 1000 - this.now();
    if (lifetimeMs > 0) this.cache.set(token, verified.principal, { ttl: lifetimeMs });
    return verified.principal;
  }
}
