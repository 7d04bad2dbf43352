import {
  AD_GRAPHQL_ENUMS,
  AD_GROUP_BY_OPTIONS,
  AD_METRICS,
  AD_TABLE_COLUMNS,
  type AdGroupBy,
  type AdMetric,
  type AdMetricField,
  type AdMetricId,
  type AdType,
  GRAPHQL_ENUM_OF,
  isAdMetricId,
  tableColumnIds,
  visibleAdMetrics,
} from '@portal/schema';
import type {
  AdPerformanceGroupQuery,
  AdGroupBy as GqlAdGroupBy,
  AdMetric as GqlAdMetric,
  AdType as GqlAdType,
} from '../../gql/graphql';
import { type DataTableColumn, formatMetricValue, type MetricFormat, metricFormatOf } from '../../ui';

// The GraphQL enum names of the portal's values, from the one map in packages/schema.
export const GQL_AD_TYPE: Readonly<Record<AdType, GqlAdType>> = GRAPHQL_ENUM_OF.AdType;
export const GQL_GROUP_BY: Readonly<Record<AdGroupBy, GqlAdGroupBy>> = GRAPHQL_ENUM_OF.AdGroupBy;

/** Metric ids (the address, the saved layout, the sort) as AdMetric enum values for the variables. */
export const gqlMetrics = (ids: readonly string[]): GqlAdMetric[] =>
  ids.filter(isAdMetricId).map((id) => GRAPHQL_ENUM_OF.AdMetric[id]);

/** An AdMetric enum value of an answer as the metric id the screen keys by. */
export const metricIdOf = (value: GqlAdMetric): AdMetricId => AD_GRAPHQL_ENUMS.AdMetric[value];

export const GROUP_BY_LABELS: Record<AdGroupBy, string> = {
  campaign: 'Campaign',
  adGroup: 'Ad group',
  keyword: 'Keyword',
  target: 'Target',
  advertiser: 'Advertiser',
  brand: 'Brand',
};

export const groupByOptions = (adType: AdType): readonly AdGroupBy[] => AD_GROUP_BY_OPTIONS[adType];

/** The metric's unit in the UI kit's words. */
export const uiFormat = (metric: AdMetric): MetricFormat => metricFormatOf(metric.unit);

/** A table row keyed by the REST metric ids (the saved layout, the sort and the export use them). */
export type AdTableRow = { id: string; name: string } & Record<string, number | string | null>;

type GqlRow = AdPerformanceGroupQuery['adPerformanceGroup']['rows'][number];
/** Fails to compile when the operation does not select every field of the metric table. */
type GqlMetricValues = Pick<GqlRow, AdMetricField>;

export function toTableRow(adType: AdType, row: GqlRow): AdTableRow {
  const values: GqlMetricValues = row;
  const out: AdTableRow = { id: row.id, name: row.name };
  for (const metric of AD_METRICS[adType]) out[metric.id] = values[metric.field] ?? null;
  return out;
}

export const metricOf = (adType: AdType, id: string): AdMetric | undefined =>
  AD_METRICS[adType].find((m) => m.id === id);

/**
 * Columns of spec 1 §2.4 for the ad type, then the type's other metrics hidden until chosen; the name
 * column is titled by the grouping. Money is written in the marketplace's currency; a metric's first
 * sort is descending (the biggest spender first), the name's ascending.
 */
export function tableColumns(
  adType: AdType,
  groupBy: AdGroupBy,
  currency: string,
): DataTableColumn<AdTableRow>[] {
  return tableColumnIds(adType).map((field) => {
    if (field === 'name') return { field, header: GROUP_BY_LABELS[groupBy], sortable: true, width: 320 };
    const metric = metricOf(adType, field);
    const format = metric ? uiFormat(metric) : 'integer';
    return {
      field,
      header: metric?.label ?? field,
      sortable: true,
      align: 'end' as const,
      firstSortDirection: 'desc' as const,
      hiddenByDefault: !AD_TABLE_COLUMNS[adType].includes(field),
      format: (value: unknown) => formatMetricValue(value as number | null, format, currency),
    };
  });
}

/** The table's totals row: the range's summary (sums of parts, ratios of the sums) as a row. */
export function totalsRow(
  adType: AdType,
  summary: ReadonlyMap<AdMetricId, { current?: number | null }>,
): AdTableRow | null {
  if (summary.size === 0) return null;
  const out: AdTableRow = { id: 'totals', name: 'Total' };
  for (const metric of AD_METRICS[adType]) out[metric.id] = summary.get(metric.id)?.current ?? null;
  return out;
}

/** The tiles and chart lines: the type's visible metrics. */
export const chartMetrics = (adType: AdType) => visibleAdMetrics(adType);
