import { Button } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  camelName,
  PAGE_SIZE_OPTIONS,
  PERFORMANCE_METRIC_TABLE,
  PERFORMANCE_METRICS,
  type PerformanceGroupBy,
  snakeName,
} from '@portal/schema';
import type { PerformanceGridRowFragment as Row } from '../../../gql/graphql';
import {
  DataTable,
  type DataTableColumn,
  flooredFormatOf,
  flooredMoney,
  formatMetricValue,
  formatPercentChange,
  type MetricFormat,
  NOT_AVAILABLE,
  percentChange,
  type TableLayoutStore,
} from '../../../ui';
import type { PerformanceParams, UpdatePerformanceParams } from '../views/PerformanceView';

export type PerformanceGridProps = {
  view: PerformanceParams;
  onViewChange: UpdatePerformanceParams;
  compare: boolean;
  /** One page of rows (GET performance/skus through the PerformanceSkus operation), read by the container. */
  rows: readonly Row[];
  count: number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  layoutStore: TableLayoutStore;
  /** asin_conditions: the ASINs whose SKUs are shown, and the toggle. */
  expanded: ReadonlySet<string>;
  onToggleAsin: (asin: string) => void;
};

/** The performance grid (spec 2 §3): sorted, paged and laid out through the address and saved layouts. */
export function PerformanceGrid({ view, onViewChange, ...props }: PerformanceGridProps) {
  return (
    <DataTable
      tableName={`performance-${view.groupBy}`}
      ariaLabel="Performance grid"
      columns={performanceColumns({
        groupBy: view.groupBy,
        compare: props.compare,
        expanded: props.expanded,
        onToggle: props.onToggleAsin,
      })}
      rows={props.rows}
      count={props.count}
      getRowId={(row) => row.id}
      page={view.page}
      pageSize={view.pageSize}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(page) => onViewChange({ page })}
      onPageSizeChange={(pageSize) => onViewChange({ pageSize: pageSize as PerformanceParams['pageSize'] })}
      sortBy={view.sortBy}
      sortDirection={view.sortDirection}
      onSortChange={(sortBy, sortDirection) => onViewChange({ sortBy, sortDirection })}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      layoutStore={props.layoutStore}
      exportFileName="performance.csv"
    />
  );
}

type Column = DataTableColumn<Row>;
type Old<F extends string> = `old${Capitalize<F>}`;
/** A figure of the row: a field with a compare value beside it (buyBox and oldBuyBox). */
type Figure = { [F in keyof Row & string]: Old<F> extends keyof Row ? F : never }[keyof Row & string];

/**
 * A column of a row field. The address and saved layouts name columns as the REST contract does
 * (sortBy=seller_sku, the backend's sort column), by the case rule: declared here once.
 */
const keyed = (field: keyof Row & string) => ({ field, key: snakeName(field) });

const text = (field: keyof Row & string, header: string, width = 140): Column => ({
  ...keyed(field),
  header,
  sortable: true,
  width,
});

/** A metric column: the value, and in compare mode the previous value and the change below it. */
function metricColumn(field: Figure, header: string, format: MetricFormat, compare: boolean): Column {
  const oldField = camelName(`old_${field}`) as Old<Figure>;
  // Money takes the row's currency (revenue floored, spec 2 §9). A row with no single currency
  // spans marketplaces of several: its sum of dollars and pounds means nothing (decision 0290).
  const write = (value: unknown, row: Row) =>
    field === 'revenue' && !row.currencyCode
      ? NOT_AVAILABLE
      : formatMetricValue(
          value as number | null,
          field === 'revenue' ? flooredMoney(row.currencyCode) : format,
        );
  return {
    ...keyed(field),
    header,
    sortable: true,
    align: 'end',
    width: 120,
    format: write,
    render: compare
      ? (row) => {
          const old = row[oldField];
          return (
            <span>
              {write(row[field], row)}
              <br />
              <small>
                {write(old, row)} · {formatPercentChange(percentChange(row[field], old))}
              </small>
            </span>
          );
        }
      : undefined,
  };
}

/**
 * The row's other figures. Browser and mobile conversion are left out: Amazon's Sales and Traffic
 * report gives units without a device split, so they are null in every row and a column of 'N/A'
 * says nothing (decision 0290; DeviceConversionNote says why under the grid).
 */
const EXTRA_COLUMNS: Array<{ field: Figure; header: string; format: 'percent' | 'integer' }> = [
  { field: 'pageViewsPercentage', header: 'Page Views %', format: 'percent' },
  { field: 'browserSession', header: 'Browser Sessions', format: 'integer' },
  { field: 'browserPageViewsPercentage', header: 'Browser Page Views %', format: 'percent' },
  { field: 'mobileSession', header: 'Mobile Sessions', format: 'integer' },
  { field: 'mobilePageViewsPercentage', header: 'Mobile Page Views %', format: 'percent' },
];

export type ColumnOptions = {
  groupBy: PerformanceGroupBy;
  compare: boolean;
  /** asin_conditions: the ASINs whose SKUs are shown, and the toggle. */
  expanded: ReadonlySet<string>;
  onToggle: (asin: string) => void;
};

/** The grid's columns for a grouping (spec 2 §3 SKU performance row). */
export function performanceColumns({ groupBy, compare, expanded, onToggle }: ColumnOptions): Column[] {
  const identity: Column[] = [];
  if (groupBy === 'sku') identity.push(text('sellerSku', 'SKU', 160), text('asin', 'ASIN', 120));
  if (groupBy === 'asin') identity.push(text('asin', 'ASIN', 120));
  if (groupBy === 'asin_conditions') {
    identity.push({
      ...text('asin', 'ASIN', 170),
      render: (row) => {
        const asin = String(row.asin);
        const open = expanded.has(asin);
        return (
          <Button
            size="small"
            appearance="subtle"
            aria-expanded={open}
            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
            onClick={() => onToggle(asin)}
          >
            {`${asin} (${row.skuCount} SKU${row.skuCount === 1 ? '' : 's'})`}
          </Button>
        );
      },
    });
  }
  if (groupBy !== 'brand_code') identity.push({ ...keyed('productName'), header: 'Product', width: 220 });
  identity.push(
    {
      ...text('brandCode', 'Brand', 180),
      format: (_, row) => `${row.brandCode ?? ''} - ${row.brandName ?? ''}`,
    },
    text('accountManager', 'Account Manager', 180),
  );
  const metrics = PERFORMANCE_METRICS.map((id) =>
    metricColumn(
      camelName(id),
      PERFORMANCE_METRIC_TABLE[id].label,
      flooredFormatOf(PERFORMANCE_METRIC_TABLE[id].unit),
      compare,
    ),
  );
  const extras = EXTRA_COLUMNS.map((c) => metricColumn(c.field, c.header, c.format, compare));
  return [...identity, ...metrics, ...extras];
}
