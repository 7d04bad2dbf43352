import { differenceInCalendarDays, startOfISOWeek, startOfMonth } from 'date-fns';
import type { ChartPoint } from './MetricChart';

/** How many days one point of a chart over a long range stands for. */
export type ChartGrain = 'day' | 'week' | 'month';

export const CHART_GRAINS: readonly ChartGrain[] = ['day', 'week', 'month'];

export const CHART_GRAIN_LABELS: Readonly<Record<ChartGrain, string>> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export const isChartGrain = (value: unknown): value is ChartGrain =>
  (CHART_GRAINS as readonly unknown[]).includes(value);

/** Up to a month a point per day; up to half a year a point per week; beyond, a point per month. */
const DAILY_UP_TO_DAYS = 31;
const WEEKLY_UP_TO_DAYS = 183;

/**
 * The grain a range is charted in unless the user picks another: 90 days as 90 points is noise, 13
 * weekly points read as a trend.
 */
export function defaultChartGrain(range: { from: Date; to: Date }): ChartGrain {
  const days = differenceInCalendarDays(range.to, range.from) + 1;
  if (days <= DAILY_UP_TO_DAYS) return 'day';
  if (days <= WEEKLY_UP_TO_DAYS) return 'week';
  return 'month';
}

/** The first day of the bucket a day falls in (weeks start on Monday, as ISO weeks do). */
export function grainStart(at: Date, grain: ChartGrain): Date {
  if (grain === 'week') return startOfISOWeek(at);
  if (grain === 'month') return startOfMonth(at);
  return at;
}

export type ChartBucket = { at: Date; indexes: number[] };

/**
 * The points of a daily series grouped by bucket, in order: each bucket starts where its first day
 * falls (a range starting mid-week starts with a short week) and lists the positions of its days.
 */
export function bucketsOf(points: readonly ChartPoint[], grain: ChartGrain): ChartBucket[] {
  const buckets: ChartBucket[] = [];
  points.forEach((point, index) => {
    const start = grainStart(point.at, grain).getTime();
    const last = buckets.at(-1);
    if (last && grainStart(last.at, grain).getTime() === start) last.indexes.push(index);
    else buckets.push({ at: point.at, indexes: [index] });
  });
  return buckets;
}
