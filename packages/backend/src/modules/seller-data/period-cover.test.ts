import { addIsoDays, type IsoDayRange, isoDaysBetween } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { splitIntoWeeks } from './iso-weeks.ts';
import { coverPeriod, type PeriodCover } from './period-cover.ts';

const daysOf = (r: IsoDayRange) =>
  Array.from({ length: isoDaysBetween(r.from, r.to) + 1 }, (_, i) => addIsoDays(r.from, i));
const nextMonth = (first: string) => `${addIsoDays(first, 31).slice(0, 8)}01`;

/** Every day a cover names, each piece expanded to its days, in order; and its piece count. */
function expand(cover: PeriodCover): { days: string[]; pieces: number } {
  const days: string[] = [];
  let pieces = 0;
  for (const r of cover.days) {
    days.push(...daysOf(r));
    pieces += daysOf(r).length;
  }
  for (const r of cover.weeks)
    for (const monday of daysOf(r).filter((_, i) => i % 7 === 0)) {
      days.push(...daysOf({ from: monday, to: addIsoDays(monday, 6) }));
      pieces++;
    }
  for (const r of cover.months)
    for (let first = r.from; first <= r.to; first = nextMonth(first)) {
      days.push(...daysOf({ from: first, to: addIsoDays(nextMonth(first), -1) }));
      pieces++;
    }
  return { days: days.sort(), pieces };
}

describe('the month, week and day cover of a period (ADR 0625)', () => {
  it('covers every day of every period once, with no more pieces than weeks and days need', () => {
    // Periods starting on each day of six weeks around a year end and a February, 1 to 130 days long.
    for (const start of ['2026-12-01', '2027-01-20']) {
      for (let from = 0; from < 42; from++) {
        for (let length = 1; length <= 130; length += 7) {
          const period = { from: addIsoDays(start, from), to: addIsoDays(start, from + length - 1) };
          const cover = expand(coverPeriod(period));
          expect(cover.days, JSON.stringify(period)).toEqual(daysOf(period));
          const weeks = splitIntoWeeks(period);
          const weekPieces =
            weeks.days.reduce((n, r) => n + daysOf(r).length, 0) +
            (weeks.weeks ? isoDaysBetween(weeks.weeks.from, weeks.weeks.to) / 7 + 1 : 0);
          expect(cover.pieces).toBeLessThanOrEqual(weekPieces);
          // Without months: the split of ADR 0272, piece for piece.
          expect(expand(coverPeriod(period, { months: false })).pieces).toBe(weekPieces);
        }
      }
    }
  });

  it('takes whole months, then the weeks and days outside them', () => {
    // 2026-08-31 is a Monday; 2026-11-01 a Sunday.
    expect(coverPeriod({ from: '2026-08-31', to: '2026-11-28' })).toEqual({
      months: [{ from: '2026-09-01', to: '2026-10-01' }],
      weeks: [{ from: '2026-11-02', to: '2026-11-16' }],
      days: [
        { from: '2026-08-31', to: '2026-08-31' },
        { from: '2026-11-01', to: '2026-11-01' },
        { from: '2026-11-23', to: '2026-11-28' },
      ],
    });
    expect(coverPeriod({ from: '2026-02-01', to: '2026-02-28' }).months).toEqual([
      { from: '2026-02-01', to: '2026-02-01' },
    ]);
    expect(coverPeriod({ from: '2026-06-03', to: '2026-06-05' })).toEqual({
      months: [],
      weeks: [],
      days: [{ from: '2026-06-03', to: '2026-06-05' }],
    });
  });
});
