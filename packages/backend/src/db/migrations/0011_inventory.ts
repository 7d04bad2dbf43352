import type { Kysely } from 'kysely';

// FBA inventory snapshots at their natural grain (one row per SKU per snapshot day, as the Manage
// Inventory and reserved inventory reports give them) and the brand inventory rollup the inventory
// screen reads (spec 2 §3 'Brand inventory row'; docs/decisions/0160).
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('inventory_snapshots')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text')
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('your_price', 'numeric(12, 2)')
    .addColumn('mfn_listing_exists', 'boolean', (c) => c.notNull())
    .addColumn('mfn_fulfillable_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_listing_exists', 'boolean', (c) => c.notNull())
    .addColumn('afn_warehouse_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_fulfillable_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_unsellable_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_reserved_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_total_quantity', 'integer', (c) => c.notNull())
    .addColumn('per_unit_volume', 'numeric(12, 4)')
    .addColumn('afn_inbound_working_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_inbound_shipped_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_inbound_receiving_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_researching_quantity', 'integer', (c) => c.notNull())
    .addColumn('afn_reserved_future_supply', 'integer', (c) => c.notNull())
    .addColumn('afn_future_supply_buyable', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_snapshots_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'seller_sku',
    ])
    .execute();

  // The reserved split comes from its own report and is replaced by its own documents, so a day
  // of one report reloaded never drops the other's figures.
  await db.schema
    .createTable('reserved_inventory_snapshots')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_day', 'date', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text')
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('reserved_quantity', 'integer', (c) => c.notNull())
    .addColumn('reserved_customer_orders', 'integer', (c) => c.notNull())
    .addColumn('reserved_fc_transfers', 'integer', (c) => c.notNull())
    .addColumn('reserved_fc_processing', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reserved_inventory_snapshots_pk', [
      'seller_id',
      'marketplace_id',
      'snapshot_day',
      'seller_sku',
    ])
    .execute();

  // Per brand, marketplace, seller account and SKU: the account's latest snapshot with its demand
  // of the 30 days it closes and the replenishment the rule recommends. Rebuilt by the pipeline.
  await db.schema
    .createTable('brand_inventory')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('fnsku', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    // Days of inventory: available / average daily units; null when nothing sold in 30 days.
    .addColumn('doi', 'numeric(10, 1)')
    .addColumn('average_daily_sales', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('sales_last_30_days', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('units_sold_last_30_days', 'integer', (c) => c.notNull())
    .addColumn('total_units', 'integer', (c) => c.notNull())
    .addColumn('inbound', 'integer', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    // Null when the reserved inventory report of that day was not loaded.
    .addColumn('fc_transfer', 'integer')
    .addColumn('fc_processing', 'integer')
    .addColumn('customer_order', 'integer')
    .addColumn('unfulfillable', 'integer', (c) => c.notNull())
    .addColumn('recommended_replenishment_qty', 'integer', (c) => c.notNull())
    .addColumn('recommended_ship_date', 'date')
    .addPrimaryKeyConstraint('brand_inventory_pk', [
      'brand_code',
      'marketplace_id',
      'seller_id',
      'seller_sku',
    ])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of ['brand_inventory', 'reserved_inventory_snapshots', 'inventory_snapshots']) {
    await db.schema.dropTable(table).execute();
  }
}
