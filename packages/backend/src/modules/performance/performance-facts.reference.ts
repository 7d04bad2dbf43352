import { sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { FactsReader } from '../seller-data/sku-facts.sql.ts';

/**
 * A literal, fact-by-fact reading of the performance facts, for tests only: every SKU-day fact of
 * the days asked for meets its catalog item, its brand (the account's first brand when no listing
 * names the SKU) and its account manager, then the filters apply. The served reading (factsSql) sums
 * per SKU first; a test holds the two to the same rows. It ignores the grain: fact rows serve both.
 */
export const referenceFactsSql: FactsReader = (filters, scope) => {
  const range = (r: { from: string; to: string }) =>
    sql`f.report_date between ${r.from}::date and ${r.to}::date`;
  const { current, compare } = filters;
  const conditions = [sql`f.marketplace_id = any(${filters.marketplaceIds}::text[])`];
  conditions.push(compare ? sql`(${range(current)} or ${range(compare)})` : range(current));
  const codes = scope.brandCodes;
  conditions.push(inBrandScope(codes, 'b.brand_code', 'c.sub_brand_code'));
  if (scope.accountManagers.length > 0) conditions.push(sql`u.email = any(${scope.accountManagers}::text[])`);
  if (filters.productGroups.length > 0)
    conditions.push(sql`c.product_group = any(${filters.productGroups}::text[])`);
  if (filters.skus.length > 0) conditions.push(sql`f.seller_sku = any(${filters.skus}::text[])`);
  if (filters.asins.length > 0) conditions.push(sql`f.asin = any(${filters.asins}::text[])`);
  return sql`
    select f.report_date, f.seller_sku, f.asin, f.currency_code,
      f.ordered_product_sales as revenue, f.units_ordered as units,
      f.browser_sessions, f.mobile_app_sessions, f.browser_page_views, f.mobile_app_page_views,
      (f.browser_sessions + f.mobile_app_sessions) as sessions,
      (f.browser_page_views + f.mobile_app_page_views) as page_views,
      (f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0 as buy_box_sessions,
      b.brand_code, b.name as brand_name, c.sub_brand_code, c.product_group,
      c.product_name, c.image_url, u.email as account_manager,
      ${range(current)} as cur, ${compare ? range(compare) : sql`false`} as prev
    from sku_sales_traffic_daily f
    left join catalog_items c
      on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
    join brands b on b.brand_code = coalesce(c.brand_code, (
      select a.brand_code from authorized_marketplaces a
      where a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
      order by a.brand_code limit 1))
    left join users u on u.id = b.account_manager_id
    where ${sql.join(conditions, sql` and `)}`;
};
