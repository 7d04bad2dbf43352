import 'react-data-grid/lib/styles.css';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type Column, DataGrid, renderTextEditor } from 'react-data-grid';

export interface EditableGridColumn<Row> {
  key: string;
  name: string;
  width?: number;
  /** Editable columns get a text editor (Enter or typing starts it), fill and paste. */
  editable?: boolean;
  render?: (row: Row) => React.ReactNode;
}

export interface EditableGridProps<Row> {
  ariaLabel: string;
  columns: readonly EditableGridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onRowsChange: (rows: Row[]) => void;
  height?: number;
}

const useStyles = makeStyles({
  grid: {
    blockSize: 'var(--grid-height)',
    maxInlineSize: '100%',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
});

/**
 * The UI kit's editable grid: react-data-grid 7 (pinned), wrapped once. It virtualizes rows and
 * columns, so 10,000 rows render only what is on screen; keyboard editing, copy/paste and fill
 * (drag the cell's corner) come from the library.
 */
export function EditableGrid<Row extends Record<string, unknown>>({
  ariaLabel,
  columns,
  rows,
  rowKey,
  onRowsChange,
  height = 480,
}: EditableGridProps<Row>) {
  const styles = useStyles();
  const gridColumns: Column<Row>[] = columns.map((c) => ({
    key: c.key,
    name: c.name,
    width: c.width,
    resizable: true,
    editable: c.editable ?? false,
    ...(c.editable ? { renderEditCell: renderTextEditor } : {}),
    ...(c.render ? { renderCell: ({ row }: { row: Row }) => c.render?.(row) } : {}),
  }));
  return (
    <DataGrid<Row, unknown, string>
      aria-label={ariaLabel}
      className={`rdg-light ${styles.grid}`}
      style={{ '--grid-height': `${height}px` } as React.CSSProperties}
      columns={gridColumns}
      rows={rows}
      rowKeyGetter={rowKey}
      onRowsChange={onRowsChange}
      onFill={({ columnKey, sourceRow, targetRow }) => ({ ...targetRow, [columnKey]: sourceRow[columnKey] })}
      onCellPaste={({ row, column }, event) => {
        const text = event.clipboardData.getData('text/plain');
        return column.editable ? { ...row, [column.key]: text } : row;
      }}
      onCellCopy={({ row, column }, event) => {
        event.clipboardData.setData('text/plain', String(row[column.key] ?? ''));
        event.preventDefault();
      }}
    />
  );
}
