import {
  type FactsReader,
  factsSql,
  type PerformanceFilters,
  type PerformanceScope,
} from '../seller-data/sku-facts.sql.ts';

/**
 * The daily series' facts read from the brand-day rollup (brand_daily_sales, ADR 0520): the facts of
 * the scope at grain `brand-day`, one row per brand, marketplace and day under the names the metric
 * SQL reads. Right only where nothing narrower than a brand narrows the facts (see
 * `dailyFactsReader`). The rollup has no currency: the series never reads one, so the grid and the
 * totals (grain `period`) keep reading the SKU facts.
 */
export const brandDayFactsSql: FactsReader = (filters, scope, grain) => {
  if (grain !== 'day') throw new Error('The brand-day rollup serves the daily series only');
  return factsSql(filters, scope, 'brand-day');
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
