import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
} from 'jose';

export const JWT_ALG = 'EdDSA';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Public JWK with kid, alg and use, as served at /.well-known/jwks.json. */
  publicJwk: JWK;
}

/**
 * The Ed25519 key that signs access tokens: JWT_PRIVATE_KEY (PKCS8 PEM) when given, else a key
 * generated once and kept in `keyFile` so tokens survive restarts; in memory when keyFile is null.
 */
export async function loadSigningKeys(pem: string | undefined, keyFile: string | null): Promise<SigningKeys> {
  let privatePem = pem;
  if (!privatePem && keyFile && existsSync(keyFile)) privatePem = readFileSync(keyFile, 'utf8');
  if (!privatePem) {
    const generated = await generateKeyPair(JWT_ALG, { extractable: true });
    privatePem = await exportPKCS8(generated.privateKey);
    if (keyFile) {
      mkdirSync(dirname(keyFile), { recursive: true });
      writeFileSync(keyFile, privatePem, { mode: 0o600 });
    }
  }
  const privateKey = await importPKCS8(privatePem, JWT_ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  // The public half of an OKP key is its `x`; dropping `d` leaves the public JWK.
  const publicJwk: JWK = { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x };
  publicJwk.kid = await calculateJwkThumbprint(publicJwk);
  publicJwk.alg = JWT_ALG;
  publicJwk.use = 'sig';
  const publicKey = (await importJWK(publicJwk, JWT_ALG)) as CryptoKey;
  return { privateKey, publicKey, publicJwk };
}

export function keyFileFor(dataDir: string | null, fallbackDir: string | null): string | null {
  const base = dataDir ? dirname(dataDir) : fallbackDir;
  return base ? join(base, 'jwt-ed25519.pem') : null;
}
