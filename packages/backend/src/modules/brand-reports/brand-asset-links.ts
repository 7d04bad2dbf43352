import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context.ts';
import { JWT_ALG } from '../auth/signing-keys.ts';

/** A signed image link works this long: a report page reloaded later gets fresh links. */
export const ASSET_LINK_TTL_SECONDS = 60 * 60;
// A distinct issuer: an image link is never accepted as an access or download token.
const ISSUER = 'portal-brand-asset';

export type BrandAssetKind = 'logo' | 'product-image';

/**
 * The URL of a brand image for a caller who may read the brand's report. `<img>` tags and the
 * printed PDF cannot send a bearer, so the link carries a short-lived signature instead; without
 * one the image is not served, and brand codes cannot be probed through it.
 */
export async function brandAssetUrl(
  ctx: AppContext,
  brandCode: string,
  kind: BrandAssetKind,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key = `${ctx.keys.publicJwk.kid ?? ''} ${ctx.publicUrl} ${kind} ${brandCode}`;
  const known = recentLinks.get(key);
  if (known && now >= known.issuedAt && now - known.issuedAt < LINK_REUSE_SECONDS) return known.url;
  const sig = await new SignJWT({ kind })
    .setProtectedHeader({ alg: JWT_ALG, kid: ctx.keys.publicJwk.kid ?? '' })
    .setSubject(brandCode)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ASSET_LINK_TTL_SECONDS)
    .sign(ctx.keys.privateKey);
  const url = `${ctx.publicUrl}/brand-assets/${encodeURIComponent(brandCode)}/${kind}?sig=${sig}`;
  recentLinks.set(key, { url, issuedAt: now });
  return url;
}

/*
 * A grid page of 40 SKUs can show 40 brands' logos: a signature each took ~0.2 ms of the request's
 * one core (docs/decisions/0637). A link signed in the last ten minutes is handed out again, so
 * every link still works at least 50 minutes; a new signing key (its kid) or address makes new ones.
 */
const LINK_REUSE_SECONDS = 10 * 60;
const recentLinks = new LRUCache<string, { url: string; issuedAt: number }>({ max: 5_000 });

/** True when `sig` was issued for this brand and image and has not expired. */
export async function isValidAssetSignature(
  ctx: AppContext,
  sig: unknown,
  brandCode: string,
  kind: string,
): Promise<boolean> {
  if (typeof sig !== 'string' || sig.length > 2048) return false;
  try {
    const { payload } = await jwtVerify(sig, ctx.keys.publicKey, { algorithms: [JWT_ALG], issuer: ISSUER });
    return payload.sub === brandCode && payload.kind === kind;
  } catch {
    return false;
  }
}
