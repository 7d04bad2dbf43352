import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API key secrets (docs/decisions/0470): `pk_<prefix>_<secret>`, 8 random characters of lookup
 * prefix (stored, unique, shown in the list) and 32 random bytes. Stored as an HMAC-SHA256 of the
 * whole key, from node:crypto: the secret has 256 bits of entropy, so a slow hash (argon2) would add
 * nothing against guessing and cost milliseconds on every token exchange.
 */
const KEY_PATTERN = /^pk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;
// Domain separation: the same bytes hashed for another purpose never match a key's hash.
const HASH_KEY = 'portal api key v1';
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface NewApiKeySecret {
  secret: string;
  prefix: string;
  secretHash: string;
}

export const hashApiKey = (secret: string): string =>
  createHmac('sha256', HASH_KEY).update(secret).digest('hex');

/** Whether a bearer value is shaped like an API key (JWTs and opaque tokens are not). */
export const isApiKeyShaped = (value: string): boolean => KEY_PATTERN.test(value);

/** The lookup prefix of a key, or null when the value is not a key. */
export function apiKeyPrefix(secret: string): string | null {
  return KEY_PATTERN.exec(secret)?.[1] ?? null;
}

export function newApiKeySecret(): NewApiKeySecret {
  const bytes = randomBytes(8);
  const prefix = Array.from(bytes, (b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
  const secret = `pk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, secretHash: hashApiKey(secret) };
}

/** Constant-time comparison of a presented key with a stored hash. */
export function apiKeyMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
