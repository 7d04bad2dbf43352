import {
  GRAPHQL_ENUM_OF,
  PERFORMANCE_GRAPHQL_ENUMS,
  PERFORMANCE_METRIC_TABLE,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
} from '@portal/schema';
import type { AxisFormat, MetricFormat } from '../../ui';

/** Spec 2 §9: revenue is shown floored to a whole amount of the marketplace's currency. */
export function flooredMoney(currency: string | null | undefined): MetricFormat {
  if (!currency) return (value: number) => new Intl.NumberFormat('en-US').format(Math.floor(value));
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return (value: number) => format.format(Math.floor(value));
}

/** How a metric's value is written, from its unit in the metric table. */
export function metricFormat(metric: PerformanceMetric, currency?: string | null): MetricFormat {
  const { unit } = PERFORMANCE_METRIC_TABLE[metric];
  if (unit === 'money') return flooredMoney(currency);
  return unit === 'percent' ? 'percent' : 'integer';
}

/** The chart axis of a metric's unit: counts, money and percentages never share a scale. */
export function metricAxis(metric: PerformanceMetric): AxisFormat {
  const { unit } = PERFORMANCE_METRIC_TABLE[metric];
  return unit === 'count' ? 'integer' : unit;
}

export const PERFORMANCE_METRIC_LIST = PERFORMANCE_METRICS.map((id) => PERFORMANCE_METRIC_TABLE[id]);

/** The metrics the chart offers: no money one when marketplaces of several currencies are selected (decision 0290). */
export const chartMetricList = (mixedCurrencies: boolean) =>
  mixedCurrencies ? PERFORMANCE_METRIC_LIST.filter((m) => m.unit !== 'money') : PERFORMANCE_METRIC_LIST;

/** GraphQL enum value of a metric (buy_box → BUY_BOX) and back. */
export const gqlMetric = (metric: PerformanceMetric) => GRAPHQL_ENUM_OF.PerformanceMetric[metric];
export const metricOfGql = (value: string): PerformanceMetric | undefined =>
  (PERFORMANCE_GRAPHQL_ENUMS.PerformanceMetric as Record<string, PerformanceMetric>)[value];
