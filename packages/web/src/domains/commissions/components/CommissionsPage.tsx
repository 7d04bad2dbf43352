import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { COMMISSIONS_GROUP_BY, COMMISSIONS_PAGE_SIZE, type DatePreset, MESSAGES } from '@portal/schema';
import { useState } from 'react';
import {
  DataTable,
  DateRangeBar,
  type DateRangeParams,
  ErrorState,
  type FilterListState,
  MetricChart,
  MultiFilter,
  SlowHint,
} from '../../../ui';
import {
  type BrandCommission,
  COMMISSION_GROUP_BY_LABELS,
  type CommissionGroupBy,
  type CommissionTableRow,
  categoryOptions,
} from '../commission-rows';
import { COMMISSION_CHART_METRICS, type CommissionChart } from '../commission-series';
import type { CommissionParams, UpdateCommissionParams } from '../use-commission-params';
import { commissionColumns } from './commission-columns';

/** Spec 2 §9: the commissions open on 6 months; the other presets are the analytics screens'. */
export const COMMISSION_DATE_PRESETS: readonly DatePreset[] = ['thisMonth', 'quarter', '6m', 'custom'];

export type CommissionsPageProps = {
  dates: DateRangeParams;
  view: CommissionParams;
  onViewChange: UpdateCommissionParams;
  /** Every brand with a rule (the filters' options), unfiltered. */
  brands: readonly BrandCommission[];
  rows: readonly CommissionTableRow[];
  tableLoading: boolean;
  tableError: string | null;
  onRetryTable: () => void;
  chart: CommissionChart;
  chartLoading: boolean;
  chartError: string | null;
  onRetryChart: () => void;
};

/** The filters' lists are the table's brands: they load and fail with it (in the spec's words). */
const brandListState = (props: CommissionsPageProps): FilterListState => ({
  loading: props.tableLoading && props.brands.length === 0,
  error: props.tableError && props.brands.length === 0 ? MESSAGES.unableToGetCommissions : undefined,
});

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
});

/** /commissions 'Commissions' (spec 2 §2): dates with compare, filters, group by, chart and table. */
export function CommissionsPage(props: CommissionsPageProps) {
  const { dates, view, onViewChange, chart } = props;
  const styles = useStyles();
  const brandList = brandListState(props);
  const [selected, setSelected] = useState<string[]>(COMMISSION_CHART_METRICS.map((m) => m.key));
  // Rows are paged here (the call answers every brand with a rule); a page past the end shows the last.
  const lastPage = Math.max(0, Math.ceil(props.rows.length / COMMISSIONS_PAGE_SIZE) - 1);
  const page = Math.min(view.page, lastPage);
  return (
    <section className={styles.root} aria-label="Commissions">
      <Text as="h1" size={700} weight="semibold">
        Commissions
      </Text>
      <DateRangeBar dates={dates} presets={COMMISSION_DATE_PRESETS} />
      <div className={styles.filters}>
        <MultiFilter
          label="Brands"
          placeholder="All brands"
          options={props.brands.map((b) => ({ value: b.brandCode, text: `${b.brandCode} - ${b.name}` }))}
          selected={view.filterBrands}
          onSelect={(filterBrands) => onViewChange({ filterBrands })}
          searchable
          {...brandList}
        />
        <MultiFilter
          label="Categories"
          placeholder="All categories"
          options={categoryOptions(props.brands).map((c) => ({ value: c, text: c }))}
          selected={view.filterCategories}
          onSelect={(filterCategories) => onViewChange({ filterCategories })}
          {...brandList}
        />
        <Field label="Group by" size="small">
          <Dropdown
            size="small"
            value={COMMISSION_GROUP_BY_LABELS[view.groupBy]}
            selectedOptions={[view.groupBy]}
            onOptionSelect={(_, d) =>
              d.optionValue && onViewChange({ groupBy: d.optionValue as CommissionGroupBy })
            }
          >
            {COMMISSIONS_GROUP_BY.map((groupBy) => (
              <Option key={groupBy} value={groupBy}>
                {COMMISSION_GROUP_BY_LABELS[groupBy]}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <SlowHint active={props.tableLoading || props.chartLoading} />
      {props.chartError ? (
        <ErrorState message={props.chartError} onRetry={props.onRetryChart} />
      ) : (
        <MetricChart
          ariaLabel="Commissions chart"
          metrics={COMMISSION_CHART_METRICS}
          selected={selected}
          onSelectedChange={setSelected}
          current={chart.current}
          previous={chart.previous}
          interval="month"
          currency={chart.currency ?? undefined}
          chartType="bar"
          loading={props.chartLoading}
        />
      )}
      <Text size={200} className={styles.note}>
        Predicted: a month still under way is charged on its sales so far projected to the whole month at its
        daily rate (sales ÷ days loaded × days in the month), so the tiers it is on course to reach count; a
        finished month predicts its value.
        {chart.otherCurrencies.length > 0 &&
          ` The chart shows ${chart.currency} rules only; ${chart.otherCurrencies.join(', ')} are in the table.`}
      </Text>
      <DataTable
        tableName={`commissions-${view.groupBy}`}
        ariaLabel="Commissions table"
        columns={commissionColumns(view.groupBy, dates.compare)}
        rows={props.rows.slice(page * COMMISSIONS_PAGE_SIZE, (page + 1) * COMMISSIONS_PAGE_SIZE)}
        count={props.rows.length}
        getRowId={(row) => row.id}
        page={page}
        pageSize={COMMISSIONS_PAGE_SIZE}
        pageSizeOptions={[COMMISSIONS_PAGE_SIZE]}
        onPageChange={(next) => onViewChange({ page: next })}
        onPageSizeChange={() => undefined}
        loading={props.tableLoading}
        error={props.tableError}
        onRetry={props.onRetryTable}
        exportFileName="commissions.csv"
      />
    </section>
  );
}
