import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { rollupScope } from './account-brands.ts';
import type { AccountKey } from './load-documents.ts';
import { refreshAsinMonthToDate } from './refresh-asin-month-to-date.ts';
import { refreshBrandWeeks } from './refresh-brand-weeks.ts';

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
  const { codes, sellers } = await rollupScope(trx, account);
  if (codes.length === 0 || days.length === 0) return;
  const sorted = [...days].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  // The range lets the index find the days; the list keeps days between them that did not change
  // (a whole-range load needs no list: testing each row against hundreds of days is costly).
  const contiguous =
    Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1 === new Set(sorted).size;
  const inRange = contiguous
    ? sql`report_date between ${first}::date and ${last}::date`
    : sql`report_date between ${first}::date and ${last}::date and report_date = any(${sorted}::date[])`;
  const scope = sql`f.marketplace_id = ${account.marketplaceId} and ${inRange}
    and f.seller_id = any(${sellers}::text[])`;
  // A SKU no listing names belongs to its account's brand (the first by code, as accountBrand).
  const attributed = sql`
    select coalesce(c.brand_code, a.brand_code) as brand_code, f.*
    from facts f
    left join catalog_items c
      on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
    left join (
      select seller_id, min(brand_code) as brand_code from authorized_marketplaces
      where marketplace_id = ${account.marketplaceId} group by seller_id
    ) a on a.seller_id = f.seller_id`;
  const inDays = sql`marketplace_id = ${account.marketplaceId} and ${inRange} and brand_code = any(${codes}::text[])`;
  await sql`delete from brand_daily_sales where ${inDays}`.execute(trx);
  await sql`delete from asin_daily_sales where ${inDays}`.execute(trx);
  // Both rollups from one pass over the facts: a data-modifying CTE feeds the brand rollup while
  // the outer insert writes the ASIN rollup.
  // The facts are read by their key first (seller, marketplace, day) and joined after: the plan must
  // not depend on statistics, which a seed loading account after account does not have yet.
  await sql`
    with facts as materialized (select * from sku_sales_traffic_daily f where ${scope}),
    f as materialized (
      select brand_code, marketplace_id, asin, report_date, sum(ordered_product_sales) as total_sales,
        sum(units_ordered) as units_ordered, sum(total_order_items) as total_order_items,
        sum(browser_sessions + mobile_app_sessions) as sessions,
        sum(browser_page_views + mobile_app_page_views) as page_views,
        sum(browser_sessions) as browser_sessions, sum(mobile_app_sessions) as mobile_app_sessions,
        sum(browser_page_views) as browser_page_views, sum(mobile_app_page_views) as mobile_app_page_views,
        sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0) as buy_box_sessions
      from (${attributed}) x
      where brand_code = any(${codes}::text[])
      group by brand_code, marketplace_id, asin, report_date
    ),
    brands as (
      insert into brand_daily_sales (brand_code, marketplace_id, report_date, total_sales, units_ordered,
        total_order_items, sessions, page_views, buy_box_sessions, browser_sessions, mobile_app_sessions,
        browser_page_views, mobile_app_page_views)
      -- Buy box sessions unrounded (ADR 0520): the performance chart reads a day's buy box % from them.
      select brand_code, marketplace_id, report_date, sum(total_sales), sum(units_ordered),
        sum(total_order_items), sum(sessions), sum(page_views), sum(buy_box_sessions), sum(browser_sessions),
        sum(mobile_app_sessions), sum(browser_page_views), sum(mobile_app_page_views)
      from f group by brand_code, marketplace_id, report_date
    )
    insert into asin_daily_sales (brand_code, marketplace_id, asin, report_date, total_sales, units_ordered,
      total_order_items, sessions, page_views, buy_box_sessions)
    select brand_code, marketplace_id, asin, report_date, total_sales, units_ordered, total_order_items,
      sessions, page_views, round(buy_box_sessions, 2)
    from f`.execute(trx);
  // The dashboard's ASIN month-to-date rows of those days' months follow their ASIN-days (ADR 0628).
  await refreshAsinMonthToDate(trx, account.marketplaceId, days, codes);
  // The sales view's brand-weeks of those days follow their brand-days (ADR 0619).
  await refreshBrandWeeks(trx, account.marketplaceId, days, codes);
}
