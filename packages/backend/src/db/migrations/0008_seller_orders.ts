import { type Kysely, sql } from 'kysely';

// Orders, order items and customer returns at their natural grain, as the all-orders flat file and
// the FBA customer returns report give them, plus the hourly order rollup the insights heatmap reads
// (docs/decisions/0081). Days and hours are the marketplace's local ones: a purchase at 23:30 in
// Los Angeles is that evening's order, as the seller sees it in Seller Central.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('amazon_order_id', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'timestamptz', (c) => c.notNull())
    // Local day, weekday (0 = Sunday) and hour of the purchase in the marketplace's timezone.
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('purchase_weekday', 'smallint', (c) => c.notNull())
    .addColumn('purchase_hour', 'smallint', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('fulfillment_channel', 'text', (c) => c.notNull())
    .addColumn('sales_channel', 'text', (c) => c.notNull())
    .addColumn('is_business_order', 'boolean', (c) => c.notNull())
    // A stable anonymous key of the buyer (never the address): counts repeat purchasers.
    .addColumn('buyer_key', 'text')
    .addColumn('subscribe_and_save', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['seller_id', 'marketplace_id', 'amazon_order_id'])
    .execute();
  await db.schema
    .createIndex('orders_day_idx')
    .on('orders')
    .columns(['seller_id', 'marketplace_id', 'purchase_day'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('amazon_order_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('item_status', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('item_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('item_tax', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('shipping_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('item_promotion_discount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('ship_promotion_discount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('promotion_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addPrimaryKeyConstraint('order_items_pk', [
      'seller_id',
      'marketplace_id',
      'amazon_order_id',
      'seller_sku',
    ])
    .execute();
  await db.schema
    .createIndex('order_items_day_idx')
    .on('order_items')
    .columns(['seller_id', 'marketplace_id', 'purchase_day', 'seller_sku'])
    .execute();

  await db.schema
    .createTable('customer_returns')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    // The license plate number identifies one returned unit lot; Amazon gives one per return line.
    .addColumn('license_plate_number', 'text', (c) => c.notNull())
    .addColumn('return_date', 'timestamptz', (c) => c.notNull())
    .addColumn('return_day', 'date', (c) => c.notNull())
    .addColumn('amazon_order_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('fulfillment_center_id', 'text', (c) => c.notNull())
    .addColumn('detailed_disposition', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_comments', 'text')
    .addPrimaryKeyConstraint('customer_returns_pk', ['seller_id', 'marketplace_id', 'license_plate_number'])
    .execute();
  await db.schema
    .createIndex('customer_returns_day_idx')
    .on('customer_returns')
    .columns(['seller_id', 'marketplace_id', 'return_day'])
    .execute();

  // Orders by brand, local day and hour: the weekday × hour heatmap and order counts without
  // scanning order items.
  await db.schema
    .createTable('brand_hourly_orders')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('purchase_hour', 'smallint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('item_sales', 'numeric(14, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_hourly_orders_pk', [
      'brand_code',
      'marketplace_id',
      'purchase_day',
      'purchase_hour',
    ])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of ['brand_hourly_orders', 'customer_returns', 'order_items', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
