import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  camelName,
  PAGE_SIZE_OPTIONS,
  PERFORMANCE_DATE_PRESETS,
  type PerformanceMetric,
} from '@portal/schema';
import { Fragment } from 'react';
import {
  DataTable,
  DatePresetBar,
  type DateRangeParams,
  dayRangeInterval,
  ErrorState,
  MetricChart,
  SlowHint,
  SummaryTiles,
  type TableLayoutStore,
} from '../../../ui';
import { offeredSelection } from '../chart-selection';
import type { CurrencyGroup } from '../currency-groups';
import { chartMetricList, metricAxis, metricFormat } from '../performance-metrics';
import type { PerformanceParams, UpdatePerformanceParams } from '../use-performance-params';
import type { PerformanceData } from '../views/use-performance-data';
import { AsinSkus } from './AsinSkus';
import { DailyGrainNote } from './DailyGrainNote';
import { DeviceConversionNote } from './DeviceConversionNote';
import { MixedCurrencyNote } from './MixedCurrencyNote';
import { PerformanceFilterBar, type PerformanceFilterBarProps } from './PerformanceFilterBar';
import { performanceColumns } from './performance-columns';

export type PerformancePageProps = {
  dates: DateRangeParams;
  view: PerformanceParams;
  onViewChange: UpdatePerformanceParams;
  filterLists: Omit<PerformanceFilterBarProps, 'view' | 'onChange'>;
  data: PerformanceData;
  layoutStore: TableLayoutStore;
  expanded: ReadonlySet<string>;
  onToggleAsin: (asin: string) => void;
  /** The SKUs of an expanded ASIN, loaded by the container. */
  renderAsinSkus: (asin: string) => React.ReactNode;
  /** The selected marketplaces by currency; more than one: money is shown per currency. */
  currencyGroups: readonly CurrencyGroup[];
  /** One currency's revenue tiles, loaded by the container. */
  renderCurrencyRevenue: (group: CurrencyGroup) => React.ReactNode;
  /** How far the sales figures go ('Sales data through …'), loaded by the container. */
  freshness?: React.ReactNode;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  currencies: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Spec 2 §2 'Overall Performance': period and compare, filters, cards, chart and grid. */
export function PerformancePage(props: PerformancePageProps) {
  const { dates, view, data, onViewChange } = props;
  const styles = useStyles();
  const currency = data.summary?.currencyCode ?? undefined;
  const { summary } = data;
  const loading = data.gridLoading || data.summaryLoading || data.chartLoading;
  // Several currencies: no money metric is summed into a tile or a chart line (decision 0290).
  const mixed = props.currencyGroups.length > 1;
  const metricList = chartMetricList(mixed);
  return (
    <section className={styles.root} aria-label="Performance">
      <Text as="h1" size={700} weight="semibold">
        Performance
      </Text>
      <DatePresetBar
        presets={PERFORMANCE_DATE_PRESETS}
        preset={dates.preset}
        range={dates.range}
        compare={dates.compare}
        compareRange={dates.compareRange}
        onPresetChange={dates.setPreset}
        onRangeChange={dates.setRange}
        onCompareChange={dates.setCompare}
      />
      <PerformanceFilterBar view={view} onChange={onViewChange} {...props.filterLists} />
      <SlowHint active={loading} />
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
            format: metricFormat(m.id, currency),
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
            format: metricFormat(m.id, currency),
            unit: metricAxis(m.id),
          }))}
          selected={offeredSelection(
            view.metric,
            metricList.map((m) => m.id),
          )}
          onSelectedChange={(selected) => onViewChange({ metric: selected as PerformanceMetric[] })}
          current={data.chartSeries.current}
          previous={dates.compare ? data.chartSeries.previous : undefined}
          // The sales and traffic facts are daily: one point per day whatever the span (decision 0151).
          interval="day"
          currency={currency}
          loading={data.chartLoading}
          chartType={view.chartType}
          onChartTypeChange={(chartType) => onViewChange({ chartType })}
        />
      )}
      <DailyGrainNote interval={dayRangeInterval(dates.range)} />
      {props.freshness}
      <DataTable
        tableName={`performance-${view.groupBy}`}
        ariaLabel="Performance grid"
        columns={performanceColumns({
          groupBy: view.groupBy,
          compare: dates.compare,
          expanded: props.expanded,
          onToggle: props.onToggleAsin,
        })}
        rows={data.rows}
        count={data.count}
        getRowId={(row) => row.id}
        page={view.page}
        pageSize={view.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(page) => onViewChange({ page })}
        onPageSizeChange={(pageSize) => onViewChange({ pageSize: pageSize as PerformanceParams['pageSize'] })}
        sortBy={view.sortBy}
        sortDirection={view.sortDirection}
        onSortChange={(sortBy, sortDirection) => onViewChange({ sortBy, sortDirection })}
        loading={data.gridLoading}
        error={data.gridError}
        onRetry={data.retryGrid}
        layoutStore={props.layoutStore}
        exportFileName="performance.csv"
      />
      <DeviceConversionNote />
      {view.groupBy === 'asin_conditions' &&
        [...props.expanded].map((asin) => (
          <AsinSkus key={asin} asin={asin}>
            {props.renderAsinSkus(asin)}
          </AsinSkus>
        ))}
    </section>
  );
}
