import {
  Button,
  makeStyles,
  SearchBox,
  Skeleton,
  SkeletonItem,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZE_OPTIONS } from '@portal/schema';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { EmptyState } from '../states/EmptyState';
import { ErrorState } from '../states/ErrorState';
import { SlowHint } from '../states/SlowHint';
import { ColumnChooser } from './ColumnChooser';
import { visibleColumns } from './column-layout';
import { downloadCsv, toCsv } from './csv';
import { Pagination } from './Pagination';
import { useTableLayoutStore } from './table-layout-store';
import { cellText, type DataTableColumn, type SortDirection, type TableLayoutStore } from './types';
import { useTableLayout } from './use-table-layout';

export type DataTableSearch = { value: string; onChange: (value: string) => void; placeholder?: string };

export type DataTableProps<Row> = {
  /** Names the saved layout (per user and per table), e.g. 'alerts'. */
  tableName: string;
  /** Accessible name of the table. */
  ariaLabel: string;
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows and the total count, as the API pages them ({ rows, count }). */
  rows: readonly Row[];
  count: number;
  getRowId?: (row: Row, index: number) => string;
  /** Zero-based page index. */
  page: number;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sortBy?: string | null;
  sortDirection?: SortDirection | null;
  onSortChange?: (sortBy: string, sortDirection: SortDirection) => void;
  /** Filters shown left of the search box. */
  toolbar?: ReactNode;
  search?: DataTableSearch;
  loading?: boolean;
  /** An error message replaces the rows; onRetry adds a retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Shows an Export CSV button that saves the rows and columns on screen under this name. */
  exportFileName?: string;
  onRowClick?: (row: Row) => void;
  /** Overrides the app's layout store (TableLayoutStoreProvider). */
  layoutStore?: TableLayoutStore | null;
  /** Fixed row height in pixels, used by virtualization. */
  rowHeight?: number;
  /** Pages with more rows than this are virtualized inside a scroll area of maxHeight. */
  virtualizeAbove?: number;
  maxHeight?: number;
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  scroll: { overflow: 'auto', position: 'relative' },
  busy: { opacity: 0.6 },
  clickable: { cursor: 'pointer' },
  end: { textAlign: 'end', justifyContent: 'flex-end' },
  headerSticky: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
});

const SKELETON_ROWS = 5;

/** The portal's data grid: server paging and sorting, saved column layout, CSV export, virtualization. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, loading = false, error, rowHeight = 40, maxHeight = 640 } = props;
  const styles = useStyles();
  const contextStore = useTableLayoutStore();
  const store = props.layoutStore === undefined ? contextStore : props.layoutStore;
  const { layout, setLayout } = useTableLayout(props.tableName, columns, store);
  const shown = visibleColumns(columns, layout);
  const virtualize = rows.length > (props.virtualizeAbove ?? 100);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    enabled: virtualize,
    // jsdom and the first paint have no measured size yet: assume the full scroll height.
    initialRect: { width: 0, height: maxHeight },
  });

  const sort = (field: string) => {
    const direction: SortDirection = props.sortBy === field && props.sortDirection === 'asc' ? 'desc' : 'asc';
    props.onSortChange?.(field, direction);
  };

  const rowId = (row: Row, index: number) =>
    props.getRowId?.(row, index) ?? String(props.page * (props.pageSize ?? DEFAULT_PAGE_SIZE) + index);

  const renderRow = (row: Row, index: number) => (
    <TableRow
      key={rowId(row, index)}
      style={{ height: rowHeight }}
      className={props.onRowClick ? styles.clickable : undefined}
      onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
    >
      {shown.map((column) => (
        <TableCell key={column.field} className={column.align === 'end' ? styles.end : undefined}>
          {column.render ? column.render(row) : cellText(column, row)}
        </TableCell>
      ))}
    </TableRow>
  );

  const wholeRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={shown.length}>{content}</TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (error) {
    body = wholeRow(<ErrorState message={error} onRetry={props.onRetry} />);
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <TableRow key={i} aria-hidden>
        {shown.map((column) => (
          <TableCell key={column.field}>
            <Skeleton>
              <SkeletonItem size={16} />
            </Skeleton>
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = wholeRow(<EmptyState message={props.emptyMessage ?? MESSAGES.noData} />);
  } else if (virtualize) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {items.map((item) => renderRow(rows[item.index] as Row, item.index))}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  return (
    <section aria-label={props.ariaLabel}>
      <div className={styles.toolbar}>
        {props.toolbar}
        {props.search && (
          <SearchBox
            aria-label="Search"
            placeholder={props.search.placeholder ?? 'Search'}
            value={props.search.value}
            onChange={(_, d) => props.search?.onChange(d.value)}
          />
        )}
        <span className={styles.grow} />
        {loading && rows.length > 0 && <Spinner size="tiny" aria-label="Loading" />}
        <SlowHint active={loading} />
        <ColumnChooser columns={columns} layout={layout} onLayoutChange={setLayout} />
        {props.exportFileName && (
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={rows.length === 0}
            onClick={() => downloadCsv(props.exportFileName as string, toCsv(shown, rows))}
          >
            Export CSV
          </Button>
        )}
      </div>
      <div ref={scrollRef} className={styles.scroll} style={virtualize ? { maxHeight } : undefined}>
        <Table
          aria-label={props.ariaLabel}
          aria-busy={loading}
          aria-rowcount={props.count + 1}
          sortable={Boolean(props.onSortChange)}
          className={loading && rows.length > 0 ? styles.busy : undefined}
        >
          <TableHeader className={virtualize ? styles.headerSticky : undefined}>
            <TableRow>
              {shown.map((column) => {
                const sortable = Boolean(column.sortable && props.onSortChange);
                const active = props.sortBy === column.field && props.sortDirection;
                return (
                  <TableHeaderCell
                    key={column.field}
                    style={column.width ? { width: column.width } : undefined}
                    className={column.align === 'end' ? styles.end : undefined}
                    sortable={sortable}
                    sortDirection={
                      sortable && active ? (active === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    onClick={sortable ? () => sort(column.field) : undefined}
                  >
                    {column.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      <Pagination
        page={props.page}
        pageSize={props.pageSize ?? DEFAULT_PAGE_SIZE}
        count={props.count}
        pageSizeOptions={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </section>
  );
}
