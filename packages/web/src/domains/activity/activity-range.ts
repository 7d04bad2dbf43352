/** 'Entries 41 to 80 of 95' for a zero-based page; 'Entries 0 to 0 of 0' when there is none. */
export function entriesLabel(page: number, pageSize: number, count: number): string {
  if (count === 0) return 'Entries 0 to 0 of 0';
  const from = page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  return `Entries ${from} to ${to} of ${count}`;
}

/** The last zero-based page that holds an entry (0 when there are none). */
export const lastPage = (pageSize: number, count: number): number =>
  Math.max(0, Math.ceil(count / pageSize) - 1);
