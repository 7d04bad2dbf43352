import { type Kysely, sql } from 'kysely';

// The portal's own record of each durable job (docs/decisions/0275). pg-boss owns delivery
// (locking, retries, expiry) in its `pgboss` schema and prunes finished work; this table is what a
// user reads at any time: owner, status, progress, result, a readable error and attempts.
// Stored files are the outputs of jobs (and later uploads): the bytes sit in the file store, the
// row says whose they are. Typed loosely on purpose: migrations must not depend on `Database`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_brand_code', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    // Relative to the file store's root, so the data folder can move.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The brand a brand user works for (null for staff): the room brand-wide events go to.
    .addColumn('owner_brand_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('progress_message', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // "My jobs, newest first", optionally by kind and status.
  await db.schema
    .createIndex('jobs_owner_idx')
    .on('jobs')
    .columns(['owner_user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('stored_files').execute();
}
