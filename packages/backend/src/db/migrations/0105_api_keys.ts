import { type Kysely, sql } from 'kysely';

// API keys (issue 36, docs/decisions/0470). The secret is never stored: `prefix` finds the row,
// `secret_hash` (HMAC-SHA256) proves the key. `brand_code` is the owning brand (null: made by the
// agency), read by brand admins through the scoping fragment; `brand_codes` are the brands the key
// may read. Typed loosely on purpose: migrations must not depend on `Database`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('api'))
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('brand_codes', sql`text[]`, (c) => c.notNull())
    .addColumn('brand_code', 'text')
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_brand_code_idx').on('api_keys').column('brand_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
