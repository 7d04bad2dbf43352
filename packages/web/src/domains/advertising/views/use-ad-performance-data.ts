import { type AdType, MESSAGES } from '@portal/schema';
import { useMemo } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import type { AdPerformanceFilter } from '../../../gql/graphql';
import {
  useAdPerformanceChartQuery,
  useAdPerformanceGroupQuery,
  useAdPerformanceSummaryQuery,
} from '../../../gql/hooks';
import { type ChartPoint, errorText, parseIsoDay } from '../../../ui';
import { GQL_AD_TYPE, metricIdOf, toTableRow } from '../ad-metrics';

const loadError = (prefix: string, error: unknown) =>
  error ? errorText(prefix, errorMessage(error, '')) : null;

type Series = Record<string, ChartPoint[]>;

/** The three reads of the screen (table page, summary, chart) for one filter state. */
export function useAdPerformanceData(adType: AdType, filter: AdPerformanceFilter) {
  const variables = { adType: GQL_AD_TYPE[adType], filter };
  // The table pages and sorts on its own; the totals and the chart ignore paging and sorting.
  const { page, pageSize, sortBy, sortDirection, metrics, ...totalsFilter } = filter;
  const totalsVariables = { adType: GQL_AD_TYPE[adType], filter: totalsFilter };
  const group = useAdPerformanceGroupQuery({ variables, fetchPolicy: 'cache-and-network' });
  const summary = useAdPerformanceSummaryQuery({
    variables: totalsVariables,
    fetchPolicy: 'cache-and-network',
  });
  const chart = useAdPerformanceChartQuery({ variables: totalsVariables, fetchPolicy: 'cache-and-network' });

  const chartSeries = useMemo(() => {
    const current: Series = {};
    const previous: Series = {};
    for (const series of chart.data?.adPerformanceChart ?? []) {
      const target = series.type === 'PREVIOUS' ? previous : current;
      target[metricIdOf(series.metric)] = series.data.map((p) => ({
        at: parseIsoDay(p.date) ?? new Date(p.date),
        value: p.value ?? null,
      }));
    }
    return { current, previous: Object.keys(previous).length > 0 ? previous : undefined };
  }, [chart.data]);

  const summaryByMetric = useMemo(
    () => new Map((summary.data?.adPerformanceSummary ?? []).map((s) => [metricIdOf(s.metric), s])),
    [summary.data],
  );

  const rows = useMemo(
    () => (group.data?.adPerformanceGroup.rows ?? []).map((row) => toTableRow(adType, row)),
    [group.data, adType],
  );

  const forbidden = [group.error, summary.error, chart.error].some((e) => errorCode(e) === 'FORBIDDEN');
  return {
    forbidden,
    rows,
    count: group.data?.adPerformanceGroup.count ?? 0,
    tableLoading: group.loading,
    tableError: loadError(MESSAGES.unableToGetData, group.error),
    retryTable: () => void group.refetch(),
    summaryByMetric,
    summaryLoading: summary.loading && !summary.data,
    summaryError: loadError(MESSAGES.unableToGetSummaryData, summary.error),
    retrySummary: () => void summary.refetch(),
    chartSeries,
    chartLoading: chart.loading && !chart.data,
    chartError: loadError(MESSAGES.unableToGetChartData, chart.error),
    retryChart: () => void chart.refetch(),
  };
}
