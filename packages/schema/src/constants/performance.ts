/** Overall performance analytics constants (spec 2 §2 and §9). */

export const PERFORMANCE_METRICS = ['buy_box', 'session', 'conversion', 'revenue', 'units'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = {
  buy_box: 'Buy Box %',
  session: 'Sessions',
  conversion: 'Conversion Rate',
  revenue: 'Revenue',
  units: 'Units Sold',
};

export const DEFAULT_PERFORMANCE_METRIC: PerformanceMetric = 'revenue';

/** asin_conditions groups by ASIN and expands each row into its SKUs. */
export const PERFORMANCE_GROUP_BY = ['sku', 'brand_code', 'asin', 'asin_conditions'] as const;
export type PerformanceGroupBy = (typeof PERFORMANCE_GROUP_BY)[number];

/** Gainers and losers windows of the dashboard movers widgets. */
export const MOVERS_WINDOWS = ['1d', '7d', '30d'] as const;
export type MoversWindow = (typeof MOVERS_WINDOWS)[number];

/** Commissions group by choice; brand is the default. */
export const COMMISSIONS_GROUP_BY = ['brand', 'category'] as const;
