import type { IsoDayRange, PerformanceGroupBy } from '@portal/schema';

/** The performance filters of spec 2 §2, validated and resolved (marketplace default filled in). */
export interface PerformanceFilters {
  current: IsoDayRange;
  /** The previous period, when comparing. */
  compare: IsoDayRange | null;
  marketplaceIds: string[];
  skus: string[];
  /** Brand or sub brand codes asked for; empty means every brand the caller may see. */
  brandCodes: string[];
  productGroups: string[];
  /** Account manager emails; staff only (the service drops them for brand users). */
  accountManagers: string[];
  asins: string[];
}

/** What one query may read after the caller's rights are applied. */
export interface PerformanceScope {
  /** Brand or sub brand codes a row must match; null: no restriction; empty: nothing matches. */
  brandCodes: string[] | null;
  accountManagers: string[];
}

export interface PerformancePageRequest {
  groupBy: PerformanceGroupBy;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}
