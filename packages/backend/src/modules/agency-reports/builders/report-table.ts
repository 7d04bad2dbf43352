import type { AppContext } from '../../../app-context.ts';
import { toCsv } from '../../../http/csv.ts';

/** The days a report covers (YYYY-MM-DD, both included). */
export interface ReportRange {
  from: string;
  to: string;
}

export type Cell = string | number | null;

/** A report as rows and headed columns; one CSV writer turns every report into its file. */
export interface ReportTable {
  columns: readonly { key: string; header: string }[];
  rows: readonly Record<string, Cell>[];
}

/** One report type's builder: reads what the matching screen reads, so the numbers agree. */
export type ReportBuilder = (ctx: AppContext, range: ReportRange) => Promise<ReportTable>;

/** The CSV of a report, through the project's one CSV writer (formula cells escaped). */
export const tableCsv = (table: ReportTable): string =>
  toCsv(table.rows as Record<string, Cell>[], { header: true, columns: [...table.columns] });

/** The day after `day` (YYYY-MM-DD), for half-open ranges in SQL. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
