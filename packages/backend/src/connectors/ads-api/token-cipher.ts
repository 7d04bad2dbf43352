import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Encrypts secrets at rest (refresh tokens) with AES-256-GCM; the output is `v1.iv.tag.data`. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key: ADS_TOKEN_KEY (32 bytes, base64 or hex) when set; else a key generated once and kept in
 * `keyFile` (mode 600) so tokens stay readable across restarts; else (no file) a key for this process.
 */
export function loadTokenKey(envValue: string | undefined, keyFile: string | null): Buffer {
  if (envValue) {
    const key = /^[0-9a-f]{64}$/i.test(envValue)
      ? Buffer.from(envValue, 'hex')
      : Buffer.from(envValue, 'base64');
    if (key.length !== 32) throw new Error('ADS_TOKEN_KEY must be 32 bytes (64 hex digits or base64)');
    return key;
  }
  if (keyFile && existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, key.toString('base64'), { mode: 0o600 });
  }
  return key;
}
