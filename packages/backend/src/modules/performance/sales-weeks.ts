import { addIsoDays, type IsoDayRange } from '@portal/schema';
import { splitIntoWeeks } from '../seller-data/iso-weeks.ts';

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
