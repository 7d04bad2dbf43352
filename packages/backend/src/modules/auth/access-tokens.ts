import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from './principal.ts';
import { JWT_ALG, type SigningKeys } from './signing-keys.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'portal-backend';

/** The contract's claims (snake_case as the REST contract writes them). */
interface AccessClaims {
  email: string;
  role: string;
  brand_type: string | null;
  brand_admin: boolean;
  active_brand_subscription: boolean;
  brand_code: string | null;
  sub_brand_codes: string[];
  account_features: string[];
  sid: string;
  /** Present on an API key's token only: its explicit permissions and brands. */
  grants?: string[];
  key_brands?: string[];
}

export async function signAccessToken(
  keys: SigningKeys,
  principal: Principal,
): Promise<{ accessToken: string; accessTokenExpiresAt: string }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ACCESS_TOKEN_TTL_SECONDS;
  const claims: AccessClaims = {
    email: principal.email,
    role: principal.role,
    brand_type: principal.brandType,
    brand_admin: principal.brandAdmin,
    active_brand_subscription: principal.activeBrandSubscription,
    brand_code: principal.brandCode,
    sub_brand_codes: principal.subBrandCodes,
    account_features: principal.accountFeatures,
    sid: principal.sessionId,
    ...(principal.grants ? { grants: principal.grants } : {}),
    ...(principal.keyBrands ? { key_brands: principal.keyBrands } : {}),
  };
  const accessToken = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: JWT_ALG, kid: keys.publicJwk.kid ?? '' })
    .setSubject(principal.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
  return { accessToken, accessTokenExpiresAt: new Date(exp * 1000).toISOString() };
}

/** The principal of a valid access token, or null for anything invalid, expired or foreign. */
export function verifyAccessToken(keys: SigningKeys, token: string): Promise<Principal | null> {
  return verifiedTokensOf(keys).verify(token);
}

/** A verified token with its expiry (seconds since the epoch). */
export interface VerifiedAccessToken {
  principal: Principal;
  expiresAt: number;
}

/** Checks signature, issuer and expiry with jose; null for anything invalid, expired or foreign. */
export async function checkAccessToken(
  keys: SigningKeys,
  token: string,
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [JWT_ALG], issuer: ISSUER });
    const c = payload as Partial<AccessClaims> & { sub?: string };
    if (typeof c.sub !== 'string' || typeof c.email !== 'string' || typeof c.role !== 'string') return null;
    if (typeof c.sid !== 'string' || typeof payload.exp !== 'number') return null;
    const principal: Principal = {
      userId: c.sub,
      email: c.email,
      role: c.role,
      brandType: c.brand_type ?? null,
      brandAdmin: c.brand_admin === true,
      activeBrandSubscription: c.active_brand_subscription === true,
      brandCode: c.brand_code ?? null,
      subBrandCodes: Array.isArray(c.sub_brand_codes)
        ? c.sub_brand_codes.filter((s) => typeof s === 'string')
        : [],
      accountFeatures: Array.isArray(c.account_features)
        ? c.account_features.filter((s) => typeof s === 'string')
        : [],
      sessionId: c.sid,
      ...(Array.isArray(c.grants) ? { grants: c.grants.filter((s) => typeof s === 'string') } : {}),
      ...(Array.isArray(c.key_brands)
        ? { keyBrands: c.key_brands.filter((s) => typeof s === 'string') }
        : {}),
    };
    return { principal, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

// One cache per key set: the session guard and the route's auth check share it, so a token is
// verified once in its lifetime instead of twice per request (docs/decisions/0113).
const cachesByKeys = new WeakMap<SigningKeys, VerifiedTokenCache>();
function verifiedTokensOf(keys: SigningKeys): VerifiedTokenCache {
  let cache = cachesByKeys.get(keys);
  if (!cache) {
    cache = new VerifiedTokenCache((token) => checkAccessToken(keys, token));
    cachesByKeys.set(keys, cache);
  }
  return cache;
}
