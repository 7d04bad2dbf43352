import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  AD_TYPE_LABELS,
  AD_TYPES,
  type AdType,
  currencyOf,
  type DatePreset,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { useMemo } from 'react';
import {
  DataTable,
  DateRangeBar,
  type DateRangeParams,
  defaultChartGrain,
  ErrorState,
  MetricChart,
  SummaryTiles,
  type TableLayoutStore,
} from '../../../ui';
import { chartMetrics, tableColumns, totalsRow, uiFormat } from '../ad-metrics';
import { bucketAdSeries } from '../chart-buckets';
import type { AdFilterState } from '../use-ad-filter-params';
import type { useAdPerformanceData } from '../views/use-ad-performance-data';
import { AdFilterBar, type AdFilterBarProps } from './AdFilterBar';

export type AdvertisingPerformancePageProps = {
  adType: AdType;
  /** Set on the brand tab (/brands/{id}/ads-performance): the brand is fixed. */
  brandId: string | null;
  /** The brand's name on its tab (the code until the brands are loaded). */
  brandName: string | null;
  onAdTypeChange: (adType: AdType) => void;
  dates: DateRangeParams;
  presets: readonly DatePreset[];
  filters: AdFilterState;
  onFiltersChange: (change: Partial<AdFilterState>) => void;
  brandOptions: AdFilterBarProps['brandOptions'];
  managerOptions: AdFilterBarProps['managerOptions'];
  filterListStates: AdFilterBarProps['listStates'];
  data: ReturnType<typeof useAdPerformanceData>;
  layoutStore: TableLayoutStore;
  exporting: boolean;
  onExport: () => void;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // On a phone the ad type tabs scroll inside their row instead of being cut or widening the page.
  tabs: { overflowX: 'auto', maxWidth: '100%' },
});

/** Spec 1 §2.4: a tab per ad type, dates with compare, filters, tiles, chart and table. */
export function AdvertisingPerformancePage(props: AdvertisingPerformancePageProps) {
  const { adType, filters, data, dates } = props;
  const styles = useStyles();
  const metrics = chartMetrics(adType);
  // Every amount on the screen is in the chosen marketplace's currency.
  const currency = currencyOf(filters.marketplaceId);
  // A long range is charted by week or month unless the user picks the grain.
  const grain = filters.interval ?? defaultChartGrain(dates.range);
  const { current, previous } = data.chartSeries;
  const chart = useMemo(
    () => ({
      current: bucketAdSeries(current, grain),
      previous: dates.compare && previous ? bucketAdSeries(previous, grain) : undefined,
    }),
    [current, previous, grain, dates.compare],
  );
  return (
    <section className={styles.root} aria-label="Advertising performance">
      <Text as="h1" size={700} weight="semibold">
        {props.brandId ? `Ads Performance · ${props.brandName ?? props.brandId}` : 'Advertising Performance'}
      </Text>
      <TabList
        className={styles.tabs}
        selectedValue={adType}
        onTabSelect={(_, d) => props.onAdTypeChange(d.value as AdType)}
        aria-label="Ad types"
      >
        {AD_TYPES.map((type) => (
          <Tab key={type} value={type}>
            {AD_TYPE_LABELS[type]}
          </Tab>
        ))}
      </TabList>
      <DateRangeBar dates={dates} presets={props.presets} />
      <AdFilterBar
        adType={adType}
        filters={filters}
        onChange={props.onFiltersChange}
        brandOptions={props.brandOptions}
        managerOptions={props.managerOptions}
        listStates={props.filterListStates}
      />
      {data.summaryError ? (
        <ErrorState message={data.summaryError} onRetry={data.retrySummary} />
      ) : (
        <SummaryTiles
          loading={data.summaryLoading}
          showPrevious={dates.compare}
          currency={currency}
          metrics={metrics.map((m) => ({
            key: m.id,
            label: m.label,
            format: uiFormat(m),
            higherIsBetter: m.higherIsBetter,
            changeIn: m.unit === 'percent' ? ('points' as const) : ('percent' as const),
            current: data.summaryByMetric.get(m.id)?.current,
            previous: data.summaryByMetric.get(m.id)?.previous,
          }))}
        />
      )}
      {data.chartError ? (
        <ErrorState message={data.chartError} onRetry={data.retryChart} />
      ) : (
        <MetricChart
          ariaLabel="Advertising chart"
          metrics={metrics.map((m) => ({ key: m.id, label: m.label, format: uiFormat(m) }))}
          selected={filters.metrics}
          onSelectedChange={(selected) => props.onFiltersChange({ metrics: selected })}
          current={chart.current}
          previous={chart.previous}
          interval={grain}
          grain={{ value: grain, onChange: (interval) => props.onFiltersChange({ interval }) }}
          currency={currency}
          loading={data.chartLoading}
        />
      )}
      <DataTable
        tableName={`advertising-${adType}`}
        ariaLabel="Advertising performance table"
        columns={tableColumns(adType, filters.groupBy, currency)}
        rows={data.rows}
        totals={totalsRow(adType, data.summaryByMetric)}
        count={data.count}
        getRowId={(row) => row.id}
        page={filters.page}
        pageSize={filters.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(page) => props.onFiltersChange({ page })}
        onPageSizeChange={(pageSize) => props.onFiltersChange({ pageSize })}
        sortBy={filters.sortBy}
        sortDirection={filters.sortBy ? filters.sortDirection : null}
        onSortChange={(sortBy, sortDirection) => props.onFiltersChange({ sortBy, sortDirection })}
        loading={data.tableLoading}
        error={data.tableError}
        onRetry={data.retryTable}
        layoutStore={props.layoutStore}
        toolbar={
          <Button
            size="small"
            icon={<ArrowDownloadRegular />}
            disabled={props.exporting}
            onClick={props.onExport}
          >
            {props.exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
    </section>
  );
}
