import { type Kysely, sql } from 'kysely';

// The insights heatmap's orders per brand, day, weekday and hour (ADR 0601): weekday (0 = Sunday)
// and hour are the order's in its marketplace's time zone, as the orders load writes them on the
// order and its lines (`purchase_weekday`, `purchase_hour`); the day is the line's `purchase_day`.
// As brand_daily_orders (ADR 0584): `orders` counts an order once in each brand it holds lines of,
// `orders_once` under its first brand by code only, so the brands' rows sum to distinct orders.
// The loading path keeps it beside brand_daily_orders (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_order_hours')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('purchase_weekday', 'smallint', (c) => c.notNull())
    .addColumn('purchase_hour', 'smallint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('orders_once', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_order_hours_pk', [
      'marketplace_id',
      'purchase_day',
      'brand_code',
      'purchase_weekday',
      'purchase_hour',
    ])
    .execute();
  // Backfill from what is loaded; its own SQL, so this migration never changes after it ran.
  await sql`
    with o as (
      select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id,
        min(purchase_weekday) as purchase_weekday, min(purchase_hour) as purchase_hour
      from order_lines l where brand_code is not null and exists (select 1 from brands b where b.brand_code = l.brand_code)
      group by 1, 2, 3, 4, 5
    ),
    firsts as (select seller_id, marketplace_id, amazon_order_id, min(brand_code) as first from o group by 1, 2, 3)
    insert into brand_daily_order_hours
    select o.brand_code, o.marketplace_id, o.purchase_day, o.purchase_weekday, o.purchase_hour, count(*),
      count(*) filter (where o.brand_code = f.first)
    from o join firsts f using (seller_id, marketplace_id, amazon_order_id)
    group by 1, 2, 3, 4, 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_daily_order_hours').execute();
}
