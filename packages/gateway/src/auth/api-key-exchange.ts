import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An API key as scripts send it (`pk_<8-character prefix>_<secret>`, docs/api.md). */
const API_KEY = /^pk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
/** A token is traded again this long before it expires, so no request carries one about to lapse. */
const RENEW_BEFORE_MS = 60_000;
/** A refused key is not asked about again for this long: a wrong key cannot hammer the backend. */
const REFUSED_FOR_MS = 2_000;
const MAX_KEYS = 10_000;

export const isApiKey = (value: string | null | undefined): value is string =>
  typeof value === 'string' && API_KEY.test(value);

type Entry = { token: string; expiresAt: number } | { refused: true };

export type BearerResolver = (raw: string | null) => Promise<string | null>;

export interface ApiKeyExchangeOptions {
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/**
 * Trades an API key for the backend's access token (`POST /auth/api-key-token`), once per key and
 * token lifetime: every later request with the key reuses the token, so it costs the same as a
 * signed-in user's. The token's session is the key, so a revoked key's token is refused by the
 * session check like an ended session's (docs/decisions/0470). Keys are kept by their sha256 only.
 */
export function apiKeyExchange(upstreamUrl: string, opts: ApiKeyExchangeOptions = {}): BearerResolver {
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const cache = new LRUCache<string, Entry>({ max: MAX_KEYS });
  const inFlight = new Map<string, Promise<string | null>>();

  async function trade(key: string, id: string): Promise<string | null> {
    const res = await fetchImpl(new URL('/auth/api-key-token', upstreamUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (res.status === 401) {
      cache.set(id, { refused: true }, { ttl: REFUSED_FOR_MS });
      return null;
    }
    if (!res.ok) throw new Error(`api key exchange answered ${res.status}`);
    const body = (await res.json()) as { accessToken: string; accessTokenExpiresAt: string };
    const expiresAt = Date.parse(body.accessTokenExpiresAt);
    cache.set(id, { token: body.accessToken, expiresAt }, { ttl: Math.max(1, expiresAt - now()) });
    return body.accessToken;
  }

  return async (raw) => {
    if (!isApiKey(raw)) return raw;
    const id = createHash('sha256').update(raw).digest('hex');
    const hit = cache.get(id);
    if (hit && 'refused' in hit) return null;
    if (hit && hit.expiresAt - now() > RENEW_BEFORE_MS) return hit.token;
    let pending = inFlight.get(id);
    if (!pending) {
      pending = trade(raw, id).finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    try {
      return await pending;
    } catch {
      // The backend is unreachable: an unexpired token still serves; else the caller is anonymous.
      return hit && hit.expiresAt > now() ? hit.token : null;
    }
  };
}
