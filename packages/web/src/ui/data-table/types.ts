import type { ReactNode } from 'react';

/**
 * One column of a DataTable. `field` is the row's field (the GraphQL field name of a generated row
 * type) and reads the value; `columnKey` names the column in the sort, the address and the saved layout.
 */
export type DataTableColumn<Row> = {
  field: string;
  /**
   * The column's name in the address and in saved layouts when it is not its field: the name links
   * and layouts saved before already hold (sortBy=brand for brandCode). Declared here, nowhere else.
   */
  key?: string;
  header: string;
  sortable?: boolean;
  /** Width in pixels. */
  width?: number;
  /** Custom cell content (links, badges). CSV export uses `format` or the raw value instead. */
  render?: (row: Row) => ReactNode;
  /** Text of the value, used by the cell (when no render) and by the CSV export. */
  format?: (value: unknown, row: Row) => string;
  align?: 'start' | 'end';
  /**
   * On a phone, the width (px) this column keeps with its text wrapping, right after the pinned
   * first column: the text a reader came for in a table of text (an alert's message), which would
   * otherwise sit off to the right or break a word a line.
   */
  phoneWidth?: number;
  /** Offered in the column chooser but not shown until the user picks it. */
  hiddenByDefault?: boolean;
  /** The direction of the first click on the header: 'desc' for metrics, where the top matters. */
  firstSortDirection?: SortDirection;
};

export type SortDirection = 'asc' | 'desc';

/** A column's name in the sort, the address and saved layouts: its key, else its field. */
export const columnKey = (column: { field: string; key?: string }): string => column.key ?? column.field;

/** A user's saved column layout for one table (GraphQL tableLayout / saveTableLayout). */
export type TableLayout = {
  columnVisibilityModel: Record<string, boolean>;
  columnsOrder: string[];
};

/** Where layouts are kept; the app wires it to the API, tests to memory. */
export type TableLayoutStore = {
  load(tableName: string): Promise<TableLayout | null>;
  save(tableName: string, layout: TableLayout): Promise<void>;
};

/** A row's value for a column: rows are plain records keyed by field. */
export const cellValue = <Row>(row: Row, field: string): unknown =>
  (row as Record<string, unknown> | null)?.[field];

/** The text of a cell: its format, else the raw value as text, empty for null. */
export function cellText<Row>(column: DataTableColumn<Row>, row: Row): string {
  const value = cellValue(row, column.field);
  if (column.format) return column.format(value, row);
  return value == null ? '' : String(value);
}
