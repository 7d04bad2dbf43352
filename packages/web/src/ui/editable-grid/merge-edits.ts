/** An edited row and the position it had in the rows the grid showed when it was edited. */
export interface RowEdit<Row> {
  row: Row;
  shownAt: number;
}

/**
 * Puts edited rows into the owner's current rows by key, not by position: rows may have left or
 * moved since the grid drew the ones the user edited (bulk edit removes accepted SKUs as events
 * arrive). An edited row the owner has removed meanwhile comes back where it was shown: the
 * user's edit is never dropped.
 */
export function mergeEdits<Row>(
  current: readonly Row[],
  edits: readonly RowEdit<Row>[],
  rowKey: (row: Row) => string,
): Row[] {
  const next = [...current];
  const at = new Map(next.map((row, i) => [rowKey(row), i]));
  for (const { row, shownAt } of edits) {
    const i = at.get(rowKey(row));
    if (i !== undefined) {
      next[i] = row;
      continue;
    }
    const insertAt = Math.min(shownAt, next.length);
    next.splice(insertAt, 0, row);
    for (let j = insertAt; j < next.length; j += 1) at.set(rowKey(next[j] as Row), j);
  }
  return next;
}
