import { type Kysely, sql } from 'kysely';

// The insights promotions card per brand, day and promotion code (ADR 0601): from the order lines
// that carry the code (a line with two codes counts under each, as the card counts it). `units` and
// `discount` are those lines' quantity and promotion discount. An order counts:
// - `orders`: once in each brand and code it holds such a line of (a brand's rows per code);
// - `orders_once`: for its code, under the first brand by code of its lines carrying it, so the
//   brands' rows of a code sum to that code's distinct orders (the code rows over all brands);
// - `orders_of_brand`: for its brand, under the first code of that brand's promoted lines, so a
//   brand's rows sum to its distinct orders holding a promoted line (the brand rows).
// The loading path keeps it beside brand_daily_orders (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_promotions')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('promotion_code', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('orders_once', 'integer', (c) => c.notNull())
    .addColumn('orders_of_brand', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('discount', 'numeric(16, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_promotions_pk', [
      'marketplace_id',
      'purchase_day',
      'brand_code',
      'promotion_code',
    ])
    .execute();
  // Backfill from what is loaded; its own SQL, so this migration never changes after it ran.
  await sql`
    with p as (
      select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id, code,
        sum(quantity) as units, sum(item_promotion_discount) as discount
      from order_lines l cross join lateral unnest(l.promotion_ids) as code
      where brand_code is not null and exists (select 1 from brands b where b.brand_code = l.brand_code)
      group by 1, 2, 3, 4, 5, 6
    ),
    firsts as (
      select *, min(brand_code) over (partition by seller_id, marketplace_id, amazon_order_id, code) as first_brand,
        min(code) over (partition by seller_id, marketplace_id, amazon_order_id, brand_code) as first_code
      from p
    )
    insert into brand_daily_promotions
    select brand_code, marketplace_id, purchase_day, code, count(*), count(*) filter (where brand_code = first_brand),
      count(*) filter (where code = first_code), sum(units), sum(discount)
    from firsts
    group by 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_daily_promotions').execute();
}
