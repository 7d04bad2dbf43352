import { AD_GRAPHQL_ENUMS, AD_METRIC_LIST } from '@portal/schema';
import type {
  AdPerformanceFilter,
  AdPerformanceRowResolvers,
  Resolvers,
} from '../../generated/resolvers-types.ts';
import type { RestAdFilter, RestAdRow } from './advertising-rest.ts';

/**
 * The filter as REST query fields (snake_case marketplace_id, the spec's names otherwise). Enum
 * arguments already hold their REST values (codegen enumValues), so nothing is renamed here.
 */
export function toRestFilter(filter: AdPerformanceFilter | null | undefined): RestAdFilter {
  if (!filter) return {};
  // Lists travel comma-separated, so every field is one string.
  const out: RestAdFilter = {};
  type TextField =
    | 'from'
    | 'to'
    | 'compareFrom'
    | 'compareTo'
    | 'preset'
    | 'marketplace_id'
    | 'searchStr'
    | 'sortBy';
  const text = (key: TextField, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  };
  const list = (
    key: 'brandCodes' | 'accountManagers' | 'metric',
    value: readonly string[] | null | undefined,
  ) => {
    if (value && value.length > 0) out[key] = value.join(',');
  };
  list('brandCodes', filter.brandCodes);
  text('from', filter.from);
  text('to', filter.to);
  text('compareFrom', filter.compareFrom);
  text('compareTo', filter.compareTo);
  text('preset', filter.preset);
  text('marketplace_id', filter.marketplaceId);
  text('searchStr', filter.searchStr);
  list('accountManagers', filter.accountManagers);
  // Enum values are already the REST spelling (codegen enumValues).
  if (filter.groupBy) out.groupBy = filter.groupBy;
  list('metric', filter.metrics);
  text('sortBy', filter.sortBy);
  if (filter.sortDirection) out.sortDirection = filter.sortDirection;
  if (filter.page !== null && filter.page !== undefined) out.page = String(filter.page);
  if (filter.pageSize !== null && filter.pageSize !== undefined) out.pageSize = String(filter.pageSize);
  return out;
}

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** A REST row read as an AdPerformanceRow: one field resolver per metric of the table. */
const metricFieldResolvers: AdPerformanceRowResolvers = Object.fromEntries(
  AD_METRIC_LIST.map((metric) => [metric.field, (row: RestAdRow) => num(row[metric.id])]),
);

export const adPerformanceRowResolvers: AdPerformanceRowResolvers = {
  ...metricFieldResolvers,
  id: (row) => String(row.id),
  name: (row) => String(row.name ?? ''),
};

/** The advertising enums: GraphQL names outside, REST values inside (one map, in packages/schema). */
export const advertisingEnumResolvers: Resolvers = AD_GRAPHQL_ENUMS;
