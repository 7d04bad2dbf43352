import { addIsoDays } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { changedMonths, monthEndOf, monthToDateTerms } from './month-to-date.ts';

// The signed rows of a month-to-date rollup against the days they stand for (ADR 0628), on a made-up
// daily series over three years with gaps: every range's sum from the rows equals its days' sum.

const FIRST = '2024-01-01';
const DAYS = 3 * 366;
/** A day's value: 0 on some days (no row), otherwise a value unique enough to catch a day counted wrong. */
const amountOn = (i: number) => (i % 7 === 3 || i % 11 === 5 ? 0 : ((i * 7919) % 1000) + 1);
const daily = new Map(Array.from({ length: DAYS }, (_, i) => [addIsoDays(FIRST, i), amountOn(i)]));

/** The rollup's row of a day: the sum from its month's 1st through it (made from the definition). */
const monthToDate = (day: string) => {
  let sum = 0;
  for (let d = `${day.slice(0, 8)}01`; d <= day; d = addIsoDays(d, 1)) sum += daily.get(d) ?? 0;
  return sum;
};
const rangeOfDays = (from: string, to: string) => {
  let sum = 0;
  for (let d = from; d <= to; d = addIsoDays(d, 1)) sum += daily.get(d) ?? 0;
  return sum;
};

describe('the month-to-date rows of a range of days', () => {
  it('sum to the days of every range, whatever months and month ends it spans', () => {
    const wrong: string[] = [];
    for (let start = 40; start < DAYS - 200; start += 3) {
      for (const length of [1, 2, 7, 14, 27, 28, 29, 30, 31, 32, 59, 60, 61, 90, 150]) {
        const from = addIsoDays(FIRST, start);
        const to = addIsoDays(from, length - 1);
        const { plus, minus } = monthToDateTerms({ from, to });
        const sum =
          plus.reduce((s, d) => s + monthToDate(d), 0) - minus.reduce((s, d) => s + monthToDate(d), 0);
        if (sum !== rangeOfDays(from, to)) wrong.push(`${from}..${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads one row per month touched, and the day before only when the range starts after a 1st', () => {
    expect(monthToDateTerms({ from: '2026-10-30', to: '2026-11-28' })).toEqual({
      plus: ['2026-10-31', '2026-11-28'],
      minus: ['2026-10-29'],
    });
    expect(monthToDateTerms({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      plus: ['2026-11-30'],
      minus: [],
    });
    // A leap February, and a range ending on a month's last day.
    expect(monthToDateTerms({ from: '2024-01-31', to: '2024-03-31' })).toEqual({
      plus: ['2024-01-31', '2024-02-29', '2024-03-31'],
      minus: ['2024-01-30'],
    });
    expect(monthToDateTerms({ from: '2026-11-05', to: '2026-11-05' })).toEqual({
      plus: ['2026-11-05'],
      minus: ['2026-11-04'],
    });
  });

  it('rebuilds each changed month from its first changed day to its end', () => {
    expect(changedMonths(['2026-11-03', '2026-10-20', '2026-11-01', '2026-10-31', '2026-10-25'])).toEqual([
      { monthStart: '2026-10-01', firstChanged: '2026-10-20', monthEnd: '2026-10-31' },
      { monthStart: '2026-11-01', firstChanged: '2026-11-01', monthEnd: '2026-11-30' },
    ]);
    expect(monthEndOf('2025-02-10')).toBe('2025-02-28');
  });
});
