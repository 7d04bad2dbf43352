import type { CommissionDetailQuery } from '../../../gql/graphql';
import { type DataTableColumn, formatMetricValue } from '../../../ui';

export type CommissionMonthRow = CommissionDetailQuery['commissionDetail']['months'][number];

/** A month's amounts and how they arose: gross sales, days loaded, the waiver, value and prediction. */
export function commissionMonthColumns(currency: string): DataTableColumn<CommissionMonthRow>[] {
  const money = (value: unknown) => formatMetricValue(value as number | null, 'money', currency);
  return [
    { field: 'month', header: 'Month', width: 100 },
    { field: 'sales', header: 'Gross sales', align: 'end', width: 140, format: money },
    {
      field: 'units',
      header: 'Units',
      align: 'end',
      width: 90,
      format: (value) => formatMetricValue(value as number | null, 'integer'),
    },
    {
      field: 'daysLoaded',
      header: 'Days loaded',
      align: 'end',
      width: 120,
      // The totals row has no days of its own.
      format: (_, row) => (row.daysInMonth > 0 ? `${row.daysLoaded} of ${row.daysInMonth}` : ''),
    },
    {
      field: 'salesPercentage',
      header: 'Waived',
      align: 'end',
      width: 90,
      format: (value, row) => (row.daysInMonth > 0 ? `${value}%` : ''),
    },
    { field: 'value', header: 'Value', align: 'end', width: 130, format: money },
    { field: 'predicted', header: 'Predicted', align: 'end', width: 130, format: money },
  ];
}
