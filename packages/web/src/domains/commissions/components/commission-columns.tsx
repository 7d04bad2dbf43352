import { Link as RouterLink } from 'react-router-dom';
import { type DataTableColumn, formatMetricValue, formatPercentChange } from '../../../ui';
import type { CommissionGroupBy, CommissionTableRow } from '../commission-rows';
import { commissionsDetailUrl } from '../urls';

type Column = DataTableColumn<CommissionTableRow>;

/** Money in the row's currency, to the cent (spec 2 §9). */
const money = (value: unknown, row: CommissionTableRow) =>
  formatMetricValue(value as number | null, 'money', row.currencyCode);

const amount = (field: keyof CommissionTableRow, header: string): Column => ({
  field,
  header,
  align: 'end',
  width: 115,
  format: money,
});

/** The identity columns of a brand row or a category row. */
function identity(groupBy: CommissionGroupBy): Column[] {
  if (groupBy === 'category')
    return [
      { field: 'category', header: 'Category', width: 240 },
      { field: 'name', header: 'Brands', width: 200 },
    ];
  return [
    {
      field: 'brandCode',
      header: 'Brand code',
      width: 120,
      render: (row) =>
        row.brandCode ? (
          <RouterLink to={commissionsDetailUrl(row.brandCode)}>{row.brandCode}</RouterLink>
        ) : null,
      format: (_, row) => row.brandCode ?? '',
    },
    { field: 'name', header: 'Name', width: 180 },
    { field: 'category', header: 'Category', width: 190 },
    { field: 'accountManager', header: 'Account manager', width: 150 },
  ];
}

/** Spec 2 §3 'Brand commission row': value and predicted, with the compare range's and the change. */
export function commissionColumns(groupBy: CommissionGroupBy, compare: boolean): Column[] {
  const columns = [...identity(groupBy), amount('value', 'Value'), amount('predicted', 'Predicted')];
  if (!compare) return columns;
  return [
    ...columns,
    amount('oldValue', 'Old value'),
    amount('oldPredicted', 'Old predicted'),
    amount('change', 'Change'),
    {
      field: 'changePercent',
      header: 'Change %',
      align: 'end',
      width: 95,
      format: (value) => formatPercentChange(value as number | null),
    },
  ];
}
