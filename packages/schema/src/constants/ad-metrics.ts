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
export const AD_RATIO_IDS = ['acos', 'tacos', 'roas', 'ctr', 'cpc', 'cvr'] as const;

/**
 * Every advertising metric id, as the REST contract and the database write it: the summed parts,
 * the brands' whole sales (the TACoS base) and the ratios. Usable as z.enum(…).
 */
export const AD_METRIC_IDS = [...AD_PART_IDS, 'revenue', ...AD_RATIO_IDS] as const;
export type AdMetricId = (typeof AD_METRIC_IDS)[number];

/**
 * What a value counts: things, money in the marketplace's currency, a percent (2 decimals), or a
 * plain multiple (ROAS: ad revenue per unit of spend, 2 decimals). Each unit gets its own chart axis.
 */
export type MetricUnit = 'count' | 'money' | 'percent' | 'multiple';

/** Which way a metric's change is good news: tiles colour a change by it, never by its sign. */
export type BetterDirection = 'higher' | 'lower';

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
  /** Whether a rise is good news (false for spend, CPC and ACoS/TACoS). */
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
  roas: {
    id: 'roas',
    label: 'ROAS',
    unit: 'multiple',
    field: 'roas',
    description: 'Ad revenue / ad spend, from the summed parts; null without ad spend.',
    higherIsBetter: true,
    source: { kind: 'ratio', numerator: 'advertising_revenue', denominator: 'advertising_cost' },
  },
  ctr: {
    id: 'ctr',
    label: 'CTR',
    unit: 'percent',
    field: 'ctr',
    description: 'Clicks / impressions in percent, from the summed parts; null without impressions.',
    higherIsBetter: true,
    source: { kind: 'ratio', numerator: 'clicks', denominator: 'impressions' },
  },
  cpc: {
    id: 'cpc',
    label: 'CPC',
    unit: 'money',
    field: 'cpc',
    description: 'Ad spend / clicks, from the summed parts; null without clicks.',
    higherIsBetter: false,
    source: { kind: 'ratio', numerator: 'advertising_cost', denominator: 'clicks' },
  },
  cvr: {
    id: 'cvr',
    label: 'CVR',
    unit: 'percent',
    field: 'cvr',
    description: 'Orders / clicks in percent, from the summed parts; null without clicks.',
    higherIsBetter: true,
    source: { kind: 'ratio', numerator: 'orders', denominator: 'clicks' },
  },
} as const satisfies { readonly [K in AdMetricId]: MetricDefinition & { id: K } };

/** A row of the table with its literal types (field names, ratio parts). */
export type AdMetricDefinition = (typeof AD_METRIC_TABLE)[AdMetricId];

/** The AdPerformanceRow field names, as literal types (the web checks its operation against them). */
export type AdMetricField = AdMetricDefinition['field'];

/** The table in id order. */
export const AD_METRIC_LIST: readonly AdMetricDefinition[] = AD_METRIC_IDS.map((id) => AD_METRIC_TABLE[id]);

/** The direction in which a metric improves, in the words the tiles and the report use. */
export const betterDirectionOf = (id: AdMetricId): BetterDirection =>
  AD_METRIC_TABLE[id].higherIsBetter ? 'higher' : 'lower';

/** Whether a metric is a ratio of summed parts (its change is told in percentage points when a percent). */
export const isRatioMetric = (id: AdMetricId): boolean => AD_METRIC_TABLE[id].source.kind === 'ratio';

/**
 * The factor a ratio is multiplied by: percent ratios are stored ×100 (12.5 means 12.5 %), money and
 * multiples are plain quotients.
 */
export const ratioFactorOf = (unit: MetricUnit): number => (unit === 'percent' ? 100 : 1);

export const isAdMetricId = (value: string): value is AdMetricId =>
  (AD_METRIC_IDS as readonly string[]).includes(value);

/** The AdMetric enum value of the GraphQL API for a metric id (advertising_cost → ADVERTISING_COST). */
export const adMetricEnumValue = <T extends AdMetricId>(id: T): Uppercase<T> =>
  // toUpperCase() is typed as string; the result is by definition Uppercase<T>.
  id.toUpperCase() as Uppercase<T>;
