import { Button } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PERFORMANCE_METRIC_TABLE, PERFORMANCE_METRICS, type PerformanceGroupBy } from '@portal/schema';
import {
  type DataTableColumn,
  formatMetricValue,
  formatPercentChange,
  NOT_AVAILABLE,
  percentChange,
} from '../../../ui';
import { flooredMoney, metricFormat } from '../performance-metrics';
import type { PerformanceGridRow } from '../views/use-performance-data';

type Column = DataTableColumn<PerformanceGridRow>;

const text = (field: string, header: string, width = 140): Column => ({
  field,
  header,
  sortable: true,
  width,
});

/** A metric column: the value, and in compare mode the previous value and the change below it. */
function metricColumn(
  field: string,
  header: string,
  format: ReturnType<typeof metricFormat>,
  compare: boolean,
): Column {
  // Money takes the row's currency (revenue floored, spec 2 §9). A row with no single currency
  // spans marketplaces of several: its sum of dollars and pounds means nothing (decision 0290).
  const write = (value: unknown, row: PerformanceGridRow) =>
    field === 'revenue' && !row.currency_code
      ? NOT_AVAILABLE
      : formatMetricValue(
          value as number | null,
          field === 'revenue' ? flooredMoney(row.currency_code as string | null) : format,
        );
  return {
    field,
    header,
    sortable: true,
    align: 'end',
    width: 120,
    format: write,
    render: compare
      ? (row) => {
          const old = row[`old_${field}`] as number | null;
          return (
            <span>
              {write(row[field], row)}
              <br />
              <small>
                {write(old, row)} · {formatPercentChange(percentChange(row[field] as number | null, old))}
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
const EXTRA_COLUMNS: Array<{ field: string; header: string; format: 'percent' | 'integer' }> = [
  { field: 'page_views_percentage', header: 'Page Views %', format: 'percent' },
  { field: 'browser_session', header: 'Browser Sessions', format: 'integer' },
  { field: 'browser_page_views_percentage', header: 'Browser Page Views %', format: 'percent' },
  { field: 'mobile_session', header: 'Mobile Sessions', format: 'integer' },
  { field: 'mobile_page_views_percentage', header: 'Mobile Page Views %', format: 'percent' },
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
  if (groupBy === 'sku') identity.push(text('seller_sku', 'SKU', 160), text('asin', 'ASIN', 120));
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
            {`${asin} (${row.sku_count} SKU${row.sku_count === 1 ? '' : 's'})`}
          </Button>
        );
      },
    });
  }
  if (groupBy !== 'brand_code') identity.push({ field: 'product_name', header: 'Product', width: 220 });
  identity.push(
    {
      ...text('brand_code', 'Brand', 180),
      format: (_, row) => `${row.brand_code ?? ''} - ${row.brand_name ?? ''}`,
    },
    text('account_manager', 'Account Manager', 180),
  );
  const metrics = PERFORMANCE_METRICS.map((id) =>
    metricColumn(id, PERFORMANCE_METRIC_TABLE[id].label, metricFormat(id), compare),
  );
  const extras = EXTRA_COLUMNS.map((c) => metricColumn(c.field, c.header, c.format, compare));
  return [...identity, ...metrics, ...extras];
}
