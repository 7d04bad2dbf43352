/**
 * The advertising metric table (spec 1 §2.4, §9): every fact about a metric, declared once. The
 * backend's SQL sums and ratios, the SDL's AdMetric enum and AdPerformanceRow fields, the gateway's
 * row resolvers and the web's columns, tiles, chart axes and formatting are derived from it.
 */

/** Metric ids stored per day and summed (the columns of ad_performance_daily). Usable as z.enum(…). */
export const AD_PART_IDS = [
  'impressions',
  'clicks',
  'advertising_revenue',
  'advertising_cost',
  'orders',
  'click_throughs',
  'dpv',
  'atc',
  'purchases',
  'total_purchases',
  'unit_sold',
  'total_unit_sold',
  'total_product_sales',
  'total_cost',
] as const;
export type AdPartId = (typeof AD_PART_IDS)[number];

/** Ratio metric ids (computed from sums, never averaged). Usable as z.enum(…). */
export const AD_RATIO_IDS = ['acos', 'tacos'] as const;

/**
 * Every advertising metric id, as the REST contract and the database write it: the summed parts,
 * the brands' whole sales (the TACoS base) and the ratios. Usable as z.enum(…).
 */
export const AD_METRIC_IDS = [...AD_PART_IDS, 'revenue', ...AD_RATIO_IDS] as const;
export type AdMetricId = (typeof AD_METRIC_IDS)[number];

/** What a value counts: things, money in the marketplace's currency, or a percent (2 decimals). */
export type MetricUnit = 'count' | 'money' | 'percent';

/**
 * Where a value comes from: a daily part summed over the range, the brands' whole sales summed
 * over the range, or a ratio of two summed values (never an average of daily ratios).
 */
export type MetricSource =
  | { kind: 'sum' }
  | { kind: 'brandSales' }
  | { kind: 'ratio'; numerator: AdMetricId; denominator: AdMetricId };

export interface MetricDefinition {
  id: AdMetricId;
  /** The portal's label (tiles, columns, chart legend, export header). */
  label: string;
  unit: MetricUnit;
  /** The AdPerformanceRow field of the GraphQL API. */
  field: string;
  /** The SDL description (the ad types are appended from the table below). */
  description: string;
  /** Whether a rise is good news (false for spend and for ACoS/TACoS). */
  higherIsBetter: boolean;
  source: MetricSource;
}

const SUM = { kind: 'sum' } as const;

