import { columnKey, type DataTableColumn, type TableLayout } from './types';

type LayoutColumn = { field: string; key?: string; hiddenByDefault?: boolean };

/** Every column shown but those hidden by default, in definition order. */
export const defaultLayout = (columns: readonly LayoutColumn[]): TableLayout => ({
  columnVisibilityModel: Object.fromEntries(columns.map((c) => [columnKey(c), c.hiddenByDefault !== true])),
  columnsOrder: columns.map(columnKey),
});

/**
 * Fits a saved layout to today's columns: fields that no longer exist are dropped, new columns are
 * appended in definition order and shown (unless hidden by default), so a layout saved by an older
 * version never hides data.
 */
export function normalizeLayout(columns: readonly LayoutColumn[], saved: TableLayout | null): TableLayout {
  if (!saved) return defaultLayout(columns);
  const known = new Set(columns.map(columnKey));
  const order = saved.columnsOrder.filter((field, i, all) => known.has(field) && all.indexOf(field) === i);
  for (const key of columns.map(columnKey)) if (!order.includes(key)) order.push(key);
  const hiddenByDefault = new Set(columns.filter((c) => c.hiddenByDefault).map(columnKey));
  const visibility = Object.fromEntries(
    order.map((field) => [
      field,
      field in saved.columnVisibilityModel
        ? saved.columnVisibilityModel[field] !== false
        : !hiddenByDefault.has(field),
    ]),
  );
  // Never leave the table with no column at all.
  if (!Object.values(visibility).some(Boolean) && order[0]) visibility[order[0]] = true;
  return { columnVisibilityModel: visibility, columnsOrder: order };
}

/** The visible columns in layout order. */
export function visibleColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  layout: TableLayout,
): DataTableColumn<Row>[] {
  const byField = new Map(columns.map((c) => [columnKey(c), c]));
  return layout.columnsOrder
    .filter((field) => layout.columnVisibilityModel[field] !== false)
    .map((field) => byField.get(field))
    .filter((c): c is DataTableColumn<Row> => c !== undefined);
}

export function setColumnVisible(layout: TableLayout, field: string, visible: boolean): TableLayout {
  const next = { ...layout.columnVisibilityModel, [field]: visible };
  if (!Object.values(next).some(Boolean)) return layout; // the last visible column stays
  return { ...layout, columnVisibilityModel: next };
}

/** Moves a column one place up (-1) or down (+1) in the order; out-of-range moves change nothing. */
export function moveColumn(layout: TableLayout, field: string, by: -1 | 1): TableLayout {
  const order = [...layout.columnsOrder];
  const from = order.indexOf(field);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...layout, columnsOrder: order };
}

/**
 * The phone order of a table's columns: the first (identifying) column, then the text given a phone
 * width, then the numeric ones (right-aligned), then the rest, each group in its own order.
 */
export function numbersFirst<C extends { align?: string; phoneWidth?: number }>(columns: readonly C[]): C[] {
  const [first, ...rest] = columns;
  if (!first) return [];
  const keyText = rest.filter((c) => c.phoneWidth !== undefined);
  const others = rest.filter((c) => c.phoneWidth === undefined);
  return [
    first,
    ...keyText,
    ...others.filter((c) => c.align === 'end'),
    ...others.filter((c) => c.align !== 'end'),
  ];
}
