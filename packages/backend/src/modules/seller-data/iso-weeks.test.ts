import { addIsoDays, type IsoDayRange, isoDaysBetween } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { splitIntoWeeks, weekStartOf } from './iso-weeks.ts';

/** Every day a split names, whole weeks expanded to their seven days, in order. */
const daysOfSplit = ({ weeks, days }: ReturnType<typeof splitIntoWeeks>): string[] => {
  const runs: IsoDayRange[] = [...days];
  if (weeks) runs.push({ from: weeks.from, to: addIsoDays(weeks.to, 6) });
  return runs.flatMap((r) =>
    Array.from({ length: isoDaysBetween(r.from, r.to) + 1 }, (_, i) => addIsoDays(r.from, i)),
  );
};

describe('ISO weeks of the SKU-week rollup', () => {
  it('starts a week on its Monday, as PostgreSQL’s date_trunc(week) does', () => {
    // 2026-11-23 is a Monday; 2026-11-29 the Sunday of its week; 2027-01-01 a Friday.
    expect(['2026-11-23', '2026-11-26', '2026-11-29'].map(weekStartOf)).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
    ]);
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('splits every period of up to five weeks into its whole weeks and its other days, each day once', () => {
    const start = '2026-11-16';
    for (let from = 0; from < 14; from++) {
      for (let length = 1; length <= 35; length++) {
        const period = { from: addIsoDays(start, from), to: addIsoDays(start, from + length - 1) };
        const split = splitIntoWeeks(period);
        const days = daysOfSplit(split).sort();

        expect(days, JSON.stringify(period)).toEqual(
          Array.from({ length }, (_, i) => addIsoDays(period.from, i)),
        );
        if (split.weeks) expect(weekStartOf(split.weeks.from)).toBe(split.weeks.from);
        // A run of loose days is shorter than a week: a whole week inside it would have been missed.
        for (const run of split.days)
          if (split.weeks) expect(isoDaysBetween(run.from, run.to)).toBeLessThan(6);
      }
    }
  });

  it('reads a period of fewer than seven days, or one within a week, from the days alone', () => {
    expect(splitIntoWeeks({ from: '2026-11-24', to: '2026-11-28' })).toEqual({
      weeks: null,
      days: [{ from: '2026-11-24', to: '2026-11-28' }],
    });
    expect(splitIntoWeeks({ from: '2026-11-27', to: '2026-12-02' }).weeks).toBeNull();
  });
});