/** One row per metric; `as const` keeps the field names literal so GraphQL types can be checked. */
export const AD_METRIC_TABLE = {
  impressions: {
    id: 'impressions',
    label: 'Impressions',
    unit: 'count',
    field: 'impressions',
    description: 'Ad impressions.',
    higherIsBetter: true,
    source: SUM,
  },
  clicks: {
    id: 'clicks',
    label: 'Clicks',
    unit: 'count',
    field: 'clicks',
    description: 'Ad clicks.',
    higherIsBetter: true,
    source: SUM,
  },
  revenue: {
    id: 'revenue',
    label: 'Revenue',
    unit: 'money',
    field: 'revenue',
    description: "The brand's whole sales over the range, the TACoS base.",
    higherIsBetter: true,
    source: { kind: 'brandSales' },
  },
  advertising_revenue: {
    id: 'advertising_revenue',
    label: 'Ad Revenue',
    unit: 'money',
    field: 'advertisingRevenue',
    description: 'Sales attributed to the ads.',
    higherIsBetter: true,
    source: SUM,
  },
  advertising_cost: {
    id: 'advertising_cost',
    label: 'Ad Spend',
    unit: 'money',
    field: 'advertisingCost',
    description: 'Ad spend.',
    higherIsBetter: false,
    source: SUM,
  },
  acos: {
    id: 'acos',
    label: 'ACoS',
    unit: 'percent',
    field: 'acos',
    description: 'Ad spend / ad revenue in percent, from the summed parts; null without ad revenue.',
    higherIsBetter: false,
    source: { kind: 'ratio', numerator: 'advertising_cost', denominator: 'advertising_revenue' },
  },
  tacos: {
    id: 'tacos',
    label: 'TACoS',
    unit: 'percent',
    field: 'tacos',
    description: 'Ad spend / total sales in percent, from the summed parts; null without sales.',
    higherIsBetter: false,
    source: { kind: 'ratio', numerator: 'advertising_cost', denominator: 'revenue' },
  },
  orders: {
    id: 'orders',
    label: 'Orders',
    unit: 'count',
    field: 'orders',
    description: 'Orders attributed to the ads.',
    higherIsBetter: true,
    source: SUM,
  },
  click_throughs: {
    id: 'click_throughs',
    label: 'Click-throughs',
    unit: 'count',
    field: 'clickThroughs',
    description: 'Click-throughs.',
    higherIsBetter: true,
    source: SUM,
  },
  dpv: {
    id: 'dpv',
    label: 'Detail Page Views',
    unit: 'count',
    field: 'dpv',
    description: 'Detail page views.',
    higherIsBetter: true,
    source: SUM,
  },
  atc: {
    id: 'atc',
    label: 'Add to Cart',
    unit: 'count',
    field: 'atc',
    description: 'Add-to-cart events.',
    higherIsBetter: true,
    source: SUM,
  },
  purchases: {
    id: 'purchases',
    label: 'Purchases',
    unit: 'count',
    field: 'purchases',
    description: 'Purchases of the promoted products.',
    higherIsBetter: true,
    source: SUM,
  },
  total_purchases: {
    id: 'total_purchases',
    label: 'Total Purchases',
    unit: 'count',
    field: 'totalPurchases',
    description: 'Purchases of any product of the brand.',
    higherIsBetter: true,
    source: SUM,
  },
  unit_sold: {
    id: 'unit_sold',
    label: 'Units Sold',
    unit: 'count',
    field: 'unitSold',
    description: 'Units of the promoted products sold.',
    higherIsBetter: true,
    source: SUM,
  },
  total_unit_sold: {
    id: 'total_unit_sold',
    label: 'Total Units Sold',
    unit: 'count',
    field: 'totalUnitSold',
    description: 'Units of any product of the brand sold.',
    higherIsBetter: true,
    source: SUM,
  },
  total_product_sales: {
    id: 'total_product_sales',
    label: 'Total Product Sales',
    unit: 'money',
    field: 'totalProductSales',
    description: "Sales of the brand's products.",
    higherIsBetter: true,
    source: SUM,
  },
  total_cost: {
    id: 'total_cost',
    label: 'Total Cost',
    unit: 'money',
    field: 'totalCost',
    description: 'DSP spend.',
    higherIsBetter: false,
    source: SUM,
  },
} as const satisfies { readonly [K in AdMetricId]: MetricDefinition & { id: K } };

/** A row of the table with its literal types (field names, ratio parts). */
export type AdMetricDefinition = (typeof AD_METRIC_TABLE)[AdMetricId];

/** The AdPerformanceRow field names, as literal types (the web checks its operation against them). */
export type AdMetricField = AdMetricDefinition['field'];

/** The table in id order. */
export const AD_METRIC_LIST: readonly AdMetricDefinition[] = AD_METRIC_IDS.map((id) => AD_METRIC_TABLE[id]);

export const isAdMetricId = (value: string): value is AdMetricId =>
  (AD_METRIC_IDS as readonly string[]).includes(value);

/** The AdMetric enum value of the GraphQL API for a metric id (advertising_cost → ADVERTISING_COST). */
export const adMetricEnumValue = <T extends AdMetricId>(id: T): Uppercase<T> =>
  // toUpperCase() is typed as string; the result is by definition Uppercase<T>.
  id.toUpperCase() as Uppercase<T>;
