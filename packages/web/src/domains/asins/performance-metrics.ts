import {
  isPerformanceMetric,
  PERFORMANCE_METRIC_TABLE,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
} from '@portal/schema';
import { type MetricFormat, metricFormatOf } from '../../ui';

type FigureField = 'buyBox' | 'session' | 'conversion' | 'revenue' | 'units';
/** Which field of an ASIN's figures holds each metric (the GraphQL names). */
const FIGURE_FIELD: Record<PerformanceMetric, FigureField> = {
  buy_box: 'buyBox',
  session: 'session',
  conversion: 'conversion',
  revenue: 'revenue',
  units: 'units',
};

/**
 * How each metric of spec 2 §9 is shown, and which figure fields hold it: format and colour are
 * the metric registry's, so the ASIN chart draws a metric in the colour the performance page does.
 */
export const METRIC_VIEW: Record<
  PerformanceMetric,
  { format: MetricFormat; field: FigureField; color: string }
> = Object.fromEntries(
  PERFORMANCE_METRICS.map((id) => [
    id,
    {
      format: metricFormatOf(PERFORMANCE_METRIC_TABLE[id].unit),
      field: FIGURE_FIELD[id],
      color: PERFORMANCE_METRIC_TABLE[id].colour,
    },
  ]),
) as Record<PerformanceMetric, { format: MetricFormat; field: FigureField; color: string }>;

export const CHART_METRICS = PERFORMANCE_METRICS.map((key) => ({
  key,
  label: PERFORMANCE_METRIC_TABLE[key].label,
  format: METRIC_VIEW[key].format,
  color: METRIC_VIEW[key].color,
}));

export { isPerformanceMetric };

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
