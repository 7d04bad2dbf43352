import {
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import {
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { EmptyState } from '../states/EmptyState';
import { formatMetricValue, type MetricFormat } from '../summary-tiles/format-metric';
import { type AxisDescription, useAxisDescription } from './axis-description';
import { type AxisFormat, planChartAxes, styleYAxes, type YAxisStyle } from './chart-axes';
import { CHART_GRAIN_LABELS, CHART_GRAINS, type ChartGrain } from './chart-grain';
import { type ChartLabelInterval, formatChartLabel } from './chart-interval';

// Only the parts a line or bar chart with a category axis, tooltips and a legend needs.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

export type ChartPoint = { at: Date; value: number | null };

/**
 * A chart series; metrics of one unit share a y axis, each unit gets its own. `unit` names the axis
 * (and its ticks) when `format` is a function, e.g. revenue floored to whole dollars on a money axis;
 * without it the metric's named format is its unit.
 */
export type MetricChartMetric = {
  key: string;
  label: string;
  color?: string;
  format?: MetricFormat;
  unit?: AxisFormat;
};

export type MetricChartType = 'line' | 'bar';

/** The axis a metric is drawn on: its unit, else its named format. */
const unitOf = (metric: MetricChartMetric): MetricFormat | undefined => metric.unit ?? metric.format;

export type MetricChartProps = {
  /** The metrics offered as checkboxes, in display order. */
  metrics: readonly MetricChartMetric[];
  /** Controlled selection of metric keys. */
  selected: readonly string[];
  onSelectedChange: (selected: string[]) => void;
  /** Current period points per metric key. */
  current: Readonly<Record<string, readonly ChartPoint[] | undefined>>;
  /** Previous period points per metric key (compare mode), drawn dashed, aligned by position. */
  previous?: Readonly<Record<string, readonly ChartPoint[] | undefined>>;
  /** Point spacing; use chartInterval() or dayRangeInterval() to pick it from the range. */
  interval: ChartLabelInterval;
  loading?: boolean;
  emptyMessage?: string;
  height?: number;
  ariaLabel?: string;
  /** ISO currency for the ticks of a 'money' axis. */
  currency?: string;
  /** Lines (the default) or bars; previous period bars are drawn paler. */
  chartType?: MetricChartType;
  /** When given, a Line/Bar choice is shown beside the metrics. */
  onChartTypeChange?: (chartType: MetricChartType) => void;
  /**
   * Offers the day/week/month choice beside the metrics when given; the caller buckets the points
   * (a ratio is recomputed from its summed parts, which only the caller knows). Absent: no control.
   */
  grain?: { value: ChartGrain; onChange: (grain: ChartGrain) => void };
  /** Restyles the y axes (one title, top-down), e.g. for search rank where 1 is best. */
  yAxis?: YAxisStyle;
};

const PALETTE = ['#0f6cbd', '#c50f1f', '#107c10', '#8764b8', '#ca5010', '#038387', '#bf0077', '#4f6bed'];

const useStyles = makeStyles({
  metrics: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  chart: { position: 'relative' },
});

/**
 * True when no selected metric has a single point with a value other than zero: a search with no
 * match answers zeros for every day, and a flat zero line on a −1…1 axis says nothing (spec 1: an
 * empty chart shows 'No data').
 */
export function isChartEmpty(
  selected: readonly string[],
  current: MetricChartProps['current'],
  previous?: MetricChartProps['previous'],
): boolean {
  const hasValue = (points: readonly ChartPoint[] | undefined) =>
    points?.some((p) => p.value != null && p.value !== 0) ?? false;
  return !selected.some((key) => hasValue(current[key]) || hasValue(previous?.[key]));
}

/**
 * A line (or bar) chart of the selected metrics, current solid and previous dashed (or paler), with
 * metric checkboxes.
 */
export function MetricChart(props: MetricChartProps) {
  const { metrics, selected, current, previous, interval, height = 320, chartType = 'line' } = props;
  const styles = useStyles();
  const empty = isChartEmpty(selected, current, previous);

  const shown = useMemo(() => metrics.filter((m) => selected.includes(m.key)), [metrics, selected]);
  const { currency } = props;
  // One axis per unit.
  const axisPlan = useMemo(
    () =>
      planChartAxes(
        shown.map((m) => ({ key: m.key, label: m.label, format: unitOf(m) })),
        currency,
      ),
    [shown, currency],
  );
  const data = useMemo<ChartData<'line', (number | null)[], string>>(() => {
    const longest = selected.reduce<readonly ChartPoint[]>(
      (best, key) => ((current[key]?.length ?? 0) > best.length ? (current[key] ?? best) : best),
      [],
    );
    const datasets = metrics.flatMap((metric, index) => {
      if (!selected.includes(metric.key)) return [];
      const color = metric.color ?? PALETTE[index % PALETTE.length];
      const series = [
        {
          label: metric.label,
          data: (current[metric.key] ?? []).map((p) => p.value),
          borderColor: color,
          backgroundColor: color,
          spanGaps: true,
          yAxisID: axisPlan.axisOf[metric.key],
        },
      ];
      const old = previous?.[metric.key];
      if (old) {
        series.push({
          label: `${metric.label} (previous)`,
          data: old.map((p) => p.value),
          borderColor: color,
          // A dashed bar reads as nothing: previous bars are the metric's colour at 40 %.
          backgroundColor: chartType === 'bar' ? `${color}66` : color,
          spanGaps: true,
          yAxisID: axisPlan.axisOf[metric.key],
          ...(chartType === 'bar' ? { borderWidth: 1 } : { borderDash: [6, 4] }),
        } as (typeof series)[number]);
      }
      return series;
    });
    return { labels: longest.map((p) => formatChartLabel(p.at, interval)), datasets };
  }, [metrics, selected, current, previous, interval, chartType, axisPlan]);

  // The format of each dataset in order (current, then previous when present), for its tooltip.
  const datasetFormats = useMemo(
    () => shown.flatMap((m) => (previous?.[m.key] ? [m.format, m.format] : [m.format])),
    [shown, previous],
  );

  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom' },
        // Tooltips carry the unit of each series ('Ad Revenue: £1,127.62', 'ACoS: 31.36%').
        tooltip: {
          callbacks: {
            label: (item) => {
              const value = item.raw == null ? null : Number(item.raw);
              const format = datasetFormats[item.datasetIndex];
              return `${item.dataset.label}: ${formatMetricValue(value, format, currency)}`;
            },
          },
        },
      },
      scales: styleYAxes(axisPlan.scales, props.yAxis),
    }),
    [datasetFormats, currency, axisPlan, props.yAxis],
  );

  const { plugin: axisPlugin, axes } = useAxisDescription();
  const plugins = useMemo(() => [axisPlugin], [axisPlugin]);
  const fallback = <AxisList axes={axes} />;

  const toggle = (key: string, checked: boolean) => {
    const next = metrics.map((m) => m.key).filter((k) => (k === key ? checked : selected.includes(k)));
    props.onSelectedChange(next);
  };

  return (
    <section aria-label={props.ariaLabel ?? 'Metric chart'}>
      <div className={styles.controls}>
        <fieldset className={styles.metrics} aria-label="Metrics">
          {metrics.map((metric) => (
            <Checkbox
              key={metric.key}
              label={metric.label}
              checked={selected.includes(metric.key)}
              onChange={(_, d) => toggle(metric.key, d.checked === true)}
            />
          ))}
        </fieldset>
        {props.grain && <GrainSelect {...props.grain} />}
        {props.onChartTypeChange && (
          <RadioGroup
            layout="horizontal"
            aria-label="Chart type"
            value={chartType}
            onChange={(_, d) => props.onChartTypeChange?.(d.value === 'bar' ? 'bar' : 'line')}
          >
            <Radio value="line" label="Line" />
            <Radio value="bar" label="Bar" />
          </RadioGroup>
        )}
      </div>
      <div className={styles.chart} style={{ height }}>
        {props.loading ? (
          <Spinner label="Loading chart" />
        ) : empty ? (
          <EmptyState message={props.emptyMessage ?? MESSAGES.noData} />
        ) : chartType === 'bar' ? (
          // The datasets and options are written once for both types; chart.js reads a line's
          // fields (spanGaps, borderDash) on a bar as unknown options and ignores them.
          <Bar
            data={data as unknown as ChartData<'bar', (number | null)[], string>}
            options={options as unknown as ChartOptions<'bar'>}
            plugins={plugins as unknown as Plugin<'bar'>[]}
            fallbackContent={fallback}
            aria-label={props.ariaLabel ?? 'Metric chart'}
            role="img"
          />
        ) : (
          <Line
            data={data}
            options={options}
            plugins={plugins as Plugin<'line'>[]}
            fallbackContent={fallback}
            aria-label={props.ariaLabel ?? 'Metric chart'}
            role="img"
          />
        )}
      </div>
    </section>
  );
}

/** The chart's fallback content: each y axis with the metrics on it and its tick labels. */
function AxisList({ axes }: { axes: readonly AxisDescription[] }) {
  return (
    <ul aria-label="Chart axes">
      {axes.map((axis) => (
        <li key={axis.id} data-axis={axis.id}>
          {`${axis.title}: ${axis.ticks.join(', ')}`}
        </li>
      ))}
    </ul>
  );
}

function GrainSelect({ value, onChange }: NonNullable<MetricChartProps['grain']>) {
  return (
    <Field label="Interval" orientation="horizontal" size="small">
      <Select size="small" value={value} onChange={(_, d) => onChange(d.value as ChartGrain)}>
        {CHART_GRAINS.map((grain) => (
          <option key={grain} value={grain}>
            {CHART_GRAIN_LABELS[grain]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
