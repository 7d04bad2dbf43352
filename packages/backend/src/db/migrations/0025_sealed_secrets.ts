import { type Kysely, sql } from 'kysely';

// Secrets at rest are sealed by one secrets service (docs/decisions/0310). Every column that holds
// one now refuses a value that is not sealed: `s1.` (key id in the value) or `v1.` (the former
// token cipher, re-sealed at start). NOT VALID: the rows of today are not checked here — the MWS
// auth tokens stored in clear until now are sealed at start by `sealSecretsAtRest` (it needs the
// key, which a migration has not) — but every insert and update is, so no code path can write one
// in clear again. The pattern is written out: a migration is history.
const SEALED = '^(s1\\.[A-Za-z0-9_-]+\\.|v1\\.)[A-Za-z0-9_.-]+$';

const COLUMNS: [table: string, column: string][] = [
  ['brands', 'mws_auth_token'],
  ['brands', 'seller_central_credentials'],
  ['advertising_authorizations', 'refresh_token_encrypted'],
];

const constraintOf = (column: string) => `${column}_sealed`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraintOf(column))}
      check (${sql.ref(column)} ~ ${sql.lit(SEALED)}) not valid`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraintOf(column))}`.execute(db);
  }
}
