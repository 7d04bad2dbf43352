import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ALERT_MESSAGES, ALERTS_LAYOUT_TABLE, ALERTS_ROW_HEIGHT, PAGE_SIZE_OPTIONS } from '@portal/schema';
import type { ReactNode } from 'react';
import type { AlertRowFragment } from '../../../gql/graphql';
import { DataTable, type DataTableColumn, type SortDirection } from '../../../ui';
import { ALERT_DATA_COLUMNS, type StaffColumnProps, staffColumns } from './alert-columns';

export type AlertListPageProps = {
  filters: ReactNode;
  rows: readonly AlertRowFragment[];
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sortBy: string;
  sortDirection: SortDirection;
  onSortChange: (sortBy: string, direction: SortDirection) => void;
  search: string;
  onSearchChange: (value: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Null for brand users: no Action column, checkboxes or bulk hide (spec 2 §6). */
  staff:
    | (StaffColumnProps & {
        /** 'Hide selected' / 'Show selected', or null when both Visible and Hidden are checked. */
        bulkLabel: string | null;
        onBulk: () => void;
      })
    | null;
};

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Spec 2 'Alerts page', All Alerts tab: filters, the grid (row height 108), bulk hide/show and export. */
export function AlertListPage(props: AlertListPageProps) {
  const styles = useStyles();
  const { staff } = props;
  const extra = staff ? staffColumns(staff) : null;
  const columns: DataTableColumn<AlertRowFragment>[] = extra
    ? [extra.select, ...ALERT_DATA_COLUMNS, extra.action]
    : ALERT_DATA_COLUMNS;
  return (
    <section>
      {props.filters}
      <DataTable
        tableName={ALERTS_LAYOUT_TABLE}
        ariaLabel="Alerts"
        columns={columns}
        rows={props.rows}
        count={props.count}
        getRowId={(r) => r.id}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={props.onSortChange}
        rowHeight={ALERTS_ROW_HEIGHT}
        search={{ value: props.search, onChange: props.onSearchChange, placeholder: 'Product contains…' }}
        toolbar={
          <span className={styles.bar}>
            {staff &&
              (staff.bulkLabel ? (
                <Button disabled={staff.selected.size === 0 || staff.busy} onClick={staff.onBulk}>
                  {staff.bulkLabel}
                </Button>
              ) : (
                <Text size={200}>{ALERT_MESSAGES.bulkNeedsOneVisibility}</Text>
              ))}
            <Button
              icon={<ArrowDownloadRegular />}
              disabled={props.exporting || props.count === 0}
              onClick={props.onExport}
            >
              Export to CSV
            </Button>
          </span>
        }
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
