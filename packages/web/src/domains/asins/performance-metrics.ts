import { PERFORMANCE_METRIC_LABELS, PERFORMANCE_METRICS, type PerformanceMetric } from '@portal/schema';
import type { MetricFormat } from '../../ui';

/** How each metric of spec 2 §9 is shown, and which figure fields hold it. */
export const METRIC_VIEW: Record<
  PerformanceMetric,
  { format: MetricFormat; field: 'buyBox' | 'session' | 'conversion' | 'revenue' | 'units'; color: string }
> = {
  buy_box: { format: 'percent', field: 'buyBox', color: '#8764b8' },
  session: { format: 'integer', field: 'session', color: '#0f6cbd' },
  conversion: { format: 'percent', field: 'conversion', color: '#ca5010' },
  revenue: { format: 'money', field: 'revenue', color: '#107c10' },
  units: { format: 'integer', field: 'units', color: '#c50f1f' },
};

export const CHART_METRICS = PERFORMANCE_METRICS.map((key) => ({
  key,
  label: PERFORMANCE_METRIC_LABELS[key],
  format: METRIC_VIEW[key].format,
  color: METRIC_VIEW[key].color,
}));

export const isPerformanceMetric = (value: string): value is PerformanceMetric =>
  (PERFORMANCE_METRICS as readonly string[]).includes(value);

/** REST metric id → the GraphQL enum the operation sends. */
export const graphqlMetric = (metric: PerformanceMetric) =>
  metric.toUpperCase() as 'BUY_BOX' | 'SESSION' | 'CONVERSION' | 'REVENUE' | 'UNITS';

/**
 * GraphQL enum name of an answered series → the metric id the chart keys its series by. The answer
 * carries 'REVENUE' where the chart's checkboxes say 'revenue'; without this the chart finds no
 * series and says 'No data' (issue 38 point 1).
 */
export const metricOfSeries = (metric: string): PerformanceMetric | undefined => {
  const id = metric.toLowerCase();
  return isPerformanceMetric(id) ? id : undefined;
};
