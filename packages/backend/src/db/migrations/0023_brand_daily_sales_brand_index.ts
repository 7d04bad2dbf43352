import type { Kysely } from 'kysely';

// The brand daily rollup read by brand: the TACoS base of advertising over the brands a range's
// rows name, a brand's sales view and its monthly report. The key (marketplace, day, brand) seeks
// a range of days for every brand; per brand it walked all of them (205 brands over 30 days at 16×
// demo data: 207 ms, docs/decisions/0273). Brand first, then its days.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('brand_daily_sales_brand_idx')
    .on('brand_daily_sales')
    .columns(['brand_code', 'marketplace_id', 'report_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('brand_daily_sales_brand_idx').execute();
}
