import { type Kysely, sql } from 'kysely';

// Per brand and day rollups of the insights' summable order figures (ADR 0520): orders, units,
// revenue and subscribe-and-save from the order lines, units returned from the customer returns.
// An order counts once in each brand it holds lines of (`orders`, as the insights' brand rows count
// it) and once in all (`orders_once`: under the first of its brands by code, so the brands' sum is
// the distinct orders). Distinct buyers are not summable and stay with the order lines. The loading
// path keeps both tables (seller-data/pipeline/refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_orders')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('orders_once', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('revenue', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('sns_orders', 'integer', (c) => c.notNull())
    .addColumn('sns_orders_once', 'integer', (c) => c.notNull())
    .addColumn('sns_revenue', 'numeric(16, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_orders_pk', ['marketplace_id', 'purchase_day', 'brand_code'])
    .execute();
  await db.schema
    .createTable('brand_daily_returns')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('return_day', 'date', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_returns_pk', ['marketplace_id', 'return_day', 'brand_code'])
    .execute();
  // Backfill from what is loaded, set-based; its own SQL, so this migration never changes after it ran.
  await sql`
    with o as (
      select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id,
        bool_or(subscribe_and_save) as sns, sum(quantity) as units, sum(item_price) as revenue
      from order_lines l where brand_code is not null and exists (select 1 from brands b where b.brand_code = l.brand_code)
      group by 1, 2, 3, 4, 5
    ),
    firsts as (select seller_id, marketplace_id, amazon_order_id, min(brand_code) as first from o group by 1, 2, 3)
    insert into brand_daily_orders
    select o.brand_code, o.marketplace_id, o.purchase_day, count(*), count(*) filter (where o.brand_code = f.first),
      sum(o.units), sum(o.revenue), count(*) filter (where o.sns),
      count(*) filter (where o.sns and o.brand_code = f.first), coalesce(sum(o.revenue) filter (where o.sns), 0)
    from o join firsts f using (seller_id, marketplace_id, amazon_order_id)
    group by 1, 2, 3`.execute(db);
  await sql`
    insert into brand_daily_returns
    select x.brand_code, x.marketplace_id, x.return_day, sum(x.quantity)
    from (
      select coalesce(c.brand_code, w.brand_code) as brand_code, r.marketplace_id, r.return_day, r.quantity
      from customer_returns r
      left join catalog_items c
        on c.seller_id = r.seller_id and c.marketplace_id = r.marketplace_id and c.seller_sku = r.seller_sku
      left join (
        select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces group by 1, 2
      ) w on w.seller_id = r.seller_id and w.marketplace_id = r.marketplace_id
    ) x
    where exists (select 1 from brands b where b.brand_code = x.brand_code)
    group by 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_daily_returns').execute();
  await db.schema.dropTable('brand_daily_orders').execute();
}
