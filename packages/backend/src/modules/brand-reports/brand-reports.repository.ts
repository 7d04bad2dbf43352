import type { Kysely } from 'kysely';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function findBrand(db: Db, brandCode: string) {
  return db
    .selectFrom('brands')
    .select(['brand_code', 'name', 'brand_type'])
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .executeTakeFirst();
}

/** Stored reports of a brand (notes only), newest month first. */
export function listReportNotes(db: Db, brandCode: string, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('brand_report_notes')
    .select(['brand_code', 'report_month as month', 'sales_note', 'ad_note'])
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .where('report_month', '>=', fromMonth)
    .where('report_month', '<=', toMonth)
    .orderBy('report_month', 'desc')
    .execute();
}

export function findReportNotes(db: Db, brandCode: string, month: string) {
  return db
    .selectFrom('brand_report_notes')
    .select(['sales_note', 'ad_note', 'removed_suppression_ids'])
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .where('report_month', '=', month)
    .executeTakeFirst();
}

export async function saveReportNotes(
  db: Db,
  row: {
    brandCode: string;
    month: string;
    salesNote: string | null;
    adNote: string | null;
    removedSuppressionIds: number[];
    userId: string;
  },
): Promise<void> {
  const values = {
    sales_note: row.salesNote,
    ad_note: row.adNote,
    removed_suppression_ids: JSON.stringify(row.removedSuppressionIds),
    updated_by: row.userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('brand_report_notes')
    .values({ brand_code: row.brandCode, report_month: row.month, ...values })
    .onConflict((oc) => oc.columns(['brand_code', 'report_month']).doUpdateSet(values))
    .execute();
}

/** Monthly sales per marketplace of the months in [fromMonth, toMonth]. */
export function monthlySales(db: Db, brandCode: string, fromMonth: string, toMonth: string) {
  return db
    .selectFrom('brand_monthly_sales as s')
    .innerJoin('marketplaces as m', 'm.marketplace_id', 's.marketplace_id')
    .select([
      's.report_month',
      's.marketplace_id',
      'm.country_code',
      's.sales_total',
      's.ad_spend',
      's.sales_ppc',
    ])
    .where(ofCheckedBrands(brandCode, 's.brand_code'))
    .where('s.report_month', '>=', fromMonth)
    .where('s.report_month', '<=', toMonth)
    .orderBy('s.report_month')
    .orderBy('m.sort_order')
    .execute();
}

/** Suppressions that were down at some moment of [start, end): created before end, not lifted before start. */
export function suppressionsDuring(db: Db, brandCode: string, start: Date, end: Date) {
  return db
    .selectFrom('listing_suppressions as s')
    .innerJoin('marketplaces as m', 'm.marketplace_id', 's.marketplace_id')
    .select([
      's.id',
      's.asin',
      's.product_name',
      'm.name as marketplace',
      's.created_at',
      's.lifted_at',
      's.alert_lifted_id',
    ])
    .where(ofCheckedBrands(brandCode, 's.brand_code'))
    .where('s.created_at', '<', end)
    .where((eb) => eb.or([eb('s.lifted_at', 'is', null), eb('s.lifted_at', '>=', start)]))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Which of `ids` are suppressions of the brand. */
export async function suppressionIdsOfBrand(db: Db, brandCode: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('listing_suppressions')
    .select('id')
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}
