import { isAccountFeature, isPermission, parseBrandType, parseRole } from '@portal/schema';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AuthUser } from './auth-user.ts';

export type TokenVerifier = (token: string | null | undefined) => Promise<AuthUser | null>;

/** Claims the backend signs into an access token (docs/rest-contract.md). */
interface AccessTokenClaims extends JWTPayload {
  email?: unknown;
  role?: unknown;
  brand_type?: unknown;
  brand_admin?: unknown;
  active_brand_subscription?: unknown;
  brand_code?: unknown;
  sub_brand_codes?: unknown;
  account_features?: unknown;
  sid?: unknown;
  grants?: unknown;
}

function userFromClaims(claims: AccessTokenClaims): AuthUser | null {
  const role = typeof claims.role === 'string' ? parseRole(claims.role) : null;
  if (!claims.sub || !role || typeof claims.exp !== 'number') return null;
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    role,
    brandType: typeof claims.brand_type === 'string' ? parseBrandType(claims.brand_type) : null,
    brandAdmin: claims.brand_admin === true,
    activeBrandSubscription: claims.active_brand_subscription === true,
    brandCode: typeof claims.brand_code === 'string' ? claims.brand_code : null,
    subBrandCodes: Array.isArray(claims.sub_brand_codes)
      ? claims.sub_brand_codes.filter((code): code is string => typeof code === 'string')
      : [],
    accountFeatures: Array.isArray(claims.account_features)
      ? claims.account_features
          .filter((name): name is string => typeof name === 'string')
          .filter(isAccountFeature)
      : [],
    sid: typeof claims.sid === 'string' ? claims.sid : null,
    expiresAt: claims.exp,
    grants: Array.isArray(claims.grants)
      ? claims.grants.filter((name): name is string => typeof name === 'string').filter(isPermission)
      : null,
  };
}

/**
 * Verifies access tokens with the backend's public keys. The key set is fetched lazily and cached
 * by jose, so the gateway can start before the backend. Any failure means "not signed in":
 * public fields keep working and protected ones answer UNAUTHENTICATED.
 */
export function createTokenVerifier(upstreamUrl: string): TokenVerifier {
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', upstreamUrl));
  return async (token) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify<AccessTokenClaims>(token, keys, { algorithms: ['EdDSA'] });
      return userFromClaims(payload);
    } catch {
      return null;
    }
  };
}

/** The token of an `Authorization: Bearer <token>` value, or of a bare token. */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1] ?? value.trim();
}
