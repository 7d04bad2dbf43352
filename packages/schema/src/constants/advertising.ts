/** Advertising performance constants (spec 1 §2.4 and §9). */

import { AD_METRIC_TABLE, type AdMetricDefinition, type AdMetricId } from './ad-metrics.ts';

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

/** A metric as one ad type shows it: the table's definition plus whether the type hides it. */
export type AdMetric = AdMetricDefinition & {
  /** Fetched and exported but not offered as a tile or chart line. */
  hidden: boolean;
};

/** Per ad type: its metrics in spec 1 §9's order, and those it hides. */
const SPONSORED_METRICS = {
  ids: [
    'impressions',
    'clicks',
    'revenue',
    'advertising_revenue',
    'advertising_cost',
    'acos',
    'tacos',
    'orders',
    'roas',
    'ctr',
    'cpc',
    'cvr',
  ],
  hidden: ['revenue', 'tacos'],
} as const;

const AD_TYPE_METRICS: Record<AdType, { ids: readonly AdMetricId[]; hidden: readonly AdMetricId[] }> = {
  sp: SPONSORED_METRICS,
  sb: SPONSORED_METRICS,
  attribution: {
    ids: [
      'click_throughs',
      'atc',
      'dpv',
      'purchases',
      'total_purchases',
      'unit_sold',
      'total_unit_sold',
      'total_product_sales',
    ],
    hidden: [],
  },
  dsp: {
    ids: [
      'impressions',
      'total_cost',
      'click_throughs',
      'total_product_sales',
      'atc',
      'purchases',
      'dpv',
      'total_purchases',
    ],
    // Not among spec 1 §9's DSP metrics, but a DSP table column (§2.4): fetched and shown, not charted.
    hidden: ['total_purchases'],
  },
};

const metricsOf = (adType: AdType): readonly AdMetric[] =>
  AD_TYPE_METRICS[adType].ids.map((id) => ({
    ...AD_METRIC_TABLE[id],
    hidden: AD_TYPE_METRICS[adType].hidden.includes(id),
  }));

/** The metrics of each ad type, in spec order, from the metric table. */
export const AD_METRICS: Record<AdType, readonly AdMetric[]> = {
  sp: metricsOf('sp'),
  sb: metricsOf('sb'),
  attribution: metricsOf('attribution'),
  dsp: metricsOf('dsp'),
};

/** The ad types a metric belongs to (hidden or not). */
export const adTypesOf = (id: AdMetricId): AdType[] =>
  AD_TYPES.filter((adType) => AD_TYPE_METRICS[adType].ids.includes(id));

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
  'roas',
] as const satisfies readonly ('name' | AdMetricId)[];
const ATTRIBUTION_COLUMNS = [
  'name',
  'click_throughs',
  'dpv',
  'atc',
  'total_purchases',
  'total_product_sales',
] as const satisfies readonly ('name' | AdMetricId)[];

/**
 * DSP is sorted by Total Cost, so it shows Total Cost and Impressions beside spec 1 §2.4's
 * attribution columns (a sort column the user cannot see reads as a random order).
 */
const DSP_COLUMNS = [
  'name',
  'impressions',
  'total_cost',
  ...ATTRIBUTION_COLUMNS.slice(1),
] as const satisfies readonly ('name' | AdMetricId)[];

/**
 * Data table columns shown by default per ad type, in display order: the name, then metric ids.
 * The column chooser offers every other metric of the type as well (tableColumnIds).
 */
export const AD_TABLE_COLUMNS: Record<AdType, readonly ('name' | AdMetricId)[]> = {
  sp: SPONSORED_COLUMNS,
  sb: SPONSORED_COLUMNS,
  attribution: ATTRIBUTION_COLUMNS,
  dsp: DSP_COLUMNS,
};

/** Every column the table offers for an ad type: the default ones first, then its other metrics. */
export const tableColumnIds = (adType: AdType): readonly ('name' | AdMetricId)[] => [
  ...AD_TABLE_COLUMNS[adType],
  ...AD_METRICS[adType].map((m) => m.id).filter((id) => !AD_TABLE_COLUMNS[adType].includes(id)),
];

/** The three shapes GET advertising/performance/{adsType} answers in. */
export const AD_DISPLAY_TYPES = ['group', 'summary', 'chart'] as const;
export type AdDisplayType = (typeof AD_DISPLAY_TYPES)[number];
