import { addIsoDays, formatIsoDay, type IsoDay, type IsoDayRange, isoDayToLocal } from '@portal/schema';
import { startOfISOWeek } from 'date-fns';

/** The Monday of an ISO day's week: PostgreSQL's `date_trunc('week', day)`, the SKU-week rollup's key. */
export const weekStartOf = (day: IsoDay): IsoDay => formatIsoDay(startOfISOWeek(isoDayToLocal(day)));

/**
 * A period split for the SKU-week rollup: `weeks`, the Mondays of the weeks lying wholly inside it
 * (a range of week starts; null when no whole week fits), and `days`, the period's other days — at
 * most a run before the first whole week and a run after the last, or the whole period when no
 * week fits. Together they cover every day of the period exactly once.
 */
export function splitIntoWeeks(period: IsoDayRange): { weeks: IsoDayRange | null; days: IsoDayRange[] } {
  // The first Monday on or after `from`; the last Monday whose Sunday is on or before `to`.
  const firstMonday = weekStartOf(addIsoDays(period.from, 6));
  const lastMonday = weekStartOf(addIsoDays(period.to, -6));
  if (firstMonday > lastMonday) return { weeks: null, days: [period] };
  const days: IsoDayRange[] = [];
  if (period.from < firstMonday) days.push({ from: period.from, to: addIsoDays(firstMonday, -1) });
  const lastSunday = addIsoDays(lastMonday, 6);
  if (lastSunday < period.to) days.push({ from: addIsoDays(lastSunday, 1), to: period.to });
  return { weeks: { from: firstMonday, to: lastMonday }, days };
}
