import { type Kysely, sql } from 'kysely';

// The heatmap of every brand at once (ADR 0601): distinct orders per marketplace, day, weekday and
// hour, the sum of brand_daily_order_hours' `orders_once` over its brands. The admin page's heatmap
// then reads about 24 rows a day instead of one per brand, day and hour (≈ 320k rows for 90 days at
// 10×). No brand column: only a caller who sees every brand reads it. The loading path re-sums a
// marketplace's days from brand_daily_order_hours after rebuilding them (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marketplace_daily_order_hours')
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('purchase_weekday', 'smallint', (c) => c.notNull())
    .addColumn('purchase_hour', 'smallint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketplace_daily_order_hours_pk', [
      'marketplace_id',
      'purchase_day',
      'purchase_weekday',
      'purchase_hour',
    ])
    .execute();
  // Backfill from 0166's rollup; its own SQL, so this migration never changes after it ran.
  await sql`
    insert into marketplace_daily_order_hours
    select marketplace_id, purchase_day, purchase_weekday, purchase_hour, sum(orders_once)
    from brand_daily_order_hours group by 1, 2, 3, 4 having sum(orders_once) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marketplace_daily_order_hours').execute();
}
