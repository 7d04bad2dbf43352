import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { standInBrandImages } from '../modules/brand-reports/brand-image-store.ts';
import { reconcileMonthlySalesWithDailyAds } from '../modules/brand-reports/reconcile-monthly-sales.ts';
import { buildDemoBrandReports, type ReportBrand } from './demo-brand-reports.ts';
import { DEFAULT_DEMO_SEED } from './demo-data.ts';

const CHUNK = 500;
/** Monthly reports are a Max Control / Max Results feature (spec 1 §6.2). */
const REPORT_BRAND_TYPES = ['mc', 'mr'];

/**
 * Seeds brand images (drawn stand-ins) for every brand and monthly sales, suppressions and notes for mc/mr brands,
 * from the brands and authorized marketplaces already in the database (run after the demo seed).
 * Sales figures are then replaced by sums of the daily advertising data wherever that exists.
 */
export async function seedDemoBrandReports(
  db: Kysely<Database>,
  opts: { seed?: number; now?: Date } = {},
): Promise<void> {
  const brands = await db
    .selectFrom('brands')
    .select(['brand_code', 'name', 'brand_type'])
    .orderBy('brand_code')
    .execute();
  const markets = await db
    .selectFrom('authorized_marketplaces')
    .select(['brand_code', 'marketplace_id'])
    .orderBy('brand_code')
    .orderBy('marketplace_id')
    .execute();
  const reportBrands: ReportBrand[] = brands
    .filter((b) => REPORT_BRAND_TYPES.includes(b.brand_type))
    .map((b) => ({
      brandCode: b.brand_code,
      name: b.name,
      marketplaceIds: [
        ...new Set(markets.filter((m) => m.brand_code === b.brand_code).map((m) => m.marketplace_id)),
      ],
    }))
    .filter((b) => b.marketplaceIds.length > 0);
  const data = buildDemoBrandReports(
    reportBrands,
    opts.now ?? new Date(),
    (opts.seed ?? DEFAULT_DEMO_SEED) + 5,
  );

  await db.transaction().execute(async (trx) => {
    await chunks(standInBrandImages(brands.map((b) => b.brand_code)), (rows) =>
      trx.insertInto('brand_images').values(rows).execute(),
    );
    await chunks(data.sales, (rows) =>
      trx
        .insertInto('brand_monthly_sales')
        .values(
          rows.map((s) => ({
            brand_code: s.brandCode,
            report_month: s.reportMonth,
            marketplace_id: s.marketplaceId,
            sales_total: s.salesTotal,
            ad_spend: s.adSpend,
            sales_ppc: s.salesPpc,
          })),
        )
        .execute(),
    );
    await chunks(data.suppressions, (rows) =>
      trx
        .insertInto('listing_suppressions')
        .values(
          rows.map((s) => ({
            brand_code: s.brandCode,
            asin: s.asin,
            product_name: s.productName,
            marketplace_id: s.marketplaceId,
            created_at: s.createdAt,
            lifted_at: s.liftedAt,
            alert_lifted_id: s.alertLiftedId,
          })),
        )
        .execute(),
    );
    await chunks(data.notes, (rows) =>
      trx
        .insertInto('brand_report_notes')
        .values(
          rows.map((n) => ({
            brand_code: n.brandCode,
            report_month: n.reportMonth,
            sales_note: n.salesNote,
            ad_note: n.adNote,
          })),
        )
        .execute(),
    );
  });
  await reconcileMonthlySalesWithDailyAds(db);
}

async function chunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}
