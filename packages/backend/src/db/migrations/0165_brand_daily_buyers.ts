import { type Kysely, sql } from 'kysely';

// The buyers of each brand and day (ADR 0584): one row per brand, day and buyer, so the insights'
// exact distinct buyers over a range are a count(distinct) over these rows instead of every order
// line of the period. Exact, not a sketch: the buyer figures are shown as counts and reconciled
// against the lines. The loading path keeps it beside brand_daily_orders (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_buyers')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('buyer_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_buyers_pk', ['marketplace_id', 'purchase_day', 'brand_code', 'buyer_key'])
    .execute();
  // Backfill from what is loaded; its own SQL, so this migration never changes after it ran.
  await sql`
    insert into brand_daily_buyers
    select distinct l.brand_code, l.marketplace_id, l.purchase_day, l.buyer_key
    from order_lines l
    where l.brand_code is not null and l.buyer_key is not null
      and exists (select 1 from brands b where b.brand_code = l.brand_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_daily_buyers').execute();
}
