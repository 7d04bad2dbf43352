import { type Input, type Options, stringify } from 'csv-stringify/sync';

/**
 * CSV for download. Cells that start with = + - @ tab or CR are prefixed with ' (csv-stringify's
 * escape_formulas; numbers are left alone), so a campaign named "=HYPERLINK(…)" coming from an Ads
 * account stays text when the file is opened in a spreadsheet.
 */
export function toCsv(rows: Input, options: Options): string {
  return stringify(rows, { ...options, escape_formulas: true });
}
