import { type Kysely, sql } from 'kysely';

// The insights screen's derived table (docs/decisions/0230-order-lines-for-insights.md): one row per
// order and SKU that is not cancelled, with what every insight card groups or filters by already
// on the row (the SKU's brand and sub brand, the order's local day, weekday and hour, buyer key and
// subscribe-and-save flag). Kept by the orders load in the same transaction as the facts. Exact
// distinct counts of orders and buyers cannot be summed across brands or days, so the grain stays
// the order line; the cards read it by marketplace and day (and brand) without joins.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('order_lines')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('amazon_order_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    // The SKU's catalog brand, or its account's brand when no listing names it; null when neither
    // exists (such lines count only where every brand is read).
    .addColumn('brand_code', 'text')
    .addColumn('sub_brand_code', 'text')
    .addColumn('purchase_weekday', 'smallint', (c) => c.notNull())
    .addColumn('purchase_hour', 'smallint', (c) => c.notNull())
    .addColumn('buyer_key', 'text')
    .addColumn('subscribe_and_save', 'boolean', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('item_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('item_promotion_discount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('promotion_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // Led by the account and day: a load replaces an account's days by this key.
    .addPrimaryKeyConstraint('order_lines_pk', [
      'seller_id',
      'marketplace_id',
      'purchase_day',
      'amazon_order_id',
      'seller_sku',
    ])
    .execute();
  // Every brand of a marketplace over a period (staff without a brand filter).
  await db.schema
    .createIndex('order_lines_day_idx')
    .on('order_lines')
    .columns(['marketplace_id', 'purchase_day'])
    .execute();
  // Some brands over a period, and sub brands (few lines have one: a partial index).
  await db.schema
    .createIndex('order_lines_brand_day_idx')
    .on('order_lines')
    .columns(['marketplace_id', 'brand_code', 'purchase_day'])
    .execute();
  await db.schema
    .createIndex('order_lines_sub_brand_day_idx')
    .on('order_lines')
    .columns(['marketplace_id', 'sub_brand_code', 'purchase_day'])
    .where(sql.ref('sub_brand_code'), 'is not', null)
    .execute();
  // Returns of every brand of a marketplace over a period (the account-led index needs the sellers).
  await db.schema
    .createIndex('customer_returns_marketplace_day_idx')
    .on('customer_returns')
    .columns(['marketplace_id', 'return_day'])
    .execute();
  // Existing databases already hold orders: derive their lines once, as the load would.
  await sql`
    insert into order_lines (seller_id, marketplace_id, purchase_day, amazon_order_id, seller_sku, brand_code,
      sub_brand_code, purchase_weekday, purchase_hour, buyer_key, subscribe_and_save, quantity, item_price,
      item_promotion_discount, promotion_ids)
    select i.seller_id, i.marketplace_id, i.purchase_day, i.amazon_order_id, i.seller_sku,
      coalesce(c.brand_code, w.brand_code), c.sub_brand_code, o.purchase_weekday, o.purchase_hour, o.buyer_key,
      o.subscribe_and_save, i.quantity, i.item_price, i.item_promotion_discount, i.promotion_ids
    from order_items i
    join orders o on o.seller_id = i.seller_id and o.marketplace_id = i.marketplace_id
      and o.amazon_order_id = i.amazon_order_id
    left join catalog_items c
      on c.seller_id = i.seller_id and c.marketplace_id = i.marketplace_id and c.seller_sku = i.seller_sku
    left join (
      select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
      group by seller_id, marketplace_id
    ) w on w.seller_id = i.seller_id and w.marketplace_id = i.marketplace_id
    where i.item_status <> 'Cancelled'`.execute(db);
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropIndex('customer_returns_marketplace_day_idx').execute();
  await db.schema.dropTable('order_lines').execute();
}
