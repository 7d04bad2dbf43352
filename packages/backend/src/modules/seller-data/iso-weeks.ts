import { tz } from '@date-fns/tz';
import { format, parseISO, startOfISOWeek } from 'date-fns';
import { addDays } from './simulator/days.ts';

/** An inclusive range of ISO days. */
export interface DayRange {
  from: string;
  to: string;
}

const utc = tz('UTC');

/** The Monday of an ISO day's week: PostgreSQL's `date_trunc('week', day)`, the SKU-week rollup's key. */
export const weekStartOf = (day: string): string =>
  format(startOfISOWeek(parseISO(day, { in: utc }), { in: utc }), 'yyyy-MM-dd');

/**
 * A period split for the SKU-week rollup: `weeks`, the Mondays of the weeks lying wholly inside it
 * (a range of week starts; null when no whole week fits), and `days`, the period's other days — at
 * most a run before the first whole week and a run after the last, or the whole period when no
 * week fits. Together they cover every day of the period exactly once.
 */
export function splitIntoWeeks(period: DayRange): { weeks: DayRange | null; days: DayRange[] } {
  // The first Monday on or after `from`; the last Monday whose Sunday is on or before `to`.
  const firstMonday = weekStartOf(addDays(period.from, 6));
  const lastMonday = weekStartOf(addDays(period.to, -6));
  if (firstMonday > lastMonday) return { weeks: null, days: [period] };
  const days: DayRange[] = [];
  if (period.from < firstMonday) days.push({ from: period.from, to: addDays(firstMonday, -1) });
  const lastSunday = addDays(lastMonday, 6);
  if (lastSunday < period.to) days.push({ from: addDays(lastSunday, 1), to: period.to });
  return { weeks: { from: firstMonday, to: lastMonday }, days };
}
