import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import {
  type DatePreset,
  SALES_INTERVALS,
  SALES_METRIC_TABLE,
  SALES_METRICS,
  type SalesInterval,
  type SalesMetric,
} from '@portal/schema';
import { useState } from 'react';
import type { SalesPerformanceQuery } from '../../../gql/graphql';
import {
  type ChartPoint,
  DataTable,
  DatePresetBar,
  type DateRangeParams,
  ErrorState,
  type FilterListState,
  MetricChart,
  MultiFilter,
  parseIsoDay,
  SlowHint,
  SummaryTiles,
} from '../../../ui';
import { offeredSelection } from '../chart-selection';
import { currencyGroups } from '../currency-groups';
import { salesMoneyByCurrency } from '../sales-currency-totals';
import type { SalesParams, UpdateSalesParams } from '../use-sales-params';
import { MarketplacesFilter } from './MarketplacesFilter';
import { MixedCurrencyNote } from './MixedCurrencyNote';
import type { BrandOption } from './PerformanceFilterBar';
import { lyField, type SalesRow, salesColumns, salesFormat } from './sales-columns';

export const SALES_DATE_PRESETS: readonly DatePreset[] = ['7d', '30d', '90d', 'quarter', '6m', 'custom'];

const INTERVAL_LABELS: Record<SalesInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };
const PAGE_SIZE = 40;

export type SalesPerformancePageProps = {
  dates: DateRangeParams;
  view: SalesParams;
  onViewChange: UpdateSalesParams;
  /** Brands offered ('code - name'); a brand user sees only its own. */
  brandOptions: readonly BrandOption[];
  /** Whether the brands are still loading or failed to. */
  brandList: FilterListState;
  sales: SalesPerformanceQuery['salesPerformance'] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** How far the sales figures go ('Sales data through …'), loaded by the container. */
  freshness?: React.ReactNode;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** /performance-sales (docs/decisions/0122): revenue, units, orders and ASP by period and brand, with last year. */
export function SalesPerformancePage(props: SalesPerformancePageProps) {
  const { dates, view, sales, onViewChange } = props;
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const currency = sales?.currencyCode;
  const totals = sales?.totals as Record<string, number | null> | undefined;
  const series = (ly: boolean) =>
    Object.fromEntries(
      SALES_METRICS.map((metric) => [
        metric,
        (sales?.periods ?? []).map(
          (p): ChartPoint => ({
            at: parseIsoDay(p.period) ?? new Date(p.period),
            value: (p as Record<string, number | null | string>)[ly ? lyField(metric) : metric] as
              | number
              | null,
          }),
        ),
      ]),
    );
  const rows: SalesRow[] = (sales?.rows ?? []).map((r) => ({
    ...r,
    id: `${r.brandCode}|${r.marketplaceId}`,
  }));
  // Several currencies: money is totalled per currency from the rows, never across (decision 0290).
  const groups = currencyGroups(view.filterMarketplaces);
  const mixed = groups.length > 1;
  const shownMetrics = mixed
    ? SALES_METRICS.filter((m) => SALES_METRIC_TABLE[m].unit !== 'money')
    : [...SALES_METRICS];
  return (
    <section className={styles.root} aria-label="Sales performance">
      <Text as="h1" size={700} weight="semibold">
        Sales Performance
      </Text>
      {props.freshness}
      <DatePresetBar
        presets={SALES_DATE_PRESETS}
        preset={dates.preset}
        range={dates.range}
        compare={false}
        showCompare={false}
        onPresetChange={dates.setPreset}
        onRangeChange={dates.setRange}
        onCompareChange={() => {}}
      />
      <div className={styles.filters}>
        <MultiFilter
          label="Brands"
          placeholder="All brands"
          options={props.brandOptions.map((b) => ({
            value: b.brandCode,
            text: `${b.brandCode} - ${b.name}`,
          }))}
          selected={view.filterBrands}
          onSelect={(filterBrands) => onViewChange({ filterBrands })}
          searchable
          {...props.brandList}
        />
        <MarketplacesFilter
          selected={view.filterMarketplaces}
          onSelect={(filterMarketplaces) => onViewChange({ filterMarketplaces })}
        />
        <Field label="Interval" size="small">
          <Dropdown
            size="small"
            value={INTERVAL_LABELS[sales?.interval.toLowerCase() as SalesInterval] ?? ''}
            selectedOptions={view.interval ? [view.interval] : []}
            onOptionSelect={(_, d) =>
              d.optionValue && onViewChange({ interval: d.optionValue as SalesInterval })
            }
          >
            {SALES_INTERVALS.map((interval) => (
              <Option key={interval} value={interval}>
                {INTERVAL_LABELS[interval]}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <SlowHint active={props.loading} />
      {props.error ? (
        <ErrorState message={props.error} onRetry={props.onRetry} />
      ) : (
        <>
          <SummaryTiles
            loading={props.loading && !sales}
            showPrevious
            currency={currency ?? undefined}
            metrics={shownMetrics.map((metric) => ({
              key: metric,
              label: `${SALES_METRIC_TABLE[metric].label} (vs last year)`,
              format: salesFormat(metric, currency),
              current: totals?.[metric],
              previous: totals?.[lyField(metric)],
            }))}
          />
          {mixed && (
            <>
              <MixedCurrencyNote groups={groups} />
              {salesMoneyByCurrency(rows, groups).map((money) => (
                <SummaryTiles
                  key={money.group.currency}
                  showPrevious
                  currency={money.group.currency}
                  metrics={(['revenue', 'asp'] as const).map((metric) => ({
                    key: `${metric}-${money.group.currency}`,
                    label: `${SALES_METRIC_TABLE[metric].label} in ${money.group.currency} (vs last year)`,
                    format: salesFormat(metric, money.group.currency),
                    current: money[metric],
                    previous: money[metric === 'revenue' ? 'lyRevenue' : 'lyAsp'],
                  }))}
                />
              ))}
            </>
          )}
          <MetricChart
            ariaLabel="Sales chart"
            metrics={shownMetrics.map((metric) => ({
              key: metric,
              label: SALES_METRIC_TABLE[metric].label,
              color: SALES_METRIC_TABLE[metric].colour,
              format: SALES_METRIC_TABLE[metric].unit === 'money' ? 'money' : 'integer',
            }))}
            selected={offeredSelection(view.metric, shownMetrics)}
            onSelectedChange={(selected) => onViewChange({ metric: selected as SalesMetric[] })}
            current={series(false)}
            previous={series(true)}
            interval="day"
            currency={currency ?? undefined}
            loading={props.loading && !sales}
          />
          <DataTable
            tableName="performance-sales"
            ariaLabel="Sales by brand and marketplace"
            columns={salesColumns()}
            rows={rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
            count={rows.length}
            getRowId={(row) => row.id}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            onPageSizeChange={() => {}}
            loading={props.loading && !sales}
            exportFileName="sales-performance.csv"
          />
        </>
      )}
    </section>
  );
}
