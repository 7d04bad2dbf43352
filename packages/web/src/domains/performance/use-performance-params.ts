import {
  DEFAULT_MARKETPLACE_ID,
  DEFAULT_PERFORMANCE_METRIC,
  isPerformanceMetric,
  MARKETPLACES,
  PAGE_SIZE_OPTIONS,
  PERFORMANCE_GROUP_BY,
  PERFORMANCE_METRICS,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_ROW_EXTRA_FIELDS,
  PERFORMANCE_TEXT_SORTS,
  type PerformanceMetric,
} from '@portal/schema';
import { parseAsArrayOf, parseAsStringLiteral } from 'nuqs';
import { parseAsList, parseAsNumberOf, parseAsPage, parseAsStringWhere, useAddressState } from '../../ui';

/** Columns the grid sorts by, as the REST contract and the address name them. */
export const SORT_COLUMNS: readonly string[] = [
  ...PERFORMANCE_TEXT_SORTS,
  ...PERFORMANCE_METRICS,
  ...PERFORMANCE_ROW_EXTRA_FIELDS,
];
const isSortColumn = (value: string): value is string => SORT_COLUMNS.includes(value);

const isMarketplaceId = (value: string): value is string =>
  MARKETPLACES.some((m) => m.marketplaceId === value);

/**
 * The /performance view besides the dates (useDateRangeParams keeps from, to, compareFrom,
 * compareTo): spec 2 §2's address keys, each restored on load; an unusable value reads as its default.
 */
export const PERFORMANCE_PARAMS = {
  metric: parseAsArrayOf(parseAsStringWhere<PerformanceMetric>(isPerformanceMetric), ',').withDefault([
    DEFAULT_PERFORMANCE_METRIC,
  ]),
  skus: parseAsList.withDefault([]),
  groupBy: parseAsStringLiteral(PERFORMANCE_GROUP_BY).withDefault('sku'),
  filterBrands: parseAsList.withDefault([]),
  filterProductGroups: parseAsList.withDefault([]),
  filterAccountManagers: parseAsList.withDefault([]),
  filterMarketplaces: parseAsArrayOf(parseAsStringWhere(isMarketplaceId), ',').withDefault([
    DEFAULT_MARKETPLACE_ID,
  ]),
  sortBy: parseAsStringWhere(isSortColumn).withDefault('revenue'),
  sortDirection: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  /** Not one of spec 2 §2's keys: the chart drawn as lines or bars, kept so a link shows the same chart. */
  chartType: parseAsStringLiteral(['line', 'bar'] as const).withDefault('line'),
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(
    PERFORMANCE_PAGE_SIZE as (typeof PAGE_SIZE_OPTIONS)[number],
  ),
};

export function usePerformanceParams() {
  return useAddressState(PERFORMANCE_PARAMS, { pageKey: 'page', keepsPage: ['metric', 'chartType'] });
}

export type PerformanceParams = ReturnType<typeof usePerformanceParams>[0];
export type UpdatePerformanceParams = ReturnType<typeof usePerformanceParams>[1];
