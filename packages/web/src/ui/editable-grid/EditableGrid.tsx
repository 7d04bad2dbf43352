import 'react-data-grid/lib/styles.css';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  type Column,
  DataGrid,
  type DataGridHandle,
  type RenderEditCellProps,
  type RowsChangeData,
} from 'react-data-grid';
import { type CellEditor, CellEditorInput, optionLabel, pastedValue } from './cell-editors';
import { mergeEdits } from './merge-edits';

export interface EditableGridColumn<Row> {
  key: string;
  name: string;
  width?: number;
  /** Editable columns get an editor (Enter or typing starts it), fill and paste. */
  editable?: boolean;
  /** The editable column's editor; free text when not given. */
  editor?: CellEditor;
  /**
   * Why a cell's value would be refused, in words (null when it is fine): the cell is marked and
   * carries the words, whichever way the value came (typed, pasted, filled).
   */
  problem?: (row: Row) => string | null;
  render?: (row: Row) => React.ReactNode;
}

export interface EditableGridProps<Row> {
  ariaLabel: string;
  columns: readonly EditableGridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Receives each edit as an update of the owner's current rows (a React state setter fits): the
   * owner may have changed its rows since the grid drew the edited ones.
   */
  onRowsChange: (update: (current: Row[]) => Row[]) => void;
  height?: number;
}

const useStyles = makeStyles({
  // Read by screen readers, not drawn: the cell's colour says the same to the eye.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  invalid: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    boxShadow: `inset 0 0 0 1px ${tokens.colorPaletteRedBorder2}`,
  },
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
 * (drag the cell's corner) come from the library. Edits are merged into the owner's rows by key,
 * so rows leaving or moving meanwhile (accepted SKUs) never cost the user an edit.
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
  const gridRef = useRef<DataGridHandle>(null);
  // While a cell editor is open the grid keeps the rows it opened on: a change of the owner's rows
  // would make the library close the editor and drop what is being typed. The owner's rows are
  // shown again as soon as the editor closes, with the edit merged in.
  const [heldRows, setHeldRows] = useState<readonly Row[] | null>(null);
  const shown = heldRows ?? rows;
  // The selected cell follows its row (by key) when rows above it leave, so the next keystroke
  // edits the listing the user was on, not the one that slid into its place.
  const selected = useRef<{ key: string; rowIdx: number; idx: number } | null>(null);
  useLayoutEffect(() => {
    const at = selected.current;
    if (!at) return;
    const rowIdx = shown.findIndex((row) => rowKey(row) === at.key);
    if (rowIdx < 0 || rowIdx === at.rowIdx) return;
    const grid = gridRef.current;
    grid?.selectCell(
      { rowIdx, idx: at.idx },
      { shouldFocusCell: grid.element?.contains(document.activeElement) ?? false },
    );
  }, [shown, rowKey]);

  const byKey = new Map(columns.map((c) => [c.key, c]));
  const gridColumns: Column<Row>[] = columns.map((c) => ({
    key: c.key,
    name: c.name,
    width: c.width,
    resizable: true,
    editable: c.editable ?? false,
    ...(c.problem ? { cellClass: (row: Row) => (c.problem?.(row) ? styles.invalid : undefined) } : {}),
    ...(c.editable
      ? {
          renderEditCell: (props: RenderEditCellProps<Row>) => (
            <CellEditorInput<Row>
              {...props}
              editor={c.editor ?? { kind: 'text' }}
              onOpen={() => setHeldRows((held) => held ?? shown)}
              onClosed={() => setHeldRows(null)}
            />
          ),
        }
      : {}),
    ...(c.render
      ? { renderCell: ({ row }: { row: Row }) => c.render?.(row) }
      : c.editor || c.problem
        ? {
            renderCell: ({ row }: { row: Row }) => {
              const text = optionLabel(c.editor, String(row[c.key] ?? ''));
              const problem = c.problem?.(row) ?? null;
              // The words ride on the cell itself: a title for the pointer, a label for readers.
              return problem ? (
                <span title={problem}>
                  {text}
                  <span className={styles.hidden}> ({problem})</span>
                </span>
              ) : (
                text
              );
            },
          }
        : {}),
  }));
  const applyEdits = (next: Row[], { indexes }: RowsChangeData<Row>) => {
    const edits = indexes.map((i) => ({ row: next[i] as Row, shownAt: i }));
    onRowsChange((current) => mergeEdits(current, edits, rowKey));
  };
  return (
    <DataGrid<Row, unknown, string>
      ref={gridRef}
      aria-label={ariaLabel}
      className={`rdg-light ${styles.grid}`}
      style={{ '--grid-height': `${height}px` } as React.CSSProperties}
      columns={gridColumns}
      rows={shown}
      rowKeyGetter={rowKey}
      onRowsChange={applyEdits}
      onSelectedCellChange={({ row, rowIdx, column }) => {
        selected.current = row ? { key: rowKey(row), rowIdx, idx: column.idx } : null;
      }}
      onFill={({ columnKey, sourceRow, targetRow }) => ({ ...targetRow, [columnKey]: sourceRow[columnKey] })}
      onCellPaste={({ row, column }, event) => {
        const text = event.clipboardData.getData('text/plain');
        return column.editable
          ? { ...row, [column.key]: pastedValue(byKey.get(column.key)?.editor, text) }
          : row;
      }}
      onCellCopy={({ row, column }, event) => {
        event.clipboardData.setData('text/plain', String(row[column.key] ?? ''));
        event.preventDefault();
      }}
    />
  );
}
