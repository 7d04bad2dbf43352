import { addDays, differenceInMilliseconds, format, startOfDay } from 'date-fns';

export type ChartInterval = 'minute' | 'hour' | 'day';

/** What a point stands for: spec 2 §4's intervals, or a week or month of a long range (chart-grain). */
export type ChartLabelInterval = ChartInterval | 'week' | 'month';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec 2 §4: minute if the span is under 24 hours, day if over 5 days, otherwise hour. */
export function chartInterval(from: Date, to: Date): ChartInterval {
  const span = differenceInMilliseconds(to, from);
  if (span < DAY_MS) return 'minute';
  if (span > 5 * DAY_MS) return 'day';
  return 'hour';
}

/**
 * The interval for an inclusive range of days: it spans from the first day's start to the end of the
 * last day, so yesterday alone (24 h) is charted by the hour and 7 days by the day.
 */
export const dayRangeInterval = (range: { from: Date; to: Date }): ChartInterval =>
  chartInterval(startOfDay(range.from), addDays(startOfDay(range.to), 1));

/** Spec 2 §4: the keyword chart uses day if the span is over 1 day, otherwise hour (one day: hour). */
export const keywordChartInterval = (range: { from: Date; to: Date }): 'hour' | 'day' =>
  differenceInMilliseconds(addDays(startOfDay(range.to), 1), startOfDay(range.from)) > DAY_MS
    ? 'day'
    : 'hour';

const LABEL_FORMATS: Record<ChartLabelInterval, string> = {
  minute: 'HH:mm',
  hour: 'MMM d HH:00',
  day: 'MMM d',
  // A week is named by its first charted day, a month by its name.
  week: "'Wk' MMM d",
  month: 'MMM yyyy',
};

/** The x-axis label of a point at `at` for the interval. */
export const formatChartLabel = (at: Date, interval: ChartLabelInterval): string =>
  format(at, LABEL_FORMATS[interval]);
