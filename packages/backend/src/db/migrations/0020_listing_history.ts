import type { Kysely } from 'kysely';

// The listings as each merchant listings document showed them (docs/decisions/0250): one row per
// account, snapshot day and SKU, with the parent ASIN the same day's Catalog Items answers gave.
// Deleted SKUs and parent changes are the differences between consecutive snapshots, so they are
// found from the documents themselves, in any order they arrive. It takes over from
// alert_listing_states, which only remembered the listings of the generator's previous run.
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_snapshots')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('asin', 'text', (c) => c.notNull())
    // Null for a standalone ASIN or a parent: only a child names a parent other than itself.
    .addColumn('parent_asin', 'text')
    .addPrimaryKeyConstraint('listing_snapshots_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'seller_sku',
    ])
    .execute();
  await db.schema.dropTable('alert_listing_states').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_listing_states')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('parent_asin', 'text')
    .addPrimaryKeyConstraint('alert_listing_states_pk', ['seller_id', 'marketplace_id', 'seller_sku'])
    .execute();
  await db.schema.dropTable('listing_snapshots').execute();
}
