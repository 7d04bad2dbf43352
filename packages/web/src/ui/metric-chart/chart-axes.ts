import type { ChartOptions } from 'chart.js';
import { formatAxisTick, type MetricFormat } from '../summary-tiles/format-metric';

/** Named formats an axis can be labelled in (a function format gets no axis of its own). */
export type AxisFormat = Exclude<MetricFormat, (value: number) => string>;

/** The y axis a metric is drawn on: one per format, so money and percent never share a scale. */
export const axisIdOf = (format: MetricFormat | undefined): string =>
  `y-${typeof format === 'string' ? format : 'decimal'}`;

const namedFormat = (format: MetricFormat | undefined): AxisFormat =>
  typeof format === 'string' ? format : 'decimal';

type Scales = NonNullable<ChartOptions<'line'>['scales']>;

/**
 * One linear y axis per format among the selected metrics, the first on the left and the others on
 * the right, each with short ticks written in its unit ('£140K', '12%').
 */
export function chartAxes(formats: readonly (MetricFormat | undefined)[], currency?: string): Scales {
  const named = [...new Set(formats.map(namedFormat))];
  return Object.fromEntries(
    named.map((format, index) => [axisIdOf(format), linearAxis(format, index, currency)]),
  );
}

function linearAxis(format: AxisFormat, index: number, currency?: string, title?: string) {
  return {
    type: 'linear' as const,
    position: index === 0 ? ('left' as const) : ('right' as const),
    grid: { drawOnChartArea: index === 0 },
    title: title ? { display: true, text: title } : undefined,
    ticks: {
      // Counts step by whole numbers: 'Units Sold 1.2' on a 1-to-3 range names no real count.
      ...(format === 'integer' ? { precision: 0 } : {}),
      // The step between this axis' ticks sets the precision, so ticks never repeat ('0.6% 0.6%').
      callback: (value: number | string, _index?: number, ticks?: readonly { value: number }[]) =>
        formatAxisTick(Number(value), format, currency, tickStep(ticks)),
    },
  };
}

/** The distance between an axis' ticks (chart.js spaces them evenly); undefined with one tick. */
const tickStep = (ticks: readonly { value: number }[] | undefined): number | undefined => {
  const [first, second] = ticks ?? [];
  return first && second ? Math.abs(second.value - first.value) : undefined;
};

/** A selected series as the axis plan sees it: its label and unit. */
export type AxisSeries = { key: string; label: string; format: MetricFormat | undefined };

/** Which axis each series is drawn on, and the axes themselves. */
export type ChartAxisPlan = { axisOf: Readonly<Record<string, string>>; scales: Scales };

/**
 * One axis per unit (the 'screen is done' list, issue 38 point 5): ACoS and CTR share the percent
 * axis, Impressions and Clicks the count axis. A second axis of the same unit made two scales for
 * one unit, which readers compared as if they were one. Each axis is titled with the metrics drawn
 * on it, so a reader can tell which scale belongs to which line.
 */
export function planChartAxes(series: readonly AxisSeries[], currency?: string): ChartAxisPlan {
  type Axis = { id: string; format: AxisFormat; labels: string[] };
  const axes: Axis[] = [];
  const axisOf: Record<string, string> = {};
  for (const s of series) {
    const format = namedFormat(s.format);
    let axis = axes.find((a) => a.format === format);
    if (!axis) {
      axis = { id: axisIdOf(format), format, labels: [] };
      axes.push(axis);
    }
    axis.labels.push(s.label);
    axisOf[s.key] = axis.id;
  }
  // Axes in the order their metrics are listed, so the first checked metric's axis is on the left.
  const firstIndex = (a: Axis) => series.findIndex((s) => axisOf[s.key] === a.id);
  axes.sort((a, b) => firstIndex(a) - firstIndex(b));
  const scales: Scales = Object.fromEntries(
    axes.map((a, index) => [
      a.id,
      linearAxis(
        a.format,
        index,
        currency,
        series
          .filter((s) => axisOf[s.key] === a.id)
          .map((s) => s.label)
          .join(', '),
      ),
    ]),
  );
  return { axisOf, scales };
}

/** How a chart's y axes read when the default (up is more, titled by the metrics) does not fit. */
export type YAxisStyle = {
  /** One title for every y axis, e.g. 'Rank' where the metrics are keywords. */
  title?: string;
  /** Smaller values at the top: a search rank of 1 is the best place, so it belongs on top. */
  reverse?: boolean;
};

/** The planned axes restyled as `style` says; without a style they are returned as they are. */
export function styleYAxes(scales: Scales, style: YAxisStyle | undefined): Scales {
  if (!style) return scales;
  return Object.fromEntries(
    Object.entries(scales).map(([id, scale]) => [
      id,
      {
        ...scale,
        ...(style.reverse ? { reverse: true } : {}),
        ...(style.title ? { title: { display: true, text: style.title } } : {}),
      },
    ]),
  ) as Scales;
}
