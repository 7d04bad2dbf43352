import { AVERAGE_DAILY_SALES_DAYS } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { inBrandScope, ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { reattributeOrderLines } from '../seller-data/pipeline/refresh-order-lines.ts';

export interface ProductRecord {
  seller_id: string;
  seller_sku: string;
  marketplace_id: string;
  title: string;
  brand_name: string;
  brand_code: string;
  sub_brand_code: string | null;
  asin: string;
  fnsku: string | null;
  average_daily_sales: number;
  hazmat: boolean;
  consumable: boolean;
  ignore: boolean;
  master_carton_units: number | null;
  master_carton_length: number | null;
  master_carton_width: number | null;
  master_carton_height: number | null;
  master_carton_unit: string | null;
}

/** Brand codes whose SKUs the caller sees: null for staff; a SKU shows by its brand or sub brand. */
const visibleSql = (visible: string[] | null) => inBrandScope(visible, 'c.brand_code', 'c.sub_brand_code');

/**
 * The SKU's catalog row (the US marketplace's when it is listed in several), with its average
 * daily sales: units ordered over the AVERAGE_DAILY_SALES_DAYS days ending on the latest day of
 * the account's sales facts, divided by that many days (as the brand inventory's, ADR 0211).
 */
export async function findProduct(
  db: Kysely<Database>,
  visible: string[] | null,
  sku: string,
): Promise<ProductRecord | undefined> {
  const { rows } = await sql<ProductRecord>`
    select c.seller_id, c.seller_sku, c.marketplace_id, c.product_name as title, b.name as brand_name,
      c.brand_code, c.sub_brand_code, c.asin, c.fnsku, c.hazmat, c.consumable, c.ignore,
      c.master_carton_units, c.master_carton_length::float8 as master_carton_length,
      c.master_carton_width::float8 as master_carton_width,
      c.master_carton_height::float8 as master_carton_height, c.master_carton_unit,
      coalesce(round((
        select sum(f.units_ordered)::numeric / ${AVERAGE_DAILY_SALES_DAYS}
        from sku_sales_traffic_daily f
        where f.seller_id = c.seller_id and f.marketplace_id = c.marketplace_id and f.seller_sku = c.seller_sku
          and f.report_date > (
            select max(l.report_date) from sku_sales_traffic_daily l
            where l.seller_id = c.seller_id and l.marketplace_id = c.marketplace_id
          ) - ${AVERAGE_DAILY_SALES_DAYS}::int
      ), 2), 0)::float8 as average_daily_sales
    from catalog_items c
    join brands b on b.brand_code = c.brand_code
    where c.seller_sku = ${sku} and ${visibleSql(visible)}
    order by (c.marketplace_id = 'ATVPDKIKX0DER') desc, c.marketplace_id, c.seller_id
    limit 1`.execute(db);
  return rows[0];
}

/** The brand's own sub brands (brands whose parent it is), by name. */
export async function subBrandsOf(db: Kysely<Database>, brandCode: string) {
  return (
    db
      .selectFrom('brands')
      .select(['brand_code', 'name'])
      // The brand of a SKU the caller was found to see (findProduct is scoped).
      .where(ofCheckedBrands(brandCode, 'parent_brand_code'))
      .orderBy('name')
      .execute()
  );
}

/** Sets a field on every catalog row of the brand's SKU the caller sees (each marketplace). */
export async function updateProduct(
  db: Kysely<Database>,
  visible: string[] | null,
  product: { seller_sku: string; brand_code: string },
  change: { ignore: boolean } | { sub_brand_code: string | null },
): Promise<void> {
  await sql`
    update catalog_items c set ${
      'ignore' in change ? sql`ignore = ${change.ignore}` : sql`sub_brand_code = ${change.sub_brand_code}`
    }, updated_at = now()
    where c.seller_sku = ${product.seller_sku} and c.brand_code = ${product.brand_code}
      and ${visibleSql(visible)}`.execute(db);
  // The SKU's past order lines follow it to its new sub brand (the insights cards read them).
  if ('sub_brand_code' in change) await reattributeOrderLines(db, product.seller_sku);
}
