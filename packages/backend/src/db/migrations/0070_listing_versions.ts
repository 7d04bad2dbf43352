import { type Kysely, sql } from 'kysely';

// The listing editor's version history (issue 31, docs/decisions/0431): every submission the editor
// made for a listing, with who, when, its status on the marketplace and what it changed. A revert is
// a new version carrying an older one's attributes. Typed loosely: migrations must not depend on
// `Database`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // update, create, change-product-type or revert.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    // The whole attributes after this version, and the previous version's (for the diff).
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .addColumn('previous_attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('changed_keys', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // QUEUED, then the marketplace's ACCEPTED or INVALID; a revert names the version it restores.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text')
    .addColumn('issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reverts_version', 'integer')
    // This version's reflection once accepted: 0 waiting, 1 reflected, 2 failed (ADR 0402).
    .addColumn('reflecting_state', 'integer')
    .addColumn('skip_validation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_id', 'uuid')
    .addColumn('user_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('listing_versions_version_uq', ['seller_id', 'marketplace_id', 'sku', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_versions').execute();
}
