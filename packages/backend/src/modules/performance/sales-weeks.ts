import { addIsoDays, formatIsoDay, type IsoDayRange, isoDaysBetween, isoDayToLocal } from '@portal/schema';
import { addYears, subYears } from 'date-fns';
import { splitIntoWeeks, weekStartOf } from '../seller-data/iso-weeks.ts';

/**
 * What the sales view reads from the brand-week rollup (docs/decisions/0619) for a range bucketed
 * by `interval`: `mondays`, the ISO weeks lying wholly inside the range and inside one bucket, and
 * `days`, the range's other days as runs (each day exactly once between the two). A week bucket is
 * an ISO week, so every whole week fits; a month bucket holds only the weeks inside that month (a
 * week across a month's end is two buckets' days); a day bucket holds no week. Null when no whole
 * week fits: the range is read from the days.
 */
export function salesWeekSplit(
  range: IsoDayRange,
  interval: 'day' | 'week' | 'month',
): { mondays: string[]; days: IsoDayRange[] } | null {
  if (interval === 'day') return null;
  const mondays: string[] = [];
  const days: IsoDayRange[] = [];
  for (const piece of interval === 'week' ? [range] : monthPieces(range)) {
    const split = splitIntoWeeks(piece);
    for (
      let monday = split.weeks?.from;
      split.weeks && monday && monday <= split.weeks.to;
      monday = addIsoDays(monday, 7)
    )
      mondays.push(monday);
    for (const run of split.days) {
      const previous = days.at(-1);
      // Runs meeting at a month's end are one range scan.
      if (previous && addIsoDays(previous.to, 1) === run.from) previous.to = run.to;
      else days.push({ ...run });
    }
  }
  return mondays.length === 0 ? null : { mondays, days };
}

/** The range cut at each month's first day: one piece per calendar month it touches. */
function monthPieces(range: IsoDayRange): IsoDayRange[] {
  const pieces: IsoDayRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    const [year, month] = from.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const monthEnd = addIsoDays(next, -1);
    // The earlier of the two ISO days (strings: Math.min does not compare them).
    pieces.push({ from, to: [monthEnd, range.to].sort()[0] as string });
    from = next;
  }
  return pieces;
}

/** The same calendar day a year earlier (29 February: the 28th), as PostgreSQL's `- interval '1 year'`. */
export const yearEarlier = (day: string): string => formatIsoDay(subYears(isoDayToLocal(day), 1));

/** A day a year later (29 February: 28 February), as PostgreSQL's `+ interval '1 year'`. */
const yearLater = (day: string): string => formatIsoDay(addYears(isoDayToLocal(day), 1));

/** Where the sales view reads last year's days from (`lastYearPieces`). */
export interface LastYearPieces {
  /** Whole weeks of the brand-week rollup: the Monday, the bucket and the last day of it in the bucket's run. */
  weeks: { monday: string; bucket: string; last: string }[];
  /** Days read from the brand-day tables, each landing in its bucket. */
  days: { day: string; bucket: string }[];
  /** Days a week of bucket `from` holds that are bucket `to`'s: moved over brands summed. */
  moved: { day: string; from: string; to: string }[];
}

/**
 * How the sales view reads last year's days (`yearEarlier` of the range) from the brand-week
 * rollup: each day lands in the bucket of the day a year later, so a bucket's days of last year
 * are one run, which is not week-aligned (a week bucket's last year runs Sunday to Saturday). A
 * run is read as its days up to a Monday, then whole weeks; a week it holds all but the last one or
 * two days of is read whole into the bucket, and those days are `moved` from it to the next bucket
 * (whose run starts with them). A week is read whole only when all its days are inside last year's
 * range, so a moved day is always the next bucket's. Per bucket, the weeks, days and moved days
 * sum every day of last year in it exactly once; per brand the moved days cancel out.
 */
export function lastYearPieces(range: IsoDayRange, interval: 'week' | 'month'): LastYearPieces {
  const from = yearEarlier(range.from);
  const to = yearEarlier(range.to);
  const bucketOf = (day: string) => {
    const later = yearLater(day);
    return interval === 'week' ? weekStartOf(later) : `${later.slice(0, 7)}-01`;
  };
  const pieces: LastYearPieces = { weeks: [], days: [], moved: [] };
  // The days the previous bucket's last week holds, by day: that bucket.
  let overhang = new Map<string, string>();
  let day = from;
  while (day <= to) {
    const bucket = bucketOf(day);
    // The bucket's run: its days from here while they land in it (a year later is never earlier).
    let last = day;
    while (last < to && bucketOf(addIsoDays(last, 1)) === bucket) last = addIsoDays(last, 1);
    const held = overhang;
    overhang = new Map();
    while (day <= last) {
      const sunday = addIsoDays(day, 6);
      const over = sunday <= last ? 0 : isoDaysBetween(last, sunday);
      if (weekStartOf(day) === day && over <= 2 && sunday <= to) {
        pieces.weeks.push({ monday: day, bucket, last: over === 0 ? sunday : last });
        for (let gone = 1; gone <= over; gone++) overhang.set(addIsoDays(last, gone), bucket);
        day = addIsoDays(sunday, 1);
      } else {
        const earlier = held.get(day);
        if (earlier) pieces.moved.push({ day, from: earlier, to: bucket });
        else pieces.days.push({ day, bucket });
        day = addIsoDays(day, 1);
      }
    }
    day = addIsoDays(last, 1);
  }
  return pieces;
}
