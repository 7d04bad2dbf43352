import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isSealed, legacyPartsOf } from './sealed-value.ts';
import type { SecretPurpose, SecretsService } from './secrets-service.ts';

/** Every column that holds a secret, keyed by brand code (the purpose names the column). */
const SEALED_COLUMNS: readonly {
  table: 'brands' | 'advertising_authorizations';
  column: string;
  purpose: SecretPurpose;
  /** Held in clear before the secrets service: a value that is not sealed is sealed as it is. */
  wasClear: boolean;
}[] = [
  { table: 'brands', column: 'mws_auth_token', purpose: 'brands.mws_auth_token', wasClear: true },
  {
    table: 'brands',
    column: 'seller_central_credentials',
    purpose: 'brands.seller_central_credentials',
    wasClear: false,
  },
  {
    table: 'advertising_authorizations',
    column: 'refresh_token_encrypted',
    purpose: 'advertising_authorizations.refresh_token_encrypted',
    wasClear: false,
  },
];

export interface SealReport {
  /** Values found in clear and sealed. */
  sealed: number;
  /** Values of a previous key (or the former cipher) moved to the current key. */
  resealed: number;
  /** Values no configured key opens (a lost key): left as they are, named in the log. */
  unreadable: string[];
}

/**
 * The secrets' data migration, run at every start after the schema migrations (0025 made the columns
 * refuse clear values from then on): seals what older versions stored in clear and moves every value
 * sealed with another key to the current one. Idempotent; on a portal whose values are all under
 * the current key it only reads. Each value is written only if it is still the one read.
 */
export async function sealSecretsAtRest(db: Kysely<Database>, secrets: SecretsService): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, unreadable: [] };
  // A key id is base64url: its `_` would be a LIKE wildcard.
  const current = `s1.${secrets.currentKeyId.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
  for (const { table, column, purpose, wasClear } of SEALED_COLUMNS) {
    const rows = await sql<{ brand_code: string; value: string }>`
      select brand_code, ${sql.ref(column)} as value from ${sql.table(table)}
      where ${sql.ref(column)} is not null and ${sql.ref(column)} not like ${current}`.execute(db);
    for (const { brand_code, value } of rows.rows) {
      let next: string;
      const clear = !isSealed(value) && !legacyPartsOf(value);
      if (clear && wasClear) next = secrets.seal(purpose, value);
      else {
        try {
          next = secrets.reseal(purpose, value);
        } catch {
          report.unreadable.push(`${table}.${column} of ${brand_code}`);
          continue;
        }
      }
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${next}
        where brand_code = ${brand_code} and ${sql.ref(column)} = ${value}`.execute(db);
      if (clear) report.sealed++;
      else report.resealed++;
    }
  }
  return report;
}
