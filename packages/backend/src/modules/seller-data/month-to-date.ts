import { addIsoDays, type IsoDay, type IsoDayRange } from '@portal/schema';

/**
 * The rows of a month-to-date rollup (docs/decisions/0628) whose signed sum is a range of days: a
 * row of day d holds the sums from d's month's 1st through d, so the range [from, to] is, for each
 * calendar month it touches, the row at min(to, the month's last day) (`plus`), less the row of the
 * day before `from` when `from` is not a 1st (`minus`, in the first month only). A row missing from
 * the rollup counts 0: an ASIN's month has rows from its first day with a fact on.
 */
export interface MonthToDateTerms {
  plus: IsoDay[];
  minus: IsoDay[];
}

/** The last day of the month holding `day`. */
export const monthEndOf = (day: IsoDay): IsoDay => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The 1st of the month holding `day`. */
export const monthStartOf = (day: IsoDay): IsoDay => `${day.slice(0, 8)}01`;

export function monthToDateTerms(range: IsoDayRange): MonthToDateTerms {
  if (range.from > range.to) return { plus: [], minus: [] };
  const plus: IsoDay[] = [];
  for (let end = monthEndOf(range.from); ; end = monthEndOf(addIsoDays(end, 1))) {
    if (end >= range.to) {
      plus.push(range.to);
      break;
    }
    plus.push(end);
  }
  const minus = range.from === monthStartOf(range.from) ? [] : [addIsoDays(range.from, -1)];
  return { plus, minus };
}

/**
 * The months holding some changed days, each with its first changed day: a month's rows from that
 * day to its end are rebuilt (the rows before it sum days that did not change).
 */
export function changedMonths(
  days: readonly IsoDay[],
): { monthStart: IsoDay; firstChanged: IsoDay; monthEnd: IsoDay }[] {
  const first = new Map<IsoDay, IsoDay>();
  for (const day of days) {
    const month = monthStartOf(day);
    const seen = first.get(month);
    if (seen === undefined || day < seen) first.set(month, day);
  }
  return [...first.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, firstChanged]) => ({ monthStart: month, firstChanged, monthEnd: monthEndOf(month) }));
}
