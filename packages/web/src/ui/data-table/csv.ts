import Papa from 'papaparse';
import { cellText, type DataTableColumn } from './types';

// A text cell starting with one of these runs as a formula in spreadsheets; numbers are left alone.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[-+]?\d[\d,]*(\.\d+)?%?$/;

const neutralize = (text: string): string =>
  FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;

/**
 * The CSV of exactly what the table shows: these columns (visible ones, in displayed order) and
 * these rows, with each cell's format. Quoting follows RFC 4180 (papaparse).
 */
export function toCsv<Row>(columns: readonly DataTableColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => neutralize(cellText(c, row)))),
    },
    { newline: '\r\n' },
  );
}

/** Hands the browser a CSV file to save. The BOM makes Excel read the file as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' });
  downloadBlob(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob);
}

/** Saves a file the page built (a CSV, a PDF) through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
