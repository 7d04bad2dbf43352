import { createHmac } from 'node:crypto';
import { isSealed, keyIdOf, legacyPartsOf, openWith, partsOf, sealWith } from './sealed-value.ts';
import { loadSecretKeys, type SecretKeys, type SecretKeysConfig } from './secret-keys.ts';

/**
 * What a sealed value is for; it is bound to the value (additional authenticated data), so a value
 * moved to another column or purpose does not open. One name per column that holds secrets.
 */
export type SecretPurpose =
  | 'advertising_authorizations.refresh_token_encrypted'
  | 'brands.seller_central_credentials'
  | 'brands.mws_auth_token'
  | 'selling_partner.refresh_token';

export class SecretOpenError extends Error {
  override name = 'SecretOpenError';
}

/**
 * The one service that seals and opens secrets at rest (docs/decisions/0310): AES-256-GCM from
 * node:crypto, the key id stored in each value. New values use the current key; values of a
 * previous key (or of the former token cipher) still open, and `reseal` moves them to the current one.
 */
export class SecretsService {
  readonly currentKeyId: string;
  private readonly current: Buffer;
  private readonly byId: ReadonlyMap<string, Buffer>;
  private readonly legacy: Buffer | null;

  constructor(keys: SecretKeys) {
    this.current = keys.current;
    this.currentKeyId = keyIdOf(keys.current);
    // The current key wins a clash (the same key configured twice).
    this.byId = new Map([...keys.previous, keys.current].map((k) => [keyIdOf(k), k]));
    this.legacy = keys.legacy;
  }

  static fromConfig(config: SecretKeysConfig): SecretsService {
    return new SecretsService(loadSecretKeys(config));
  }

  seal(purpose: SecretPurpose, plain: string): string {
    return sealWith(this.current, this.currentKeyId, purpose, plain);
  }

  open(purpose: SecretPurpose, sealed: string): string {
    const parts = partsOf(sealed);
    try {
      if (parts) {
        const key = this.byId.get(parts.keyId);
        if (!key) throw new SecretOpenError(`No key ${parts.keyId} to open a ${purpose} value`);
        return openWith(key, parts, purpose);
      }
      const legacy = legacyPartsOf(sealed);
      if (legacy && this.legacy) return openWith(this.legacy, legacy, null);
    } catch (error) {
      if (error instanceof SecretOpenError) throw error;
      throw new SecretOpenError(`A ${purpose} value does not open with its key`);
    }
    throw new SecretOpenError(`A ${purpose} value is not sealed by a known key`);
  }

  /** True when the value is sealed with a key other than the current one (or the former format). */
  needsReseal(sealed: string): boolean {
    return !isSealed(sealed) || partsOf(sealed)?.keyId !== this.currentKeyId;
  }

  /** The same secret sealed with the current key; a value already under it is answered as is. */
  reseal(purpose: SecretPurpose, sealed: string): string {
    return this.needsReseal(sealed) ? this.seal(purpose, this.open(purpose, sealed)) : sealed;
  }

  /**
   * A key for another use derived from the current key (HMAC-SHA256 of the label), e.g. the local
   * Ads connector's code secret: one configured key, separate keys per use.
   */
  derivedKey(label: string): Buffer {
    return createHmac('sha256', this.current).update(label).digest();
  }
}
