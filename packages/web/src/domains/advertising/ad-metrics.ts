import {
  AD_GROUP_BY_OPTIONS,
  AD_METRICS,
  AD_TABLE_COLUMNS,
  type AdGroupBy,
  type AdMetric,
  type AdType,
  visibleAdMetrics,
} from '@portal/schema';
import type {
  AdPerformanceGroupQuery,
  AdGroupBy as GqlAdGroupBy,
  AdType as GqlAdType,
} from '../../gql/graphql';
import { type DataTableColumn, formatMetricValue, type MetricFormat } from '../../ui';

export const GQL_AD_TYPE: Record<AdType, GqlAdType> = {
  sp: 'SP',
  sb: 'SB',
  attribution: 'ATTRIBUTION',
  dsp: 'DSP',
};

export const GQL_GROUP_BY: Record<AdGroupBy, GqlAdGroupBy> = {
  campaign: 'CAMPAIGN',
  adGroup: 'AD_GROUP',
  keyword: 'KEYWORD',
  target: 'TARGET',
  advertiser: 'ADVERTISER',
  brand: 'BRAND',
};

export const GROUP_BY_LABELS: Record<AdGroupBy, string> = {
  campaign: 'Campaign',
  adGroup: 'Ad group',
  keyword: 'Keyword',
  target: 'Target',
  advertiser: 'Advertiser',
  brand: 'Brand',
};

export const groupByOptions = (adType: AdType): readonly AdGroupBy[] => AD_GROUP_BY_OPTIONS[adType];

/** The spec's metric format in the UI kit's words. */
export const uiFormat = (metric: AdMetric): MetricFormat =>
  metric.format === 'currency' ? 'money' : metric.format === 'percent' ? 'percent' : 'integer';

/** advertising_cost → advertisingCost: REST metric ids to GraphQL field names. */
export const graphqlField = (metricId: string): string =>
  metricId.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A table row keyed by the REST metric ids (the saved layout, the sort and the export use them). */
export type AdTableRow = { id: string; name: string } & Record<string, number | string | null>;

type GqlRow = AdPerformanceGroupQuery['adPerformanceGroup']['rows'][number];

export function toTableRow(adType: AdType, row: GqlRow): AdTableRow {
  const values = row as unknown as Record<string, number | null>;
  const out: AdTableRow = { id: row.id, name: row.name };
  for (const metric of AD_METRICS[adType]) out[metric.id] = values[graphqlField(metric.id)] ?? null;
  return out;
}

export const metricOf = (adType: AdType, id: string): AdMetric | undefined =>
  AD_METRICS[adType].find((m) => m.id === id);

/** Columns of spec 1 §2.4 for the ad type; the name column is titled by the grouping. */
export function tableColumns(adType: AdType, groupBy: AdGroupBy): DataTableColumn<AdTableRow>[] {
  return AD_TABLE_COLUMNS[adType].map((field) => {
    if (field === 'name') return { field, header: GROUP_BY_LABELS[groupBy], sortable: true, width: 320 };
    const metric = metricOf(adType, field);
    const format = metric ? uiFormat(metric) : 'integer';
    return {
      field,
      header: metric?.label ?? field,
      sortable: true,
      align: 'end' as const,
      format: (value: unknown) => formatMetricValue(value as number | null, format),
    };
  });
}

/** The tiles and chart lines: the type's visible metrics. */
export const chartMetrics = (adType: AdType) => visibleAdMetrics(adType);
