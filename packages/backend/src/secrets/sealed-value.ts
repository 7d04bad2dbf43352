import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A sealed value: `s1.<key id>.<iv>.<tag>.<data>`, base64url parts, AES-256-GCM. The key id names the
 * key that sealed it, so a value outlives a key rotation (docs/decisions/0310). The purpose (which
 * column it lives in) is the additional authenticated data: a value copied into another column does
 * not open there.
 */
export const SEALED_PREFIX = 's1';
/** The ciphertext format of the former token cipher (Ads tokens, seller central credentials). */
export const LEGACY_PREFIX = 'v1';

/** What a sealed value looks like; the database's check constraints use the same pattern. */
export const SEALED_PATTERN = '^s1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';
const SEALED = new RegExp(SEALED_PATTERN);

export const KEY_BYTES = 32;
const IV_BYTES = 12;
// GCM accepts a shortened tag unless told its length: a 4-byte tag is far easier to forge.
const TAG_BYTES = 16;

/** A key's id: a short hash of the key (names it without revealing it; no id to configure). */
export const keyIdOf = (key: Buffer): string =>
  createHash('sha256').update('portal-secrets-key-id\0').update(key).digest('base64url').slice(0, 11);

export const isSealed = (value: string): boolean => SEALED.test(value);

export function sealWith(key: Buffer, keyId: string, purpose: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    SEALED_PREFIX,
    keyId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

/** The parts of a sealed value, or null when it is not one. */
export function partsOf(sealed: string): { keyId: string; iv: Buffer; tag: Buffer; data: Buffer } | null {
  if (!isSealed(sealed)) return null;
  const [, keyId, iv, tag, data] = sealed.split('.') as [string, string, string, string, string];
  return {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    data: Buffer.from(data, 'base64url'),
  };
}

/** Opens with `key`; `aad` null for the legacy format, which had none. Throws when the tag fails. */
export function openWith(
  key: Buffer,
  parts: { iv: Buffer; tag: Buffer; data: Buffer },
  aad: string | null,
): string {
  if (parts.tag.length !== TAG_BYTES || parts.iv.length !== IV_BYTES) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv, { authTagLength: TAG_BYTES });
  if (aad !== null) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.data), decipher.final()]).toString('utf8');
}

/** The parts of a legacy `v1.iv.tag.data` value, or null. */
export function legacyPartsOf(sealed: string): { iv: Buffer; tag: Buffer; data: Buffer } | null {
  const [version, iv, tag, data, extra] = sealed.split('.');
  if (version !== LEGACY_PREFIX || !iv || !tag || data === undefined || extra !== undefined) return null;
  return {
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    data: Buffer.from(data, 'base64url'),
  };
}
