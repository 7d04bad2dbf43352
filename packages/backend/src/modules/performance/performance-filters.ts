import { DEFAULT_MARKETPLACE_ID, MARKETPLACES, PERFORMANCE_PAGE_SIZE, todayUtc } from '@portal/schema';
import type { PerformanceFilterInput, PerformanceSkusQuery } from '@portal/schema/rest';
import { badRequest } from '../../http/http-error.ts';
import { checkRequestedDayRange } from '../../http/requested-day-range.ts';
import type { PerformanceFilters, PerformancePageRequest } from './performance.types.ts';

/**
 * The rules the contract cannot state alone: ranges run forwards and end by today, the compare
 * days come together, and marketplaces are known ones (default ATVPDKIKX0DER, spec 2 §9).
 */
export function resolvePerformanceFilters(
  input: PerformanceFilterInput,
  today: string = todayUtc(),
): PerformanceFilters {
  const current = { from: input.from, to: input.to };
  checkRequestedDayRange(current, today, 'from/to');
  if (Boolean(input.compareFrom) !== Boolean(input.compareTo)) {
    throw badRequest('compareFrom and compareTo must be given together');
  }
  const compare =
    input.compareFrom && input.compareTo ? { from: input.compareFrom, to: input.compareTo } : null;
  if (compare) checkRequestedDayRange(compare, today, 'compareFrom/compareTo');

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
