import { type Kysely, sql } from 'kysely';

// Alerts (spec 2 §3 'Alerts', §4): the alert types with their sub types, the classification tabs
// (departments) and the types each holds, the alerts the generator raises from the seller facts,
// their per-tab visibility, and the late FBM shipments, deleted SKUs and missing parents with their
// finished flags (docs/decisions/0170, 0171).
// Frozen reference lists: written here as they stood when this migration was first applied.
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.

/** Spec 2 §9: the 14 fixed 'Additional AM AlertType' sub types. */
const AM_SUB_TYPES = [
  'Lost Best Seller Badge',
  'No Cart Button',
  'Product Listing Suspension',
  'marketplace Suspension',
  'Adult-Flag',
  'Out of Stock',
  'Low on Stock',
  'Search Result Suppression',
  'Star Rating Dropped',
  'Review Count Drop',
  'Lost Amazon Choice Badge',
  'Lost Prime Badge',
  'Prime Badge Recovered',
  'Search Result Suppression Lifted',
];
const ALERT_TYPES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Additional AM AlertType', AM_SUB_TYPES],
  ['Buy Box', ['Buy Box Lost', 'Buy Box Recovered']],
];
/** Departments and the alert types their tab holds; the All tab holds every type and is implied. */
const CLASSIFICATIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Account Management', ['Additional AM AlertType', 'Buy Box']],
  ['Inventory', ['Additional AM AlertType']],
  ['Sales', ['Buy Box']],
];

type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('alert_types')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_sub_types')
    .addColumn('alert_type', 'text', (c) => c.notNull().references('alert_types.name'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_sub_types_pk', ['alert_type', 'value'])
    .execute();
  await db.schema
    .createTable('alert_classifications')
    .addColumn('department', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_classification_types')
    .addColumn('department', 'text', (c) =>
      c.notNull().references('alert_classifications.department').onDelete('cascade'),
    )
    .addColumn('alert_type', 'text', (c) => c.notNull().references('alert_types.name'))
    .addPrimaryKeyConstraint('alert_classification_types_pk', ['department', 'alert_type'])
    .execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('alert_type', 'text', (c) => c.notNull().references('alert_types.name'))
    .addColumn('alert_sub_type', 'text')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('sub_brand_code', 'text')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text')
    .addColumn('asin', 'text')
    .addColumn('product_name', 'text')
    .addColumn('product_image_url', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('date_time', 'timestamptz', (c) => c.notNull())
    .addColumn('cu_task_url', 'text')
    .addColumn('sentry_kit_url', 'text')
    .addColumn('full_payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // One alert per rule, SKU and moment: the generator may run again without raising twice.
    .addUniqueConstraint('alerts_natural_key', [
      'collection',
      'seller_id',
      'marketplace_id',
      'seller_sku',
      'alert_sub_type',
      'date_time',
    ])
    .execute();
  await db.schema.createIndex('alerts_time_idx').on('alerts').columns(['date_time', 'brand_code']).execute();
  await db.schema.createIndex('alerts_brand_idx').on('alerts').columns(['brand_code', 'date_time']).execute();
  // Hidden per classification tab (spec 2 §4): a row per tab it is hidden on; showing deletes it.
  await db.schema
    .createTable('alert_hidden_tabs')
    .addColumn('alert_id', 'bigint', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('tab_name', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_hidden_tabs_pk', ['alert_id', 'tab_name'])
    .execute();
  await db.schema
    .createIndex('alert_hidden_tabs_tab_idx')
    .on('alert_hidden_tabs')
    .columns(['tab_name'])
    .execute();

  const perSku = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
      .addColumn('seller_id', 'text', (c) => c.notNull())
      .addColumn('marketplace_id', 'text', (c) => c.notNull())
      .addColumn('seller_sku', 'text', (c) => c.notNull())
      .addColumn('asin', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false));
  await perSku('late_fbm_shipments')
    .addColumn('amazon_order_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('promise_date', 'date', (c) => c.notNull())
    .addUniqueConstraint('late_fbm_shipments_key', [
      'seller_id',
      'marketplace_id',
      'amazon_order_id',
      'seller_sku',
    ])
    .execute();
  await perSku('deleted_skus')
    .addColumn('date', 'date', (c) => c.notNull())
    .addUniqueConstraint('deleted_skus_key', ['seller_id', 'marketplace_id', 'seller_sku', 'date'])
    .execute();
  await perSku('missing_parents')
    .addColumn('is_child', 'boolean', (c) => c.notNull())
    .addColumn('parent_asin', 'text')
    .addColumn('prev_parent_asin', 'text')
    .addColumn('date', 'date', (c) => c.notNull())
    .addUniqueConstraint('missing_parents_key', ['seller_id', 'marketplace_id', 'seller_sku', 'date'])
    .execute();
  // The listings as the generator last saw them: the next document is compared with this one.
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

  await db
    .insertInto('alert_types')
    .values(ALERT_TYPES.map(([name], position) => ({ name, position })))
    .execute();
  await db
    .insertInto('alert_sub_types')
    .values(
      ALERT_TYPES.flatMap(([type, subs]) =>
        subs.map((value, position) => ({ alert_type: type, value, position })),
      ),
    )
    .execute();
  await db
    .insertInto('alert_classifications')
    .values(CLASSIFICATIONS.map(([department], position) => ({ department, position })))
    .execute();
  await db
    .insertInto('alert_classification_types')
    .values(
      CLASSIFICATIONS.flatMap(([department, types]) =>
        types.map((alert_type) => ({ department, alert_type })),
      ),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'alert_listing_states',
    'missing_parents',
    'deleted_skus',
    'late_fbm_shipments',
    'alert_hidden_tabs',
    'alerts',
    'alert_classification_types',
    'alert_classifications',
    'alert_sub_types',
    'alert_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
