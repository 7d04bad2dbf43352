/** Advertising performance constants (spec 1 §2.4 and §9). */

export const AD_TYPES = ['sp', 'sb', 'attribution', 'dsp'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_TYPE_LABELS: Record<AdType, string> = {
  sp: 'Sponsored Products',
  sb: 'Sponsored Brands',
  attribution: 'Attribution',
  dsp: 'DSP',
};

export const isAdType = (value: string): value is AdType => (AD_TYPES as readonly string[]).includes(value);

export type AdGroupBy = 'campaign' | 'adGroup' | 'keyword' | 'target' | 'brand' | 'advertiser';

export const AD_GROUP_BY_OPTIONS: Record<AdType, readonly AdGroupBy[]> = {
  sp: ['campaign', 'adGroup', 'keyword', 'target', 'brand'],
  sb: ['campaign', 'adGroup', 'keyword', 'brand'],
  dsp: ['advertiser', 'brand'],
  attribution: ['campaign', 'adGroup', 'brand'],
};

/** How a metric value is written: a count, money, or a percent rounded to 2 decimals. */
export type MetricFormat = 'number' | 'currency' | 'percent';

export interface AdMetric {
  id: string;
  label: string;
  format: MetricFormat;
  /** Fetched and exported but not offered as a tile or chart line. */
  hidden: boolean;
}

const metric = (id: string, label: string, format: MetricFormat, hidden = false): AdMetric => ({
  id,
  label,
  format,
  hidden,
});

const SPONSORED_METRICS: readonly AdMetric[] = [
  metric('impressions', 'Impressions', 'number'),
  metric('clicks', 'Clicks', 'number'),
  metric('revenue', 'Revenue', 'currency', true),
  metric('advertising_revenue', 'Ad Revenue', 'currency'),
  metric('advertising_cost', 'Ad Spend', 'currency'),
  metric('acos', 'ACoS', 'percent'),
  metric('tacos', 'TACoS', 'percent', true),
  metric('orders', 'Orders', 'number'),
];

export const AD_METRICS: Record<AdType, readonly AdMetric[]> = {
  sp: SPONSORED_METRICS,
  sb: SPONSORED_METRICS,
  attribution: [
    metric('click_throughs', 'Click-throughs', 'number'),
    metric('atc', 'Add to Cart', 'number'),
    metric('dpv', 'Detail Page Views', 'number'),
    metric('purchases', 'Purchases', 'number'),
    metric('total_purchases', 'Total Purchases', 'number'),
    metric('unit_sold', 'Units Sold', 'number'),
    metric('total_unit_sold', 'Total Units Sold', 'number'),
    metric('total_product_sales', 'Total Product Sales', 'currency'),
  ],
  dsp: [
    metric('impressions', 'Impressions', 'number'),
    metric('total_cost', 'Total Cost', 'currency'),
    metric('click_throughs', 'Click-throughs', 'number'),
    metric('total_product_sales', 'Total Product Sales', 'currency'),
    metric('atc', 'Add to Cart', 'number'),
    metric('purchases', 'Purchases', 'number'),
    metric('dpv', 'Detail Page Views', 'number'),
    // Not among spec 1 §9's DSP metrics, but a DSP table column (§2.4): fetched and shown, not charted.
    metric('total_purchases', 'Total Purchases', 'number', true),
  ],
};

/** Metrics offered as tiles and chart lines (the hidden ones left out). */
export const visibleAdMetrics = (adType: AdType): readonly AdMetric[] =>
  AD_METRICS[adType].filter((m) => !m.hidden);

const SPONSORED_COLUMNS = [
  'name',
  'impressions',
  'clicks',
  'advertising_cost',
  'advertising_revenue',
  'orders',
  'acos',
] as const;
const ATTRIBUTION_COLUMNS = [
  'name',
  'click_throughs',
  'dpv',
  'atc',
  'total_purchases',
  'total_product_sales',
] as const;

/** Data table columns per ad type, in display order. */
export const AD_TABLE_COLUMNS: Record<AdType, readonly string[]> = {
  sp: SPONSORED_COLUMNS,
  sb: SPONSORED_COLUMNS,
  attribution: ATTRIBUTION_COLUMNS,
  dsp: ATTRIBUTION_COLUMNS,
};

/** The three shapes GET advertising/performance/{adsType} answers in. */
export const AD_DISPLAY_TYPES = ['group', 'summary', 'chart'] as const;
export type AdDisplayType = (typeof AD_DISPLAY_TYPES)[number];
