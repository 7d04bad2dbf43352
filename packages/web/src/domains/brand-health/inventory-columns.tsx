import { makeStyles, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { DOI_WARNING_DAYS, marketplaceById } from '@portal/schema';
import type { BrandInventoryQuery } from '../../gql/graphql';
import { type DataTableColumn, formatMetricValue, NOT_AVAILABLE } from '../../ui';

export type BrandInventoryRow = BrandInventoryQuery['brandInventory'][number];

const useStyles = makeStyles({
  warning: {
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
});

const count = (value: unknown) => (value == null ? NOT_AVAILABLE : Number(value).toLocaleString('en-US'));
const decimal = (value: unknown) => formatMetricValue(value as number | null, 'decimal');
const text = (value: unknown) => (value == null || value === '' ? NOT_AVAILABLE : String(value));

/** True when stock runs out before a shipment planned today could arrive (DOI_WARNING_DAYS). */
export const isLowInventory = (row: BrandInventoryRow): boolean =>
  row.doi !== null && row.doi < DOI_WARNING_DAYS;

const numeric = (
  field: keyof BrandInventoryRow,
  header: string,
  format: (value: unknown, row: BrandInventoryRow) => string = count,
): DataTableColumn<BrandInventoryRow> => ({
  field,
  header,
  sortable: true,
  align: 'end',
  format,
  firstSortDirection: 'desc',
});

/**
 * Every brand inventory field of spec 2 §3 as a column; the CSV export writes them all. Eighteen
 * columns do not fit a 1440 px window, so the report's day and the units held back from sale (FC
 * transfer, FC processing, customer order, unfulfillable) start hidden and the Columns chooser
 * offers them (ADR 0595).
 */
export function useInventoryColumns(): DataTableColumn<BrandInventoryRow>[] {
  const styles = useStyles();
  return [
    { field: 'sellerSku', header: 'Seller SKU', sortable: true, width: 160 },
    { field: 'asin', header: 'ASIN', sortable: true, width: 120 },
    { field: 'productName', header: 'Product', sortable: true, width: 240 },
    {
      field: 'marketplaceId',
      header: 'Marketplace',
      sortable: true,
      format: (value) => marketplaceById(String(value))?.countryCode ?? text(value),
    },
    // The inventory report's day, the same on every row of a brand's latest report.
    { field: 'date', header: 'Date', sortable: true, format: text, hiddenByDefault: true },
    {
      ...numeric('doi', 'Days of inventory', decimal),
      firstSortDirection: 'asc',
      render: (row) =>
        isLowInventory(row) ? (
          <span className={styles.warning} title={`Less than ${DOI_WARNING_DAYS} days of inventory`}>
            <WarningFilled aria-label="Low inventory" />
            {decimal(row.doi)}
          </span>
        ) : (
          decimal(row.doi)
        ),
    },
    numeric('averageDailySales', 'Average daily sales', decimal),
    numeric('salesLast30Days', 'Sales last 30 days', (value, row) =>
      formatMetricValue(value as number, 'money', row.currencyCode),
    ),
    numeric('unitsSoldLast30Days', 'Units sold last 30 days'),
    numeric('totalUnits', 'Total units'),
    numeric('inbound', 'Inbound'),
    numeric('available', 'Available'),
    { ...numeric('fcTransfer', 'FC transfer'), hiddenByDefault: true },
    { ...numeric('fcProcessing', 'FC processing'), hiddenByDefault: true },
    { ...numeric('customerOrder', 'Customer order'), hiddenByDefault: true },
    { ...numeric('unfulfillable', 'Unfulfillable'), hiddenByDefault: true },
    numeric('recommendedReplenishmentQty', 'Recommended replenishment qty'),
    { field: 'recommendedShipDate', header: 'Recommended ship date', sortable: true, format: text },
  ];
}

/** Rows sorted by a column: numbers as numbers, nulls last in either direction. */
export function sortInventory(
  rows: readonly BrandInventoryRow[],
  sortBy: string,
  direction: 'asc' | 'desc',
): BrandInventoryRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const cell = (row: BrandInventoryRow) => (row as Record<string, unknown>)[sortBy];
  return [...rows].sort((a, b) => {
    const x = cell(a);
    const y = cell(b);
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}
