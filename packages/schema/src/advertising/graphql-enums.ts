import { AD_METRIC_IDS, type AdMetricId, adMetricEnumValue } from '../constants/ad-metrics.ts';
import type { AdDisplayType, AdGroupBy, AdType } from '../constants/advertising.ts';

/**
 * The advertising enums of the GraphQL API and the values the REST contract writes for them,
 * declared once. The gateway's codegen `enumValues` and its enum resolvers read this map, so its
 * resolvers see REST values only; the web reads the inverse to write GraphQL variables.
 */

type MetricEnum = { readonly [K in AdMetricId as Uppercase<K>]: K };

const metricEnum = (): MetricEnum =>
  // Built from the table; Object.fromEntries cannot type the key remapping, the test checks it.
  Object.fromEntries(AD_METRIC_IDS.map((id) => [adMetricEnumValue(id), id])) as MetricEnum;

export const AD_GRAPHQL_ENUMS = {
  AdType: { SP: 'sp', SB: 'sb', ATTRIBUTION: 'attribution', DSP: 'dsp' },
  AdGroupBy: {
    CAMPAIGN: 'campaign',
    AD_GROUP: 'adGroup',
    KEYWORD: 'keyword',
    TARGET: 'target',
    ADVERTISER: 'advertiser',
    BRAND: 'brand',
  },
  AdDisplayType: { GROUP: 'group', SUMMARY: 'summary', CHART: 'chart' },
  AdPeriod: { CURRENT: 'current', PREVIOUS: 'previous' },
  AdSortDirection: { ASC: 'asc', DESC: 'desc' },
  AdMetric: metricEnum(),
} as const satisfies {
  AdType: Record<string, AdType>;
  AdGroupBy: Record<string, AdGroupBy>;
  AdDisplayType: Record<string, AdDisplayType>;
  AdPeriod: Record<string, string>;
  AdSortDirection: Record<string, string>;
  AdMetric: Record<string, AdMetricId>;
};
