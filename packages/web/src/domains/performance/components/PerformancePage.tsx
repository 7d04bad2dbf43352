import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { PERFORMANCE_DATE_PRESETS } from '@portal/schema';
import { DatePresetBar, type DateRangeParams, dayRangeInterval, SlowHint } from '../../../ui';
import type { CurrencyGroup } from '../currency-groups';
import type { PerformanceParams, UpdatePerformanceParams } from '../views/PerformanceView';
import type { PerformanceCharts as ChartsData } from '../views/use-performance-charts';
import { AsinSkus } from './AsinSkus';
import { DailyGrainNote } from './DailyGrainNote';
import { DeviceConversionNote } from './DeviceConversionNote';
import { PerformanceCharts } from './PerformanceCharts';
import { PerformanceFilterBar, type PerformanceFilterBarProps } from './PerformanceFilterBar';

export type PerformancePageProps = {
  dates: DateRangeParams;
  view: PerformanceParams;
  onViewChange: UpdatePerformanceParams;
  filterLists: Omit<PerformanceFilterBarProps, 'view' | 'onChange'>;
  /** The summary cards' and the chart's reads. */
  charts: ChartsData;
  /** The grid (PerformanceGrid), read and rendered by the container; and whether its page is loading. */
  grid: React.ReactNode;
  gridLoading: boolean;
  expanded: ReadonlySet<string>;
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
});

/** Spec 2 §2 'Overall Performance': period and compare, filters, cards, chart and grid. */
export function PerformancePage(props: PerformancePageProps) {
  const { dates, view, charts, onViewChange } = props;
  const styles = useStyles();
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
      <SlowHint active={props.gridLoading || charts.summaryLoading || charts.chartLoading} />
      <PerformanceCharts
        dates={dates}
        data={charts}
        selected={view.metric}
        chartType={view.chartType}
        onSelectedChange={(metric) => onViewChange({ metric })}
        onChartTypeChange={(chartType) => onViewChange({ chartType })}
        currencyGroups={props.currencyGroups}
        renderCurrencyRevenue={props.renderCurrencyRevenue}
      />
      <DailyGrainNote interval={dayRangeInterval(dates.range)} />
      {props.freshness}
      {props.grid}
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
