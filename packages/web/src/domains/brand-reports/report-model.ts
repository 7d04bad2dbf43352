import {
  addMonths,
  currencyOf,
  DEFAULT_MARKETPLACE_ID,
  marketplaceByCountryCode,
  REPORT_PERCENT_DECIMALS,
  REPORT_RECOVERED_ROWS_LIMIT,
  REPORT_STILL_DOWN_ROWS_LIMIT,
  REPORT_TACOS_MONTHS,
  reportMonthsUntil,
} from '@portal/schema';
import type { BrandReportFieldsFragment, BrandReportListQuery } from '../../gql/graphql';
import { formatAxisTick, formatMetricValue } from '../../ui';

export type BrandReportData = BrandReportFieldsFragment;
export type Suppression = BrandReportData['suppressions'][number];
export type MonthlySalesRow = BrandReportData['salesByMonth'][number];
export type StoredReportRow = BrandReportListQuery['brandReports'][number];

export const NOT_AVAILABLE = 'N/A';

/** Plain text of a note's HTML, as the list shows it; parsing never runs the note's scripts. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  for (const block of doc.body.querySelectorAll('p, li, h1, h2, h3, h4, br, blockquote, pre'))
    block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface ReportListRow {
  month: string;
  salesNote: string;
  adNote: string;
}

/** One row per month from 2021-04 to `lastMonth`, newest first; N/A where no report is stored. */
export function reportListRows(stored: readonly StoredReportRow[], lastMonth: string): ReportListRow[] {
  const byMonth = new Map(stored.map((row) => [row.month, row]));
  return reportMonthsUntil(lastMonth).map((month) => {
    const row = byMonth.get(month);
    if (!row) return { month, salesNote: NOT_AVAILABLE, adNote: NOT_AVAILABLE };
    // A month saved with empty notes reads 'N/A' like a month never saved, not as a blank cell.
    const noteText = (html: string | null | undefined) => htmlToText(html) || NOT_AVAILABLE;
    return { month, salesNote: noteText(row.salesNote), adNote: noteText(row.adNote) };
  });
}

/** ACoS/TACoS as the report prints them: a percent rounded to 2 decimals. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `${value.toFixed(REPORT_PERCENT_DECIMALS)}%`;
}

/** The currency a marketplace's figures are in, by its country code (the report groups by it). */
export const currencyOfCountry = (countryCode: string): string =>
  marketplaceByCountryCode(countryCode)?.currency ?? currencyOf(DEFAULT_MARKETPLACE_ID);

/** An amount as the report prints it in a table: the marketplace's currency, cents shown ('£1,234.50'). */
export const formatMoney = (value: number, currency: string): string =>
  formatMetricValue(value, 'money', currency);

/** An amount on a chart axis: short, no cents ('£140K', not '140,000.00'). */
export const formatMoneyTick = (value: number, currency: string): string =>
  formatAxisTick(value, 'money', currency);

/** Sales rows grouped by country code, in the order the server sent them. */
export function salesByMarketplace(rows: readonly MonthlySalesRow[]): Map<string, MonthlySalesRow[]> {
  const groups = new Map<string, MonthlySalesRow[]>();
  for (const row of rows) {
    const list = groups.get(row.countryCode) ?? [];
    list.push(row);
    groups.set(row.countryCode, list);
  }
  return groups;
}

/** The months the TACoS line shows: the last REPORT_TACOS_MONTHS ending the report month. */
export const tacosMonths = (month: string): string[] =>
  Array.from({ length: REPORT_TACOS_MONTHS }, (_, i) => addMonths(month, i - REPORT_TACOS_MONTHS + 1));

export interface TableSlice<T> {
  rows: T[];
  /** Rows left out; shown as 'and N more rows'. */
  more: number;
}

const slice = <T>(rows: T[], limit: number): TableSlice<T> => ({
  rows: rows.slice(0, limit),
  more: Math.max(0, rows.length - limit),
});

export const moreRowsText = (more: number): string => `and ${more} more ${more === 1 ? 'row' : 'rows'}`;

/**
 * The suppression case page: ignored suppressions left out; recovered = lifted before the month
 * ended (at most 10 shown), still down = the rest (at most 5 shown).
 */
export function suppressionTables(report: BrandReportData): {
  recovered: TableSlice<Suppression>;
  stillDown: TableSlice<Suppression>;
} {
  const removed = new Set(report.brandInfo.removedSuppressionIds);
  const monthEnd = Date.parse(`${addMonths(report.month, 1)}-01T00:00:00Z`);
  const shown = report.suppressions.filter((s) => !removed.has(s.id));
  const isRecovered = (s: Suppression) =>
    s.liftedAt !== null && s.liftedAt !== undefined && Date.parse(s.liftedAt) < monthEnd;
  return {
    recovered: slice(shown.filter(isRecovered), REPORT_RECOVERED_ROWS_LIMIT),
    stillDown: slice(
      shown.filter((s) => !isRecovered(s)),
      REPORT_STILL_DOWN_ROWS_LIMIT,
    ),
  };
}

/** The print file name: brand name and month (spec 1 §2.5). */
export const printTitle = (brandName: string, month: string): string => `${brandName} ${month}`;
