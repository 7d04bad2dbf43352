import type {
  PerformanceGroupBy,
  PerformanceInterval,
  PerformanceMetric,
  SalesInterval,
} from '../constants/performance.ts';

/** The performance enums of the GraphQL API and the REST values they stand for, declared once. */
export const PERFORMANCE_GRAPHQL_ENUMS = {
  PerformanceMetric: {
    BUY_BOX: 'buy_box',
    SESSION: 'session',
    CONVERSION: 'conversion',
    REVENUE: 'revenue',
    UNITS: 'units',
  },
  PerformanceGroupBy: {
    SKU: 'sku',
    BRAND_CODE: 'brand_code',
    ASIN: 'asin',
    ASIN_CONDITIONS: 'asin_conditions',
  },
  PerformanceInterval: { DAY: 'day', HOUR: 'hour', MINUTE: 'minute' },
  PerformanceSeriesType: { CURRENT: 'current', PREVIOUS: 'previous' },
  PerformanceSortDirection: { ASC: 'asc', DESC: 'desc' },
  SalesInterval: { DAY: 'day', WEEK: 'week', MONTH: 'month' },
} as const satisfies {
  PerformanceMetric: Record<string, PerformanceMetric>;
  PerformanceGroupBy: Record<string, PerformanceGroupBy>;
  PerformanceInterval: Record<string, PerformanceInterval>;
  PerformanceSeriesType: Record<string, string>;
  PerformanceSortDirection: Record<string, string>;
  SalesInterval: Record<string, SalesInterval>;
};
