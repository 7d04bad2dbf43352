import { createCipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKeys, rotateKeyFile, SECRETS_KEY_FILE } from './secret-keys.ts';
import { SecretOpenError, SecretsService } from './secrets-service.ts';

const MWS = 'brands.mws_auth_token';
const key = () => randomBytes(32).toString('base64');

/** A value as the former token cipher (connectors/ads-api/token-cipher.ts) wrote it: `v1.iv.tag.data`. */
function legacySeal(keyBytes: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('the secrets service', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('seals a value that only the same service opens, with its key id in the value', () => {
    const secrets = SecretsService.fromConfig({ key: key(), keyDir: null });

    const sealed = secrets.seal(MWS, 'amzn.mws.4ea38b7b');

    expect(sealed).not.toContain('amzn');
    expect(sealed.split('.').slice(0, 2)).toEqual(['s1', secrets.currentKeyId]);
    expect(secrets.open(MWS, sealed)).toBe('amzn.mws.4ea38b7b');
    expect(() => SecretsService.fromConfig({ key: key(), keyDir: null }).open(MWS, sealed)).toThrow(
      SecretOpenError,
    );
  });

  it('refuses a value moved to another purpose or altered', () => {
    const secrets = SecretsService.fromConfig({ key: key(), keyDir: null });
    const sealed = secrets.seal(MWS, 'amzn.mws.4ea38b7b');
    const parts = sealed.split('.');
    const flipped = [
      ...parts.slice(0, 4),
      `${parts[4]?.startsWith('A') ? 'B' : 'A'}${parts[4]?.slice(1)}`,
    ].join('.');
    const shortTag = [...parts.slice(0, 3), parts[3]?.slice(0, 6), parts[4]].join('.');

    expect(() => secrets.open('brands.seller_central_credentials', sealed)).toThrow(SecretOpenError);
    expect(() => secrets.open(MWS, flipped)).toThrow(SecretOpenError);
    expect(() => secrets.open(MWS, shortTag)).toThrow(SecretOpenError);
  });

  it('opens values of a previous key after rotation, and a re-seal moves them to the current key', () => {
    const oldKey = key();
    const before = SecretsService.fromConfig({ key: oldKey, keyDir: null });
    const sealed = before.seal(MWS, 'amzn.mws.old');
    const after = SecretsService.fromConfig({ key: key(), previousKeys: [oldKey], keyDir: null });

    const resealed = after.reseal(MWS, sealed);

    expect(after.open(MWS, sealed)).toBe('amzn.mws.old');
    expect(after.needsReseal(sealed)).toBe(true);
    expect(resealed.split('.')[1]).toBe(after.currentKeyId);
    expect(after.needsReseal(resealed)).toBe(false);
    expect(after.open(MWS, resealed)).toBe('amzn.mws.old');
  });

  it('opens what the former token cipher sealed, with its key', () => {
    const legacyKey = randomBytes(32);
    const secrets = SecretsService.fromConfig({
      key: key(),
      keyDir: null,
      legacyKey: legacyKey.toString('base64'),
    });
    const old = legacySeal(legacyKey, 'Atzr|refresh');

    expect(secrets.open('advertising_authorizations.refresh_token_encrypted', old)).toBe('Atzr|refresh');
    expect(secrets.needsReseal(old)).toBe(true);
  });

  it('creates the key file owner-only on first start and reads the same key afterwards', () => {
    const dir = tempDir();

    const first = SecretsService.fromConfig({ keyDir: dir });
    const second = SecretsService.fromConfig({ keyDir: dir });

    expect(statSync(join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(second.currentKeyId).toBe(first.currentKeyId);
    expect(second.open(MWS, first.seal(MWS, 'x'))).toBe('x');
  });

  it('tightens a key file others could read', () => {
    const dir = tempDir();
    SecretsService.fromConfig({ keyDir: dir });
    const file = join(dir, SECRETS_KEY_FILE);
    chmodSync(file, 0o644);

    loadSecretKeys({ keyDir: dir });

    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('rotates the key file: a new current key, the old one still opens', () => {
    const dir = tempDir();
    const before = SecretsService.fromConfig({ keyDir: dir });
    const sealed = before.seal(MWS, 'amzn.mws.kept');

    rotateKeyFile(dir);
    const after = SecretsService.fromConfig({ keyDir: dir });

    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.open(MWS, after.reseal(MWS, sealed))).toBe('amzn.mws.kept');
    expect(statSync(join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses a configured key that is not 32 bytes', () => {
    expect(() => SecretsService.fromConfig({ key: 'c2hvcnQ=', keyDir: null })).toThrow(
      /SECRETS_KEY must be 32 bytes/,
    );
  });
});
