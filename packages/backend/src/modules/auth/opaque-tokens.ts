import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token for the caller, and the sha256 we keep (tokens are never stored raw). */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
