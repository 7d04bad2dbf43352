/** Rows per request when the export reads the whole filtered result (the contract's largest page). */
export const EXPORT_PAGE_SIZE = 1000;

/** Reads every page of a result: the export writes the whole filtered list, not the page on screen. */
export async function readAllPages<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<{ rows: readonly Row[]; count: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...answer.rows);
    if (answer.rows.length < EXPORT_PAGE_SIZE || rows.length >= answer.count) return rows;
  }
}
