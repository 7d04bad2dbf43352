/** Overall performance analytics constants (spec 2 §2, §3, §9). */

export const PERFORMANCE_METRICS = ['buy_box', 'session', 'conversion', 'revenue', 'units'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

export const isPerformanceMetric = (value: string): value is PerformanceMetric =>
  (PERFORMANCE_METRICS as readonly string[]).includes(value);

import type { MetricUnit } from './ad-metrics.ts';

/** What a performance value counts: things, money in the marketplace's currency, or a percent. */
export type PerformanceUnit = Exclude<MetricUnit, 'multiple'>;

export interface PerformanceMetricDefinition {
  id: PerformanceMetric;
  /** Spec 2 §9 label (tiles, chart legend, column header). */
  label: string;
  unit: PerformanceUnit;
  /** Spec 2 §9: one colour per metric, the chart line and the tile accent. */
  colour: string;
  /** Whether a rise is good news (colours the percentage change). */
  higherIsBetter: boolean;
  /**
   * How the value is made from the sales-and-traffic facts: a sum over the range, or a ratio of two
   * sums (never an average of daily or per-SKU ratios).
   */
  formula: string;
  /** The summed facts the formula reads (the registry's parts). */
  parts: readonly string[];
}

/**
 * The performance metric table: declared once; the backend's SQL, the SDL enum, the tiles, the
 * chart axes and the grid's columns read it.
 */
export const PERFORMANCE_METRIC_TABLE: Record<PerformanceMetric, PerformanceMetricDefinition> = {
  buy_box: {
    id: 'buy_box',
    label: 'Buy Box %',
    unit: 'percent',
    colour: '#8764b8',
    higherIsBetter: true,
    formula: 'Σ(sessions × buy box %) / Σ sessions',
    parts: ['sessions', 'buy_box_sessions'],
  },
  session: {
    id: 'session',
    label: 'Sessions',
    unit: 'count',
    colour: '#0f6cbd',
    higherIsBetter: true,
    formula: 'Σ (browser + mobile app) sessions',
    parts: ['sessions'],
  },
  conversion: {
    id: 'conversion',
    label: 'Conversion Rate',
    unit: 'percent',
    colour: '#c239b3',
    higherIsBetter: true,
    formula: '100 × Σ units ordered / Σ sessions',
    parts: ['units_ordered', 'sessions'],
  },
  revenue: {
    id: 'revenue',
    label: 'Revenue',
    unit: 'money',
    colour: '#107c10',
    higherIsBetter: true,
    formula: 'Σ ordered product sales',
    parts: ['ordered_product_sales'],
  },
  units: {
    id: 'units',
    label: 'Units Sold',
    unit: 'count',
    colour: '#ca5010',
    higherIsBetter: true,
    formula: 'Σ units ordered',
    parts: ['units_ordered'],
  },
};

export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = Object.fromEntries(
  PERFORMANCE_METRICS.map((id) => [id, PERFORMANCE_METRIC_TABLE[id].label]),
) as Record<PerformanceMetric, string>;

export const DEFAULT_PERFORMANCE_METRIC: PerformanceMetric = 'revenue';

/** The Brand Movers link of the dashboard (spec 2 §2) opens these metrics. */
export const BRAND_MOVERS_PERFORMANCE_METRICS: readonly PerformanceMetric[] = [
  'revenue',
  'conversion',
  'session',
  'buy_box',
];

/** asin_conditions groups by ASIN and expands each row into its SKUs. */
export const PERFORMANCE_GROUP_BY = ['sku', 'brand_code', 'asin', 'asin_conditions'] as const;
export type PerformanceGroupBy = (typeof PERFORMANCE_GROUP_BY)[number];

/** Spec 2 §9: the performance grid's default page size. */
export const PERFORMANCE_PAGE_SIZE = 40;

/**
 * Every numeric field of a SKU performance row (spec 2 §3) besides the metrics: the page views share
 * and the browser / mobile app splits. Each has an `old_` counterpart when comparing.
 */
export const PERFORMANCE_ROW_EXTRA_FIELDS = [
  'page_views_percentage',
  'browser_session',
  'browser_page_views_percentage',
  'browser_conversion',
  'mobile_session',
  'mobile_conversion',
  'mobile_page_views_percentage',
] as const;
export type PerformanceRowExtraField = (typeof PERFORMANCE_ROW_EXTRA_FIELDS)[number];

/** The grid's text columns a caller may sort by, besides every numeric field. */
export const PERFORMANCE_TEXT_SORTS = [
  'seller_sku',
  'asin',
  'brand_code',
  'brand_name',
  'account_manager',
] as const;

/** Every column the grid sorts by (GET performance/skus `sortBy`, the address's sortBy), REST-named. */
export const PERFORMANCE_SORT_COLUMNS = [
  ...PERFORMANCE_TEXT_SORTS,
  ...PERFORMANCE_METRICS,
  ...PERFORMANCE_ROW_EXTRA_FIELDS,
] as const;

/** Chart intervals of spec 2 §4 (minute under 24 hours, day over 5 days, otherwise hour). */
export const PERFORMANCE_INTERVALS = ['day', 'hour', 'minute'] as const;
export type PerformanceInterval = (typeof PERFORMANCE_INTERVALS)[number];

/** Gainers and losers windows of the dashboard movers widgets. */
export const MOVERS_WINDOWS = ['1d', '7d', '30d'] as const;
export type MoversWindow = (typeof MOVERS_WINDOWS)[number];

/** Commissions group by choice; brand is the default. */
export const COMMISSIONS_GROUP_BY = ['brand', 'category'] as const;
export type CommissionsGroupBy = (typeof COMMISSIONS_GROUP_BY)[number];

/** Sales performance (/performance-sales, docs/decisions/0122): the buckets of its chart and table. */
export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

/** Sales performance metrics: summed sales facts and the average selling price made from them. */
export const SALES_METRICS = ['revenue', 'units', 'orders', 'asp'] as const;
export type SalesMetric = (typeof SALES_METRICS)[number];

/** A sales metric is declared as a performance metric is. */
export type SalesMetricDefinition = Omit<PerformanceMetricDefinition, 'id'> & { id: SalesMetric };

export const SALES_METRIC_TABLE: Record<SalesMetric, SalesMetricDefinition> = {
  // Revenue and units are the performance page's metrics, made the same way.
  revenue: { ...PERFORMANCE_METRIC_TABLE.revenue, id: 'revenue' },
  units: { ...PERFORMANCE_METRIC_TABLE.units, id: 'units' },
  orders: {
    id: 'orders',
    label: 'Orders',
    unit: 'count',
    colour: '#0f6cbd',
    formula: 'distinct orders with a line in scope, cancelled or not',
    higherIsBetter: true,
    parts: ['orders'],
  },
  asp: {
    id: 'asp',
    label: 'Average Selling Price',
    unit: 'money',
    colour: '#8764b8',
    formula: 'Σ ordered product sales / Σ units ordered',
    higherIsBetter: true,
    parts: ['ordered_product_sales', 'units_ordered'],
  },
};

/** The bucket a range is shown in by default: days up to a month, weeks up to a quarter, then months. */
export function defaultSalesInterval(days: number): SalesInterval {
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}
