import type { ChartOptions } from 'chart.js';
import { formatAxisTick, type MetricFormat } from '../summary-tiles/format-metric';

/** Named formats an axis can be labelled in (a function format gets no axis of its own). */
export type AxisFormat = Exclude<MetricFormat, (value: number) => string>;

/** The y axis a metric is drawn on: one per format, so money and percent never share a scale. */
export const axisIdOf = (format: MetricFormat | undefined): string =>
  `y-${typeof format === 'string' ? format : 'decimal'}`;

/**
 * One linear y axis per format among the selected metrics, the first on the left and the others on
 * the right, each with short ticks written in its unit ('£140K', '12%').
 */
export function chartAxes(
  formats: readonly (MetricFormat | undefined)[],
  currency?: string,
): NonNullable<ChartOptions<'line'>['scales']> {
  const named = [...new Set(formats.map((f): AxisFormat => (typeof f === 'string' ? f : 'decimal')))];
  return Object.fromEntries(
    named.map((format, index) => [
      axisIdOf(format),
      {
        type: 'linear' as const,
        position: index === 0 ? ('left' as const) : ('right' as const),
        grid: { drawOnChartArea: index === 0 },
        ticks: { callback: (value: number | string) => formatAxisTick(Number(value), format, currency) },
      },
    ]),
  );
}
