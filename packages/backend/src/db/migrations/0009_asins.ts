import { type Kysely, sql } from 'kysely';

// The caller's ASIN watchlist (spec 2 §4 "watch and unwatch toggle the watched flag on an ASIN").
// ASINs themselves are the catalog's (catalog_items); nothing else about them is stored twice.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('asin_watchlist')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('asin_watchlist_pk', ['user_id', 'asin'])
    .execute();
  // The ASINs grid groups the catalog by ASIN within the caller's brands.
  await db.schema
    .createIndex('catalog_items_brand_asin_idx')
    .on('catalog_items')
    .columns(['brand_code', 'asin'])
    .execute();
  // Movers sum every ASIN of a day range: the rollup read by day first.
  await db.schema
    .createIndex('asin_daily_sales_market_day_idx')
    .on('asin_daily_sales')
    .columns(['marketplace_id', 'report_date'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropIndex('asin_daily_sales_market_day_idx').execute();
  await db.schema.dropIndex('catalog_items_brand_asin_idx').execute();
  await db.schema.dropTable('asin_watchlist').execute();
}
