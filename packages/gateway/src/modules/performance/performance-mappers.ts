import type { PerformanceFilterInput } from '@portal/schema/rest';
import type { PerformanceFilter } from '../../generated/resolvers-types.ts';

/** The GraphQL filter as the REST contract names it (spec 2 §7 query and body fields). */
export function toRestFilter(filter: PerformanceFilter): PerformanceFilterInput {
  const list = (values: readonly string[] | null | undefined) =>
    values && values.length > 0 ? [...values] : undefined;
  return {
    from: filter.from,
    to: filter.to,
    compareFrom: filter.compareFrom ?? undefined,
    compareTo: filter.compareTo ?? undefined,
    marketplace: list(filter.marketplaces),
    skus: list(filter.skus),
    filterBrands: list(filter.brands),
    filterProductGroups: list(filter.productGroups),
    filterAccountManagers: list(filter.accountManagers),
    filterAsins: list(filter.asins),
  };
}
