import { sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import {
  type FactsReader,
  factsSql,
  type PerformanceFilters,
  type PerformanceScope,
} from '../seller-data/sku-facts.sql.ts';

const inRange = (range: { from: string; to: string }) =>
  sql`s.report_date between ${range.from}::date and ${range.to}::date`;

/**
 * The daily series' facts read from the brand-day rollup (brand_daily_sales, ADR 0520): one row per
 * brand, marketplace and day with the sums the SKU-days of that brand and day give, under the names
 * the metric SQL reads. Right only where nothing narrower than a brand narrows the facts (see
 * `dailyFactsReader`). The rollup has no currency: the series never reads one, so the grid and the
 * totals (grain `period`) keep reading the facts.
 */
export const brandDayFactsSql: FactsReader = (filters, scope, grain) => {
  if (grain !== 'day') throw new Error('The brand-day rollup serves the daily series only');
  const { current, compare } = filters;
  const days = compare ? sql`(${inRange(current)} or ${inRange(compare)})` : inRange(current);
  // A manager filter is an attribute of the brand: the rollup's brands meet their managers.
  const managers =
    scope.accountManagers.length > 0
      ? sql`and s.brand_code in (
          select b.brand_code from brands b join users u on u.id = b.account_manager_id
          where u.email = any(${scope.accountManagers}::text[]))`
      : sql``;
  return sql`
    select s.report_date, s.brand_code, ${inRange(current)} as cur, ${compare ? inRange(compare) : sql`false`} as prev,
      s.total_sales as revenue, s.units_ordered as units,
      s.browser_sessions, s.mobile_app_sessions, s.browser_page_views, s.mobile_app_page_views,
      s.sessions, s.page_views, s.buy_box_sessions
    from brand_daily_sales s
    where s.marketplace_id = any(${filters.marketplaceIds}::text[]) and ${days} ${managers}
      -- Only ever chosen with no brand scope (dailyFactsReader): the caller's scope stated all the same.
      and ${inBrandScope(scope.brandCodes, 's.brand_code')}`;
};

/**
 * Which facts the daily series reads: the brand-day rollup when no filter or scope is finer than a
 * brand (an admin or manager over all brands: the rollup's brand is the SKU's catalog brand, while
 * a brand caller's scope also matches sub brands, which only the SKUs carry), else the SKU facts.
 */
export function dailyFactsReader(filters: PerformanceFilters, scope: PerformanceScope): FactsReader {
  const brandGrain =
    scope.brandCodes === null &&
    filters.skus.length === 0 &&
    filters.asins.length === 0 &&
    filters.productGroups.length === 0;
  return brandGrain ? brandDayFactsSql : factsSql;
}
