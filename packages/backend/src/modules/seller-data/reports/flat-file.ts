import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { ReportDocumentError } from './report-document.ts';

export interface FlatFileRow<T> {
  /** The line in the document (the header is line 1). */
  line: number;
  row: T;
}

/**
 * Reads a tab-separated Selling Partner API flat file: a header row, then one record per line.
 * The columns the portal reads are required; Amazon's others may be present and are ignored. A
 * missing column, a short line or a field the model refuses refuses the whole document, saying
 * which line and column.
 */
export function readFlatFile<S extends z.ZodType>(
  documentId: string,
  body: string,
  requiredColumns: readonly string[],
  rowModel: S,
): FlatFileRow<z.output<S>>[] {
  let records: string[][];
  try {
    records = parse(body, { delimiter: '\t', relax_quotes: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw new ReportDocumentError(documentId, error instanceof Error ? error.message : String(error));
  }
  const [header, ...lines] = records;
  if (!header) throw new ReportDocumentError(documentId, 'the document is empty', 'line 1');
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ReportDocumentError(documentId, `missing column(s) ${missing.join(', ')}`, 'line 1');
  }
  return lines.map((cells, index) => {
    const line = index + 2;
    if (cells.length !== header.length) {
      throw new ReportDocumentError(
        documentId,
        `${cells.length} fields where the header has ${header.length}`,
        `line ${line}`,
      );
    }
    const record = Object.fromEntries(header.map((column, i) => [column, cells[i] ?? '']));
    const parsed = rowModel.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ReportDocumentError(
        documentId,
        issue?.message ?? 'invalid',
        `line ${line}, column "${String(issue?.path[0] ?? '')}"`,
      );
    }
    return { line, row: parsed.data };
  });
}

/** An amount as flat files write it ('12.99'; '' when Amazon leaves it out). */
export const AMOUNT_PATTERN = /^-?\d+(\.\d{1,2})?$/;
/** A timestamp with its offset, as flat files write them ('2026-11-20T14:03:12+00:00'). */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

/**
 * Reads a flat file in which `keyColumn` names each row once (a snapshot's SKU, a return's license
 * plate): row by row, a key seen on an earlier line refuses the whole document (`sku AB-1 twice`),
 * otherwise the row becomes a fact (whose own checks may refuse it too, in line order).
 */
export function readFlatFileOncePerKey<S extends z.ZodType<Record<string, unknown>>, F>(
  documentId: string,
  body: string,
  requiredColumns: readonly string[],
  rowModel: S,
  keyColumn: keyof z.output<S> & string,
  toFact: (row: z.output<S>, line: number) => F,
): F[] {
  const seen = new Set<string>();
  return readFlatFile(documentId, body, requiredColumns, rowModel).map(({ line, row }) => {
    const key = String(row[keyColumn]);
    if (seen.has(key)) throw new ReportDocumentError(documentId, `${keyColumn} ${key} twice`, `line ${line}`);
    seen.add(key);
    return toFact(row, line);
  });
}

/** A quantity or amount cell that Amazon leaves blank for none. */
export const blankAsZero = (cell: string): number => (cell === '' ? 0 : Number(cell));
