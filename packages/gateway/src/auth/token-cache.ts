import { LRUCache } from 'lru-cache';
import type { AuthUser } from './auth-user.ts';
import type { TokenVerifier } from './verify-token.ts';

/**
 * How many verified tokens the gateway remembers. An access token lives 15 minutes and a browser
 * holds one at a time, so this covers several thousand concurrent users (about 1 KB each); beyond
 * it the least recently used token is verified again, which costs time, never correctness.
 */
export const TOKEN_CACHE_MAX_ENTRIES = 10_000;

export interface TokenCacheOptions {
  maxEntries?: number;
  /** Milliseconds since the epoch; a fake clock in tests. */
  now?: () => number;
}

/**
 * Remembers the caller a token was verified as, keyed by the token itself, until the token's own
 * expiry and never past it. Verifying the EdDSA signature was a quarter of the gateway's CPU per
 * request (docs/decisions/0110). Only successes are kept: a bad token cannot fill the cache, and a
 * token's claims cannot change without its signature changing (so the key changes too). Whether
 * the token's session is still active is not this cache's business: the session check wraps it.
 */
export function cachedTokenVerifier(verify: TokenVerifier, opts: TokenCacheOptions = {}): TokenVerifier {
  const now = opts.now ?? Date.now;
  const cache = new LRUCache<string, AuthUser>({
    max: opts.maxEntries ?? TOKEN_CACHE_MAX_ENTRIES,
    // Expiry is checked on every read against the same clock the entry's lifetime was set with.
    perf: { now },
    ttlAutopurge: false,
    allowStale: false,
  });
  return async (token) => {
    if (!token) return null;
    const hit = cache.get(token);
    if (hit) return hit;
    const user = await verify(token);
    if (!user) return null;
    const lifetimeMs = user.expiresAt * 1000 - now();
    if (lifetimeMs > 0) cache.set(token, user, { ttl: lifetimeMs });
    return user;
  };
}
