import { type Kysely, sql } from 'kysely';

// The seller's marketplace facts at their natural grain, the record of loaded report documents,
// and the rollups screens read (docs/decisions/0080). Facts are keyed by seller and marketplace,
// as the Selling Partner API reports them; the brand comes from the catalog.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('catalog_items')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('sub_brand_code', 'text', (c) => c.references('brands.brand_code').onDelete('set null'))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('parent_asin', 'text')
    .addColumn('fnsku', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('product_group', 'text')
    .addColumn('price', 'numeric(12, 2)')
    .addColumn('fulfillment', 'text', (c) => c.notNull().check(sql`fulfillment in ('FBA', 'FBM')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('open_date', 'timestamptz')
    // Product detail fields the agency keeps per SKU (spec 3 §3), not part of any report.
    .addColumn('average_daily_sales', 'numeric(12, 2)')
    .addColumn('hazmat', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('consumable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ignore', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('master_carton_units', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('catalog_items_pk', ['seller_id', 'marketplace_id', 'seller_sku'])
    .execute();
  await db.schema
    .createIndex('catalog_items_brand_idx')
    .on('catalog_items')
    .columns(['brand_code', 'marketplace_id'])
    .execute();
  await db.schema
    .createIndex('catalog_items_asin_idx')
    .on('catalog_items')
    .columns(['asin', 'marketplace_id'])
    .execute();

  // Sales and traffic per SKU and day (the Sales and Traffic report by SKU, one document per day).
  await db.schema
    .createTable('sku_sales_traffic_daily')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('parent_asin', 'text', (c) => c.notNull())
    .addColumn('ordered_product_sales', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('units_ordered', 'integer', (c) => c.notNull())
    .addColumn('total_order_items', 'integer', (c) => c.notNull())
    .addColumn('browser_sessions', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_sessions', 'integer', (c) => c.notNull())
    .addColumn('browser_page_views', 'integer', (c) => c.notNull())
    .addColumn('mobile_app_page_views', 'integer', (c) => c.notNull())
    .addColumn('buy_box_percentage', 'numeric(6, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sku_sales_traffic_daily_pk', [
      'seller_id',
      'marketplace_id',
      'report_date',
      'seller_sku',
    ])
    .execute();

  // Every report document loaded, per day it covers: what makes loading idempotent and lets a
  // corrected document replace a day. `provisional`: Amazon may still revise the day.
  await db.schema
    .createTable('report_loads')
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('document_checksum', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('provisional', 'boolean', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('report_loads_pk', ['report_type', 'seller_id', 'marketplace_id', 'report_date'])
    .execute();

  // The brand rollup (TACoS's denominator, the monthly report's sales) gains the traffic parts;
  // the pipeline now maintains it from the SKU facts.
  await db.schema
    .alterTable('brand_daily_sales')
    .addColumn('units_ordered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_order_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    // Sessions with the buy box (sessions × buy box %): ratios are summed parts, never averages.
    .addColumn('buy_box_sessions', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('asin_daily_sales')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('total_sales', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('units_ordered', 'integer', (c) => c.notNull())
    .addColumn('total_order_items', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull())
    .addColumn('buy_box_sessions', 'numeric(14, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('asin_daily_sales_pk', ['brand_code', 'marketplace_id', 'asin', 'report_date'])
    .execute();
  await db.schema
    .createIndex('asin_daily_sales_day_idx')
    .on('asin_daily_sales')
    .columns(['report_date', 'brand_code'])
    .execute();

  // How far each fact is loaded, per brand, marketplace and seller ('data through {date}').
  await db.schema
    .createTable('data_freshness')
    .addColumn('fact', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('last_day', 'date', (c) => c.notNull())
    .addColumn('final_through', 'date')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('data_freshness_pk', ['fact', 'brand_code', 'marketplace_id', 'seller_id'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of [
    'data_freshness',
    'asin_daily_sales',
    'report_loads',
    'sku_sales_traffic_daily',
    'catalog_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('brand_daily_sales')
    .dropColumn('units_ordered')
    .dropColumn('total_order_items')
    .dropColumn('sessions')
    .dropColumn('page_views')
    .dropColumn('buy_box_sessions')
    .execute();
}
