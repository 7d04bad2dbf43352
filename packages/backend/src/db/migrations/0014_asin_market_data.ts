import type { Kysely } from 'kysely';

// The ASIN screens' market data at its natural grain (docs/decisions/0190-0192): FBA stock by
// fulfillment center and disposition (the Inventory Ledger), fee estimates per SKU and competing
// offers per ASIN and offering seller, one snapshot per seller account, marketplace and day. Each
// report replaces its own days whole.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('fc_inventory_snapshots')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    // The country of the fulfillment center (the ledger prints the center; see ADR 0190).
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('fulfillment_center_id', 'text', (c) => c.notNull())
    .addColumn('detailed_disposition', 'text', (c) => c.notNull())
    .addColumn('starting_balance', 'integer', (c) => c.notNull())
    .addColumn('in_transit_between_warehouses', 'integer', (c) => c.notNull())
    .addColumn('net_events', 'integer', (c) => c.notNull())
    // The ending warehouse balance.
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fc_inventory_snapshots_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'seller_sku',
      'fulfillment_center_id',
      'detailed_disposition',
    ])
    .execute();
  await db.schema
    .createIndex('fc_inventory_snapshots_asin')
    .on('fc_inventory_snapshots')
    .columns(['asin', 'snapshot_day'])
    .execute();

  await db.schema
    .createTable('fee_estimates')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text')
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('your_price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('sales_price', 'numeric(12, 2)')
    .addColumn('product_size_tier', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('estimated_fee_total', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('referral_fee', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('variable_closing_fee', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('fulfillment_fee', 'numeric(12, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_estimates_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'seller_sku',
    ])
    .execute();
  await db.schema
    .createIndex('fee_estimates_asin')
    .on('fee_estimates')
    .columns(['asin', 'snapshot_day'])
    .execute();

  await db.schema
    .createTable('product_offers')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('offer_seller_id', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('is_my_offer', 'boolean', (c) => c.notNull())
    .addColumn('listing_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('listing_currency', 'text', (c) => c.notNull())
    .addColumn('shipping_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('shipping_currency', 'text', (c) => c.notNull())
    .addColumn('is_buy_box_winner', 'boolean', (c) => c.notNull())
    .addColumn('is_featured_merchant', 'boolean', (c) => c.notNull())
    .addColumn('is_fulfilled_by_amazon', 'boolean', (c) => c.notNull())
    .addColumn('availability_type', 'text')
    .addColumn('seller_feedback_count', 'integer')
    .addColumn('seller_positive_feedback_rating', 'numeric(5, 2)')
    .addColumn('shipping_time_minimum_hours', 'integer')
    .addColumn('shipping_time_maximum_hours', 'integer')
    .addColumn('ships_from_country', 'text')
    .addPrimaryKeyConstraint('product_offers_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'asin',
      'offer_seller_id',
      'condition',
    ])
    .execute();
  await db.schema
    .createIndex('product_offers_asin')
    .on('product_offers')
    .columns(['asin', 'snapshot_day'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of ['product_offers', 'fee_estimates', 'fc_inventory_snapshots']) {
    await db.schema.dropTable(table).execute();
  }
}
