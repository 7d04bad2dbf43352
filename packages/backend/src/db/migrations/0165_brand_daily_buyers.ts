import { type Kysely, sql } from 'kysely';

// The buyers of each brand and day (ADR 0584): one row per brand, day and buyer with the buyer's
// orders there, so the insights' exact buyers and repeat purchasers (two or more orders in the
// period) over a range read these rows instead of every order line of the period. `orders` counts an
// order once per brand it holds lines of; `orders_once` under its first brand by code only, so a
// buyer's orders over all brands are the sum of `orders_once`. Exact, not a sketch: the buyer figures are shown as counts and reconciled
// against the lines. The loading path keeps it beside brand_daily_orders (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_buyers')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('buyer_key', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('orders_once', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_buyers_pk', [
      'marketplace_id',
      'purchase_day',
      'brand_code',
      'buyer_key',
    ])
    .execute();
  // Backfill from what is loaded; its own SQL, so this migration never changes after it ran.
  await sql`
    with o as (
      select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id, min(buyer_key) as buyer_key
      from order_lines l where brand_code is not null and exists (select 1 from brands b where b.brand_code = l.brand_code)
      group by 1, 2, 3, 4, 5
    ),
    firsts as (select seller_id, marketplace_id, amazon_order_id, min(brand_code) as first from o group by 1, 2, 3)
    insert into brand_daily_buyers
    select o.brand_code, o.marketplace_id, o.purchase_day, o.buyer_key, count(*),
      count(*) filter (where o.brand_code = f.first)
    from o join firsts f using (seller_id, marketplace_id, amazon_order_id)
    where o.buyer_key is not null
    group by 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_daily_buyers').execute();
}
