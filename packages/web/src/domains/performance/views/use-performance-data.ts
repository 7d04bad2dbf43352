import { GRAPHQL_ENUM_OF, MESSAGES, type PerformanceMetric } from '@portal/schema';
import { useMemo } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import type { PerformanceFilter } from '../../../gql/graphql';
import {
  usePerformanceMetricQuery,
  usePerformanceSkusQuery,
  usePerformanceSummaryQuery,
} from '../../../gql/hooks';
import { type ChartPoint, type DateRange, dayRangeInterval, errorText, parseIsoDay } from '../../../ui';
import { gqlMetric, metricOfGql } from '../performance-metrics';
import type { PerformanceParams } from '../use-performance-params';

const loadError = (message: string, error: unknown) =>
  error ? errorText(message, errorMessage(error, '')) : null;

type Series = Record<string, ChartPoint[]>;

/** The three reads of /performance (grid page, summary, chart) for one view. */
export function usePerformanceData(
  filter: PerformanceFilter,
  view: PerformanceParams,
  range: DateRange,
  /** The metrics the chart draws (the asked ones it offers, decision 0290). */
  charted: readonly PerformanceMetric[],
) {
  const grid = usePerformanceSkusQuery({
    variables: {
      filter,
      groupBy: GRAPHQL_ENUM_OF.PerformanceGroupBy[view.groupBy],
      sortBy: view.sortBy,
      sortDirection: view.sortDirection === 'asc' ? 'ASC' : 'DESC',
      page: view.page,
      pageSize: view.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const summary = usePerformanceSummaryQuery({ variables: { filter }, fetchPolicy: 'cache-and-network' });
  // Spec 2 §5: with no metric selected the chart is not requested.
  const metrics = charted.map((m) => gqlMetric(m));
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
      const metric = metricOfGql(series.metric);
      if (!metric) continue;
      const target = series.type === 'PREVIOUS' ? previous : current;
      target[metric] = series.data.map((p) => ({
        at: parseIsoDay(p.date) ?? new Date(p.date),
        value: p.value ?? null,
      }));
    }
    return { current, previous: Object.keys(previous).length > 0 ? previous : undefined };
  }, [chart.data]);

  const forbidden = [grid.error, summary.error, chart.error].some((e) => errorCode(e) === 'FORBIDDEN');
  return {
    forbidden,
    rows: grid.data?.performanceSkus.rows ?? [],
    count: grid.data?.performanceSkus.count ?? 0,
    gridLoading: grid.loading,
    gridError: loadError(MESSAGES.unableToGetSkus, grid.error),
    retryGrid: () => void grid.refetch(),
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

export type PerformanceData = ReturnType<typeof usePerformanceData>;
