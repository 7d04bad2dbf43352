import { type Kysely, sql } from 'kysely';

// The returns by reason and disposition of the insights page (docs/decisions/0630). Every brand's
// page read the period's customer returns line by line, joined to the listings and the accounts for
// their brand, and hashed them three ways: ~53,000 lines for 90 days at 16× demo data, the page's
// costliest statement. Per brand, marketplace, return day, reason and disposition the units
// returned (brand_daily_return_reasons, attributed as brand_daily_returns is: the listing's brand,
// else the account's first brand by code), and over every brand per marketplace, day, reason and
// disposition (marketplace_daily_return_reasons, the sum of the brands' rows: ~45 rows a day).
// No brand column on the second: only a caller who sees every brand reads it. The loading path
// keeps both with brand_daily_returns, in the transaction that writes the returns
// (seller-data/pipeline/refresh-brand-day-returns.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_daily_return_reasons')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('return_day', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detailed_disposition', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_daily_return_reasons_pk', [
      'marketplace_id',
      'return_day',
      'brand_code',
      'reason',
      'detailed_disposition',
    ])
    .execute();
  // Brand first, as 0187 gives the other brand-day rollups: a load rebuilds its account's brands'
  // days, which the day-first key would find among every brand's rows of those days.
  await db.schema
    .createIndex('brand_daily_return_reasons_brand_idx')
    .on('brand_daily_return_reasons')
    .columns(['marketplace_id', 'brand_code', 'return_day'])
    .execute();
  await db.schema
    .createTable('marketplace_daily_return_reasons')
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('return_day', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detailed_disposition', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketplace_daily_return_reasons_pk', [
      'marketplace_id',
      'return_day',
      'reason',
      'detailed_disposition',
    ])
    .execute();
  // Backfill from the returns already loaded; its own SQL, so this migration never changes after it ran.
  await sql`
    insert into brand_daily_return_reasons
    select x.brand_code, x.marketplace_id, x.return_day, x.reason, x.detailed_disposition, sum(x.quantity)
    from (
      select coalesce(c.brand_code, w.brand_code) as brand_code, r.marketplace_id, r.return_day, r.reason,
        r.detailed_disposition, r.quantity
      from customer_returns r
      left join catalog_items c
        on c.seller_id = r.seller_id and c.marketplace_id = r.marketplace_id and c.seller_sku = r.seller_sku
      left join (
        select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
        group by seller_id, marketplace_id
      ) w on w.seller_id = r.seller_id and w.marketplace_id = r.marketplace_id
    ) x
    join brands b on b.brand_code = x.brand_code
    group by 1, 2, 3, 4, 5`.execute(db);
  await sql`
    insert into marketplace_daily_return_reasons
    select marketplace_id, return_day, reason, detailed_disposition, sum(units)
    from brand_daily_return_reasons group by 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marketplace_daily_return_reasons').execute();
  await db.schema.dropTable('brand_daily_return_reasons').execute();
}
