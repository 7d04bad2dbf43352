import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_ONLY_DIR, OWNER_ONLY_UMASK } from '../config/owner-only.ts';
import { KEY_BYTES } from './sealed-value.ts';

/** Where the keys come from (README, "Configuration"; docs/decisions/0310). */
export interface SecretKeysConfig {
  /** SECRETS_KEY: the key new values are sealed with (32 bytes, base64 or 64 hex digits). */
  key?: string;
  /** SECRETS_PREVIOUS_KEYS: keys older values may still be sealed with; they are re-sealed at start. */
  previousKeys?: readonly string[];
  /**
   * The folder of `secrets.key` when SECRETS_KEY is not given: created there owner-only (0600 in a
   * 0700 folder) on first start. Null keeps a key for this process only (in-memory databases, tests).
   */
  keyDir: string | null;
  /**
   * The former token cipher's key (ADS_TOKEN_KEY, else its key file, `.data/ads-token.key`): values
   * it sealed still open and move to the current key at the next re-seal.
   */
  legacyKey?: string;
  legacyKeyFile?: string | null;
}

export interface SecretKeys {
  current: Buffer;
  previous: Buffer[];
  legacy: Buffer | null;
}

export const SECRETS_KEY_FILE = 'secrets.key';

/** A configured key: 64 hex digits or base64 of exactly 32 bytes. */
export function parseKey(text: string, name: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${name} must be 32 bytes (64 hex digits or base64)`);
  return key;
}

/** Takes group and other permissions off a key file someone made by hand (or an older portal). */
function ownerOnly(file: string): void {
  const mode = statSync(file).mode;
  if ((mode & OWNER_ONLY_UMASK) !== 0) chmodSync(file, mode & 0o700);
}

/**
 * The key file holds one base64 key per line, the current one first: rotating by file is writing a
 * new first line (`rotateKeyFile`), and the older lines keep opening what they sealed.
 */
function readKeyFile(file: string): Buffer[] {
  ownerOnly(file);
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new Error(`${file} holds no key`);
  return lines.map((line, i) => parseKey(line, `${file} line ${i + 1}`));
}

function writeKeyFile(file: string, keys: readonly Buffer[]): void {
  const text = `${keys.map((k) => k.toString('base64')).join('\n')}\n`;
  writeFileSync(file, text, { mode: 0o600 });
  ownerOnly(file); // writeFileSync keeps the mode of a file that already existed
}

function legacyKeyOf(config: SecretKeysConfig): Buffer | null {
  if (config.legacyKey) return parseKey(config.legacyKey, 'ADS_TOKEN_KEY');
  const file = config.legacyKeyFile;
  if (!file || !existsSync(file)) return null;
  ownerOnly(file);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

export function loadSecretKeys(config: SecretKeysConfig): SecretKeys {
  const configuredPrevious = (config.previousKeys ?? []).map((k, i) =>
    parseKey(k, `SECRETS_PREVIOUS_KEYS[${i}]`),
  );
  const legacy = legacyKeyOf(config);
  if (config.key) {
    return { current: parseKey(config.key, 'SECRETS_KEY'), previous: configuredPrevious, legacy };
  }
  if (!config.keyDir) return { current: randomBytes(KEY_BYTES), previous: configuredPrevious, legacy };
  const file = join(config.keyDir, SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.keyDir, { recursive: true, mode: OWNER_ONLY_DIR });
    writeKeyFile(file, [randomBytes(KEY_BYTES)]);
  }
  const [current, ...older] = readKeyFile(file) as [Buffer, ...Buffer[]];
  return { current, previous: [...older, ...configuredPrevious], legacy };
}

/**
 * Puts a new key first in the key file (the others stay, to open what they sealed); the next start's
 * re-seal moves every value to it.
 */
export function rotateKeyFile(keyDir: string): void {
  const file = join(keyDir, SECRETS_KEY_FILE);
  const keys = existsSync(file) ? readKeyFile(file) : [];
  mkdirSync(keyDir, { recursive: true, mode: OWNER_ONLY_DIR });
  writeKeyFile(file, [randomBytes(KEY_BYTES), ...keys]);
}
