import { REPORT_MONTH_PATTERN, REPORT_MONTHS, REPORT_START_MONTH } from './reports.ts';

/** 'YYYY-MM' of a date in the runtime's local time (the browser's for a user, UTC on servers). */
export const monthOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The month `offset` months after `month` (negative goes back). */
export const addMonths = (month: string, offset: number): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Every report month from REPORT_START_MONTH to `lastMonth`, newest first (the reports list order). */
export const reportMonthsUntil = (lastMonth: string): string[] => {
  const months: string[] = [];
  for (let month = lastMonth; month >= REPORT_START_MONTH; month = addMonths(month, -1)) months.push(month);
  return months;
};

/** True for a well-formed month between REPORT_START_MONTH and `lastMonth`, both included. */
export const isReportMonth = (month: string, lastMonth: string): boolean =>
  REPORT_MONTH_PATTERN.test(month) && month >= REPORT_START_MONTH && month <= lastMonth;

/** The REPORT_MONTHS months a report covers, oldest first, ending with `month`. */
export const reportWindow = (month: string): string[] =>
  Array.from({ length: REPORT_MONTHS }, (_, i) => addMonths(month, i - REPORT_MONTHS + 1));
