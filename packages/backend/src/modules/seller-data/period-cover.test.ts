import { addIsoDays, type IsoDayRange, isoDaysBetween } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { splitIntoWeeks } from './iso-weeks.ts';
import { coverPeriod, monthToDateDays, type PeriodCover } from './period-cover.ts';

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

describe('the month-to-date days of a period (ADR 0627)', () => {
  // What a month-to-date row holds: a day's month, from its 1st through that day.
  const monthSoFar = (day: string) => daysOf({ from: `${day.slice(0, 8)}01`, to: day });

  it('sums to exactly the days of every period: month ends added, the day before subtracted', () => {
    const start = '2023-12-20';
    for (let i = 0; i < 500; i += 3) {
      for (const length of [1, 2, 7, 28, 30, 31, 32, 60, 90, 366]) {
        const period = { from: addIsoDays(start, i), to: addIsoDays(start, i + length - 1) };
        const { ends, before } = monthToDateDays(period);
        const count = new Map<string, number>();
        for (const end of ends) for (const d of monthSoFar(end)) count.set(d, (count.get(d) ?? 0) + 1);
        if (before) for (const d of monthSoFar(before)) count.set(d, (count.get(d) ?? 0) - 1);
        const covered = [...count].filter(([, n]) => n !== 0);
        expect(
          covered.every(([, n]) => n === 1),
          `${period.from}..${period.to}`,
        ).toBe(true);
        expect(covered.map(([d]) => d).sort()).toEqual(daysOf(period));
        // One row per month touched, and one more only when the period starts after a 1st.
        const months = new Set(daysOf(period).map((d) => d.slice(0, 7))).size;
        expect(ends.length + (before ? 1 : 0)).toBe(months + (period.from.endsWith('-01') ? 0 : 1));
      }
    }
  });

  it('reads a leap February and a year boundary at their own last days', () => {
    expect(monthToDateDays({ from: '2024-02-10', to: '2024-03-05' })).toEqual({
      ends: ['2024-02-29', '2024-03-05'],
      before: '2024-02-09',
    });
    expect(monthToDateDays({ from: '2025-12-01', to: '2026-01-31' })).toEqual({
      ends: ['2025-12-31', '2026-01-31'],
      before: null,
    });
  });
});
