import { type Kysely, sql } from 'kysely';

// The brand-week rollup of what the sales view sums (docs/decisions/0619): per brand, marketplace and
// ISO week, the revenue and units of the brand-day sales rollup (brand_daily_sales) and the orders of
// the brand-day order rollup (brand_daily_orders, ADR 0618). The sales view reads a range's whole
// weeks from it and only the days at the range's ends from the day tables, as advertising reads its
// entity-week rollup (0617). The loading path keeps it (seller-data/pipeline/refresh-brand-weeks.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Sums keep every cent and count, so a week equals the sum of its days exactly. `first_sales_day`,
  // the week's first day with a brand-day sales row (null: orders only): the view's `orders_known` is
  // false for a sales row before the order history, so a week's flag is its first sales day's.
  await db.schema
    .createTable('brand_weekly_sales')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('week_start', 'date', (c) => c.notNull())
    .addColumn('revenue', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('first_sales_day', 'date')
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('orders_once', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_weekly_sales_pk', ['marketplace_id', 'week_start', 'brand_code'])
    .execute();
  // Backfill from the day rollups already loaded, in one set-based statement (a kept bench database
  // holds hundreds of thousands of brand-days). Its own SQL, not the loading path's, so this
  // migration never changes. A week has a row when either table has a day of it.
  await sql`
    insert into brand_weekly_sales
    select brand_code, marketplace_id, week_start, sum(revenue), sum(units), min(sales_day), sum(orders),
      sum(orders_once)
    from (
      select brand_code, marketplace_id, date_trunc('week', report_date::timestamp)::date as week_start,
        total_sales as revenue, units_ordered as units, report_date as sales_day, 0 as orders, 0 as orders_once
      from brand_daily_sales
      union all
      select brand_code, marketplace_id, date_trunc('week', purchase_day::timestamp)::date, 0, 0, null, orders,
        orders_once
      from brand_daily_orders
    ) d
    group by 1, 2, 3`.execute(db);
  await sql`analyze brand_weekly_sales`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_weekly_sales').execute();
}
