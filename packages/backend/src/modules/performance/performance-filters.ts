import {
  DEFAULT_MARKETPLACE_ID,
  MARKETPLACES,
  PERFORMANCE_PAGE_SIZE,
  todayUtc,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import type { PerformanceFilterInput, PerformanceSkusQuery } from '@portal/schema/rest';
import { badRequest } from '../../http/http-error.ts';
import type { DayRange, PerformanceFilters, PerformancePageRequest } from './performance.types.ts';

/** Longest range one call may cover: protects the database from a ten-year custom range. */
export const MAX_RANGE_DAYS = 1100;

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const rangeLength = ({ from, to }: DayRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function checkRange(range: DayRange, today: string, label: string): void {
  if (range.from > range.to) throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeReversed}`);
  // The browser sends its own calendar day; a day ahead of UTC is still "today" east of Greenwich.
  if (range.to > addDays(today, 1))
    throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeEndsAfterToday}`);
  if (rangeLength(range) > MAX_RANGE_DAYS) {
    throw badRequest(`${label}: the date range may cover at most ${MAX_RANGE_DAYS} days`);
  }
}

/**
 * The rules the contract cannot state alone: ranges run forwards and end by today, the compare
 * days come together, and marketplaces are known ones (default ATVPDKIKX0DER, spec 2 §9).
 */
export function resolvePerformanceFilters(
  input: PerformanceFilterInput,
  today: string = todayUtc(),
): PerformanceFilters {
  const current = { from: input.from, to: input.to };
  checkRange(current, today, 'from/to');
  if (Boolean(input.compareFrom) !== Boolean(input.compareTo)) {
    throw badRequest('compareFrom and compareTo must be given together');
  }
  const compare =
    input.compareFrom && input.compareTo ? { from: input.compareFrom, to: input.compareTo } : null;
  if (compare) checkRange(compare, today, 'compareFrom/compareTo');

  const marketplaceIds = input.marketplace?.length ? input.marketplace : [DEFAULT_MARKETPLACE_ID];
  const unknown = marketplaceIds.find((id) => !MARKETPLACES.some((m) => m.marketplaceId === id));
  if (unknown) throw badRequest(`marketplace '${unknown}' is not a known marketplace`);

  return {
    current,
    compare,
    marketplaceIds,
    skus: input.skus ?? [],
    brandCodes: input.filterBrands ?? [],
    productGroups: input.filterProductGroups ?? [],
    accountManagers: input.filterAccountManagers ?? [],
    asins: input.filterAsins ?? [],
  };
}

/** Grouping, sorting and paging of the grid (spec 2 §9: 40 rows, revenue first by default). */
export function resolvePageRequest(query: PerformanceSkusQuery): PerformancePageRequest {
  return {
    groupBy: query.groupBy ?? 'sku',
    sortBy: query.sortBy ?? 'revenue',
    sortDirection: query.sortDirection ?? 'desc',
    page: query.page ?? 0,
    pageSize: query.pageSize ?? PERFORMANCE_PAGE_SIZE,
  };
}
