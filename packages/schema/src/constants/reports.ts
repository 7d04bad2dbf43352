/** Monthly brand report and report list constants (spec 1 §9, spec 2 §9, spec 3 §9). */

/** First month any report exists for. */
export const REPORT_START_MONTH = '2021-04';
/** Brand health's month list starts on this day. */
export const BRAND_HEALTH_START_DATE = '2021-04-01';
/** A monthly report covers this many months ending with the chosen month. */
export const REPORT_MONTHS = 6;
/** The TACoS line shows the last months only. */
export const REPORT_TACOS_MONTHS = 3;
/** ACoS and TACoS are percents rounded to this many decimals. */
export const REPORT_PERCENT_DECIMALS = 2;
/** Suppression tables: recovered listings show at most 10 rows, still-down at most 5, then 'more rows'. */
export const REPORT_RECOVERED_ROWS_LIMIT = 10;
export const REPORT_STILL_DOWN_ROWS_LIMIT = 5;
/** The report update screen's suppressions table. */
export const SUPPRESSION_PAGE_SIZE = 10;
/** Monthly reports list and report tables. */
export const BRAND_REPORTS_PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const BRAND_REPORTS_DEFAULT_PAGE_SIZE = 20;
/** Months are written YYYY-MM in addresses and payloads. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
