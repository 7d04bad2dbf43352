import { makeStyles, tokens } from '@fluentui/react-components';
import { camelName, type PerformanceMetric } from '@portal/schema';
import { Fragment } from 'react';
import {
  type AxisFormat,
  type DateRangeParams,
  ErrorState,
  flooredFormatOf,
  MetricChart,
  metricFormatOf,
  SummaryTiles,
} from '../../../ui';
import { chartMetricList, offeredSelection } from '../chart-selection';
import type { CurrencyGroup } from '../currency-groups';
import type { PerformanceCharts as ChartsData } from '../views/use-performance-charts';
import { MixedCurrencyNote } from './MixedCurrencyNote';

export type PerformanceChartsProps = {
  dates: DateRangeParams;
  data: ChartsData;
  /** The metrics asked for in the address and the chart's drawing, and where changes go. */
  selected: readonly PerformanceMetric[];
  chartType: 'line' | 'bar';
  onSelectedChange: (metrics: PerformanceMetric[]) => void;
  onChartTypeChange: (chartType: 'line' | 'bar') => void;
  /** The selected marketplaces by currency; more than one: money is shown per currency. */
  currencyGroups: readonly CurrencyGroup[];
  /** One currency's revenue tiles, loaded by the container. */
  renderCurrencyRevenue: (group: CurrencyGroup) => React.ReactNode;
};

const useStyles = makeStyles({
  currencies: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The summary cards and the metric chart of /performance (spec 2 §2, §4), from the metric table. */
export function PerformanceCharts(props: PerformanceChartsProps) {
  const { dates, data } = props;
  const styles = useStyles();
  const currency = data.summary?.currencyCode ?? undefined;
  const { summary } = data;
  // Several currencies: no money metric is summed into a tile or a chart line (decision 0290).
  const mixed = props.currencyGroups.length > 1;
  const metricList = chartMetricList(mixed);
  return (
    <>
      {data.summaryError ? (
        <ErrorState message={data.summaryError} onRetry={data.retrySummary} />
      ) : (
        <SummaryTiles
          loading={data.summaryLoading}
          showPrevious={dates.compare}
          currency={currency}
          metrics={metricList.map((m) => ({
            key: m.id,
            label: m.label,
            format: flooredFormatOf(m.unit, currency),
            higherIsBetter: m.higherIsBetter,
            current: summary?.[camelName(m.id)],
            previous: summary?.[camelName(`old_${m.id}`)],
          }))}
        />
      )}
      {mixed && (
        <>
          <MixedCurrencyNote groups={props.currencyGroups} />
          {/* One row of currency tiles, as the metric tiles are, wrapping on a phone. */}
          <div className={styles.currencies}>
            {props.currencyGroups.map((group) => (
              <Fragment key={group.currency}>{props.renderCurrencyRevenue(group)}</Fragment>
            ))}
          </div>
        </>
      )}
      {data.chartError ? (
        <ErrorState message={data.chartError} onRetry={data.retryChart} />
      ) : (
        <MetricChart
          ariaLabel="Performance chart"
          metrics={metricList.map((m) => ({
            key: m.id,
            label: m.label,
            color: m.colour,
            format: flooredFormatOf(m.unit, currency),
            // Counts, money and percentages never share a scale.
            unit: metricFormatOf(m.unit) as AxisFormat,
          }))}
          selected={offeredSelection(
            props.selected,
            metricList.map((m) => m.id),
          )}
          onSelectedChange={(selected) => props.onSelectedChange(selected as PerformanceMetric[])}
          current={data.chartSeries.current}
          previous={dates.compare ? data.chartSeries.previous : undefined}
          // The sales and traffic facts are daily: one point per day whatever the span (decision 0151).
          interval="day"
          currency={currency}
          loading={data.chartLoading}
          chartType={props.chartType}
          onChartTypeChange={props.onChartTypeChange}
        />
      )}
    </>
  );
}
