import {
  Button,
  makeStyles,
  mergeClasses,
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
import { BREAKPOINT_MOBILE_MAX, DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZE_OPTIONS } from '@portal/schema';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { EmptyState } from '../states/EmptyState';
import { ErrorState } from '../states/ErrorState';
import { SlowHint } from '../states/SlowHint';
import { useMediaQuery } from '../use-media-query';
import { ColumnChooser } from './ColumnChooser';
import { numbersFirst, visibleColumns } from './column-layout';
import { downloadCsv, toCsv } from './csv';
import { Pagination } from './Pagination';
import { useTableLayoutStore } from './table-layout-store';
import {
  cellText,
  columnKey,
  type DataTableColumn,
  type SortDirection,
  type TableLayoutStore,
} from './types';
import { useOverflows } from './use-overflows';
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
  /** A class for a row that must stand apart (a listing Amazon does not show as submitted). */
  rowClassName?: (row: Row) => string | undefined;
  /** Overrides the app's layout store (TableLayoutStoreProvider). */
  layoutStore?: TableLayoutStore | null;
  /** A totals row under the rows (its values formatted like the columns'), e.g. the sums of the range. */
  totals?: Row | null;
  /** Fixed row height in pixels, used by virtualization. */
  rowHeight?: number;
  /**
   * On a phone: 'equal' (default) shares the width out evenly, so a name and two figures stay in
   * view; 'content' sizes each column to its content and the table scrolls in its own box beside
   * the pinned first column, for tables of text, where equal shares print a long value over its
   * neighbour (the listings' SKU over the title).
   */
  phoneColumns?: 'equal' | 'content';
  /** Pages with more rows than this are virtualized inside a scroll area of maxHeight. */
  virtualizeAbove?: number;
  maxHeight?: number;
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  // The table scrolls sideways inside its own box (never the page) and keeps readable columns.
  // A size container, so a whole-row message can be as wide as the visible box (cqi), not the table.
  scroll: { overflow: 'auto', position: 'relative', maxWidth: '100%', containerType: 'inline-size' },
  // Empty, error: held in view at the box's left edge while the (wider) table scrolls under it;
  // centred across all columns, the message sat off screen to the right of a wide grid.
  wholeRow: { position: 'sticky', left: 0, width: '100cqi', boxSizing: 'border-box' },
  table: { minWidth: 'max-content' },
  // Fluent's table lays its columns out fixed (equal shares when no width is given).
  contentColumns: { tableLayout: 'auto' },
  // On a wider screen the columns share the box by their content (issue 38 point 11): headers and
  // names wrap between words (identifiers and figures never break), so a grid of many columns fits
  // the window instead of cutting its last ones off past the box's edge, and fixed widths no longer
  // print a long header over its neighbour. Too many to fit even so, it scrolls in its box as before.
  fitted: {
    tableLayout: 'auto',
    width: '100%',
    '& th': { whiteSpace: 'normal' },
    '& .fui-TableHeaderCell__button': { whiteSpace: 'normal', overflowWrap: 'break-word' },
    '& th, & td': { paddingLeft: '6px', paddingRight: '6px' },
  },
  // On a phone a header's words wrap inside its column: kept on one line, a right-aligned header
  // wider than its figures ran left under the pinned name and into its neighbour ('ys of inventory').
  phoneHeaders: {
    '& th': { whiteSpace: 'normal' },
    '& .fui-TableHeaderCell__button': { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0 },
  },
  // Sized by its content like the others (an ASIN or SKU needs less than a name's 160 px).
  fittedFirst: { minWidth: 'auto' },
  numeric: { minWidth: '96px', whiteSpace: 'nowrap' },
  // Figures never wrap; their header does.
  fittedNumeric: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
  // The first (name) column stays in view while the metrics scroll under it.
  fixedFirst: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: '160px',
    maxWidth: '320px',
    // On a phone the name column gives way, so two numbers stay in view beside it (issue 38 point 10).
    [`@media (max-width: ${BREAKPOINT_MOBILE_MAX}px)`]: {
      minWidth: '96px',
      maxWidth: '128px',
      overflowWrap: 'anywhere',
    },
  },
  totals: { fontWeight: tokens.fontWeightSemibold },
  busy: { opacity: 0.6 },
  clickable: { cursor: 'pointer' },
  // Numeric headers line up with their right-aligned numbers (the sort button fills the cell).
  end: {
    textAlign: 'end',
    justifyContent: 'flex-end',
    '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end', textAlign: 'end' },
  },
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
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_MAX}px)`);
  const chosen = visibleColumns(columns, layout);
  const virtualize = rows.length > (props.virtualizeAbove ?? 100);

  const scrollRef = useRef<HTMLDivElement>(null);
  const { any: scrolls, sideways } = useOverflows(scrollRef);
  // On a phone, and in any box too narrow for every column (a brand's inventory beside two menus at
  // 1024 px), the numbers come right after the pinned name column, so at least two of them are in
  // view beside it (issue 38 points 10 and 11); a box they all fit keeps the chosen order. The
  // order changes no column's width, so it cannot change whether the box scrolls.
  const shown = phone || sideways ? numbersFirst(chosen) : chosen;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    enabled: virtualize,
    // jsdom and the first paint have no measured size yet: assume the full scroll height.
    initialRect: { width: 0, height: maxHeight },
  });

  const sort = (column: DataTableColumn<Row>) => {
    const first = column.firstSortDirection ?? 'asc';
    const direction: SortDirection =
      props.sortBy === columnKey(column) ? (props.sortDirection === 'asc' ? 'desc' : 'asc') : first;
    props.onSortChange?.(columnKey(column), direction);
  };

  // A page past the end (an old link, ?page=999) goes to the last page instead of an empty table.
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(0, Math.ceil(props.count / pageSize) - 1);
  const pastEnd = !loading && !error && props.count > 0 && props.page > lastPage;
  const { onPageChange } = props;
  useEffect(() => {
    if (pastEnd) onPageChange(lastPage);
  }, [pastEnd, lastPage, onPageChange]);

  // Virtualized pages keep fixed widths: columns sized by content would shift as rows scroll by.
  const fitted = !phone && !virtualize;
  const cellClass = (column: DataTableColumn<Row>, index: number, header = false) =>
    mergeClasses(
      column.align === 'end' && styles.end,
      column.align === 'end' && (fitted ? !header && styles.fittedNumeric : styles.numeric),
      index === 0 && styles.fixedFirst,
      index === 0 && fitted && styles.fittedFirst,
    ) || undefined;

  // Every cell of the column carries the width: a table laid out by content sizes a column by the
  // widest of its cells, and one cell without it would stretch the column to its whole text.
  const phoneStyle = (column: DataTableColumn<Row>) =>
    phone && column.phoneWidth
      ? { width: column.phoneWidth, minWidth: column.phoneWidth, whiteSpace: 'normal' as const }
      : undefined;

  // A fitted grid too wide for its box scrolls anyway: its names keep their usual width then
  // rather than being squeezed to a word a line beside the figures.
  const headerStyle = (column: DataTableColumn<Row>) => {
    if (phone) return phoneStyle(column);
    if (!column.width) return undefined;
    if (!fitted) return { width: column.width };
    return scrolls && column.align !== 'end' ? { minWidth: column.width } : undefined;
  };

  const rowId = (row: Row, index: number) =>
    props.getRowId?.(row, index) ?? String(props.page * (props.pageSize ?? DEFAULT_PAGE_SIZE) + index);

  const renderRow = (row: Row, index: number) => (
    <TableRow
      key={rowId(row, index)}
      style={{ height: rowHeight }}
      className={mergeClasses(props.onRowClick && styles.clickable, props.rowClassName?.(row)) || undefined}
      onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
    >
      {shown.map((column, index) => (
        <TableCell key={columnKey(column)} className={cellClass(column, index)} style={phoneStyle(column)}>
          {column.render ? column.render(row) : cellText(column, row)}
        </TableCell>
      ))}
    </TableRow>
  );

  const wholeRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={shown.length}>
        <div className={styles.wholeRow}>{content}</div>
      </TableCell>
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
          <TableCell key={columnKey(column)}>
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
  const totals = props.totals;
  const totalsRow =
    totals && rows.length > 0 && !error ? (
      <TableRow className={styles.totals} data-role="totals">
        {shown.map((column, index) => (
          <TableCell key={columnKey(column)} className={cellClass(column, index)}>
            {index === 0 ? 'Total' : cellText(column, totals)}
          </TableCell>
        ))}
      </TableRow>
    ) : null;

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
            onClick={() => downloadCsv(props.exportFileName as string, toCsv(chosen, rows))}
          >
            Export CSV
          </Button>
        )}
      </div>
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={virtualize ? { maxHeight } : undefined}
        // Only a box that scrolls takes focus, so arrow keys can scroll it (see useOverflows).
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': `${props.ariaLabel} (scrolls)` } : {})}
      >
        <Table
          data-data-table=""
          aria-label={props.ariaLabel}
          aria-busy={loading}
          aria-rowcount={props.count + 1}
          sortable={Boolean(props.onSortChange)}
          className={mergeClasses(
            !fitted && styles.table,
            phone && props.phoneColumns === 'content' && styles.contentColumns,
            phone && styles.phoneHeaders,
            fitted && styles.fitted,
            loading && rows.length > 0 && styles.busy,
          )}
        >
          <TableHeader className={virtualize ? styles.headerSticky : undefined}>
            <TableRow>
              {shown.map((column, index) => {
                const sortable = Boolean(column.sortable && props.onSortChange);
                const active = props.sortBy === columnKey(column) && props.sortDirection;
                return (
                  <TableHeaderCell
                    key={columnKey(column)}
                    // On a phone the columns size to their figures, so two numbers fit beside the name;
                    // on a wider screen (not virtualized) they share the box by their content.
                    style={headerStyle(column)}
                    className={cellClass(column, index, true)}
                    sortable={sortable}
                    sortDirection={
                      sortable && active ? (active === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    onClick={sortable ? () => sort(column) : undefined}
                  >
                    {column.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {body}
            {totalsRow}
          </TableBody>
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
