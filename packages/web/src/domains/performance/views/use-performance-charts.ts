import { GRAPHQL_ENUM_OF, GRAPHQL_ENUM_VALUES, MESSAGES, type PerformanceMetric } from '@portal/schema';
import { useMemo } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceMetricQuery, usePerformanceSummaryQuery } from '../../../gql/hooks';
import { type ChartPoint, type DateRange, dayRangeInterval, errorText, parseIsoDay } from '../../../ui';

const loadError = (message: string, error: unknown) =>
  error ? errorText(message, errorMessage(error, '')) : null;

type Series = Record<string, ChartPoint[]>;

const METRIC_OF_ENUM: Readonly<Record<string, PerformanceMetric>> = GRAPHQL_ENUM_VALUES.PerformanceMetric;

/** The summary cards' and the chart's reads of /performance (the grid reads its own page). */
export function usePerformanceCharts(
  filter: PerformanceFilter,
  range: DateRange,
  /** The metrics the chart draws (the asked ones it offers, decision 0290). */
  charted: readonly PerformanceMetric[],
) {
  const summary = usePerformanceSummaryQuery({ variables: { filter }, fetchPolicy: 'cache-and-network' });
  // Spec 2 §5: with no metric selected the chart is not requested.
  const metrics = charted.map((m) => GRAPHQL_ENUM_OF.PerformanceMetric[m]);
  const interval = dayRangeInterval(range);
  const chart = usePerformanceMetricQuery({
    variables: { filter, metrics, interval: GRAPHQL_ENUM_OF.PerformanceInterval[interval] },
    skip: metrics.length === 0,
    fetchPolicy: 'cache-and-network',
  });

  const chartSeries = useMemo(() => {
    const current: Series = {};
    const previous: Series = {};
    for (const series of chart.data?.performanceMetric ?? []) {
      const metric = METRIC_OF_ENUM[series.metric];
      if (!metric) continue;
      const target = series.type === 'PREVIOUS' ? previous : current;
      target[metric] = series.data.map((p) => ({
        at: parseIsoDay(p.date) ?? new Date(p.date),
        value: p.value ?? null,
      }));
    }
    return { current, previous: Object.keys(previous).length > 0 ? previous : undefined };
  }, [chart.data]);

  return {
    forbidden: [summary.error, chart.error].some((e) => errorCode(e) === 'FORBIDDEN'),
    summary: summary.data?.performanceSummary ?? null,
    summaryLoading: summary.loading && !summary.data,
    summaryError: loadError(MESSAGES.unableToGetSummary, summary.error),
    retrySummary: () => void summary.refetch(),
    chartSeries,
    chartLoading: chart.loading && !chart.data,
    chartError: loadError(MESSAGES.unableToGetMetricData, chart.error),
    retryChart: () => void chart.refetch(),
  };
}

export type PerformanceCharts = ReturnType<typeof usePerformanceCharts>;
