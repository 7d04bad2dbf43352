import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';

/**
 * Rebuilds the brand and ASIN daily rollups of the days an account's load changed. A brand's day
 * sums every seller account of the brand in the marketplace; a SKU's brand is its catalog brand
 * (or the account's brand for a SKU no listing names). Ratios stay summed parts: buy box
 * sessions = sessions × buy box %, so a brand's buy box % is Σ buy box sessions / Σ sessions.
 */
export async function refreshSalesRollups(
  trx: Transaction<Database>,
  account: AccountKey,
  days: string[],
): Promise<void> {
  const brands = await trx
    .selectFrom('authorized_marketplaces')
    .select('brand_code')
    .where('seller_id', '=', account.sellerId)
    .where('marketplace_id', '=', account.marketplaceId)
    .union(
      trx
        .selectFrom('catalog_items')
        .select('brand_code')
        .where('seller_id', '=', account.sellerId)
        .where('marketplace_id', '=', account.marketplaceId),
    )
    .execute();
  const codes = brands.map((b) => b.brand_code);
  if (codes.length === 0 || days.length === 0) return;
  // Only the accounts that can hold these brands' SKUs: scanning the whole marketplace's day
  // would make each account's load cost grow with every other account.
  const sorted = [...days].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  // The range lets the index find the days; the list keeps days between them that did not change.
  const inRange = sql`report_date between ${first}::date and ${last}::date and report_date = any(${sorted}::date[])`;
  const scope = sql`f.marketplace_id = ${account.marketplaceId} and ${inRange}
    and f.seller_id in (
      select seller_id from authorized_marketplaces
      where marketplace_id = ${account.marketplaceId} and brand_code = any(${codes}::text[])
      union
      select seller_id from catalog_items
      where marketplace_id = ${account.marketplaceId} and brand_code = any(${codes}::text[]))`;
  const attributed = sql`
    select coalesce(c.brand_code, (
             select a.brand_code from authorized_marketplaces a
             where a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
             order by a.brand_code limit 1)) as brand_code,
           f.*
    from sku_sales_traffic_daily f
    left join catalog_items c
      on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
    where ${scope}`;
  const inDays = sql`marketplace_id = ${account.marketplaceId} and ${inRange} and brand_code = any(${codes}::text[])`;
  await sql`delete from brand_daily_sales where ${inDays}`.execute(trx);
  await sql`
    insert into brand_daily_sales (brand_code, marketplace_id, report_date, total_sales, units_ordered,
      total_order_items, sessions, page_views, buy_box_sessions)
    select brand_code, marketplace_id, report_date, sum(ordered_product_sales), sum(units_ordered),
      sum(total_order_items), sum(browser_sessions + mobile_app_sessions),
      sum(browser_page_views + mobile_app_page_views),
      round(sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0), 2)
    from (${attributed}) f
    where brand_code = any(${codes}::text[])
    group by brand_code, marketplace_id, report_date`.execute(trx);
  await sql`delete from asin_daily_sales where ${inDays}`.execute(trx);
  await sql`
    insert into asin_daily_sales (brand_code, marketplace_id, asin, report_date, total_sales, units_ordered,
      total_order_items, sessions, page_views, buy_box_sessions)
    select brand_code, marketplace_id, asin, report_date, sum(ordered_product_sales), sum(units_ordered),
      sum(total_order_items), sum(browser_sessions + mobile_app_sessions),
      sum(browser_page_views + mobile_app_page_views),
      round(sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0), 2)
    from (${attributed}) f
    where brand_code = any(${codes}::text[])
    group by brand_code, marketplace_id, asin, report_date`.execute(trx);
}
