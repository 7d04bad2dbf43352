import { type Kysely, sql } from 'kysely';

// Product errors (spec 2 §2 'Products errors') and the product detail fields of spec 3 §3 that the
// catalog did not hold yet. docs/decisions/0210 and 0211.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One account's latest snapshot of its listing issues and FBA inbound problems: a later document
  // replaces it whole. `first_reported` survives a replacement while the same error stays reported.
  await db.schema
    .createTable('product_errors')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('LISTING', 'FBA_INBOUND')`))
    .addColumn('error_code', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('first_reported', 'date', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_errors_pk', [
      'seller_id',
      'marketplace_id',
      'seller_sku',
      'source',
      'error_code',
    ])
    .execute();
  await db.schema
    .createIndex('product_errors_by_date')
    .on('product_errors')
    .columns(['first_reported desc', 'seller_sku'])
    .execute();
  // Master carton (case pack) from the inbound packing information; average_daily_sales is no
  // longer stored: the product detail derives it from the sales facts (ADR 0211).
  await db.schema
    .alterTable('catalog_items')
    .addColumn('master_carton_length', 'numeric(8, 2)')
    .addColumn('master_carton_width', 'numeric(8, 2)')
    .addColumn('master_carton_height', 'numeric(8, 2)')
    .addColumn('master_carton_unit', 'text')
    .dropColumn('average_daily_sales')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_items')
    .dropColumn('master_carton_length')
    .dropColumn('master_carton_width')
    .dropColumn('master_carton_height')
    .dropColumn('master_carton_unit')
    .addColumn('average_daily_sales', 'numeric(12, 2)')
    .execute();
  await db.schema.dropTable('product_errors').execute();
}
