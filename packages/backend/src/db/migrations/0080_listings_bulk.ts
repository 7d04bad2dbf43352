import { type Kysely, sql } from 'kysely';

// The bulk tools (spec 3 §3 CSV config, CSV processing result, bulk edit 2 item; ADR 0440).
// An upload's bytes are in the file store (stored_files); its row keeps the headings. A CSV's
// processing writes one batch row and that batch's matches in one transaction, so a batch is
// there whole or not at all and a retried job starts after the last whole batch. A bulk
// submission keeps each SKU's patch and, once the marketplace's processing report is read, its
// outcome: the grid and the bulk-update-complete events read it.
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('csv_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('headings', 'jsonb', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('csv_uploads_seller_idx')
    .on('csv_uploads')
    .columns(['seller_id', 'marketplace_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('csv_upload_batches')
    .addColumn('process_id', 'uuid', (c) => c.notNull())
    .addColumn('batch_number', 'integer', (c) => c.notNull())
    .addColumn('csv_upload_id', 'uuid', (c) => c.notNull().references('csv_uploads.id').onDelete('cascade'))
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('rows_read', 'integer', (c) => c.notNull())
    .addColumn('listings_matched', 'integer', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('csv_upload_batches_pk', ['process_id', 'batch_number'])
    .execute();

  await db.schema
    .createTable('csv_upload_matches')
    .addColumn('process_id', 'uuid', (c) => c.notNull())
    .addColumn('batch_number', 'integer', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    // The file's row as read, column → text: the mapping to attributes is chosen afterwards.
    .addColumn('row', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('csv_upload_matches_pk', ['process_id', 'batch_number', 'row_number'])
    .addForeignKeyConstraint(
      'csv_upload_matches_batch_fk',
      ['process_id', 'batch_number'],
      'csv_upload_batches',
      ['process_id', 'batch_number'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('bulk_updates')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_id', 'uuid')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bulk_update_items')
    .addColumn('bulk_update_id', 'uuid', (c) => c.notNull().references('bulk_updates.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('patches', 'jsonb', (c) => c.notNull())
    // pending → submitted (in a feed) → accepted | refused.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('feed_id', 'text')
    // The message's id within its feed: the processing report names messages, not SKUs.
    .addColumn('message_id', 'integer')
    .addColumn('issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('bulk_update_items_pk', ['bulk_update_id', 'sku'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bulk_update_items',
    'bulk_updates',
    'csv_upload_matches',
    'csv_upload_batches',
    'csv_uploads',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
