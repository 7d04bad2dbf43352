import { describe, expect, it } from 'vitest';
import { bucketsOf, defaultChartGrain } from './chart-grain';

const day = (iso: string) => new Date(`${iso}T00:00:00`);
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ at: new Date(day(from).getTime() + i * 86_400_000), value: i }));

describe('defaultChartGrain', () => {
  it('charts up to a month by the day', () => {
    expect(defaultChartGrain({ from: day('2026-03-01'), to: day('2026-03-31') })).toBe('day');
  });
  it('charts 90 days by the week', () => {
    expect(defaultChartGrain({ from: day('2026-01-01'), to: day('2026-03-31') })).toBe('week');
  });
  it('charts a year by the month', () => {
    expect(defaultChartGrain({ from: day('2025-04-01'), to: day('2026-03-31') })).toBe('month');
  });
});

describe('bucketsOf', () => {
  it('starts a new week on each Monday, the first bucket at the first day', () => {
    // 2026-03-05 is a Thursday: Thu–Sun, then a full week, then Monday alone.
    const buckets = bucketsOf(days('2026-03-05', 12), 'week');

    expect(buckets.map((b) => b.indexes.length)).toEqual([4, 7, 1]);
    expect(buckets[1]?.at).toEqual(day('2026-03-09'));
  });
  it('groups by calendar month', () => {
    const buckets = bucketsOf(days('2026-01-30', 32), 'month');

    expect(buckets.map((b) => b.indexes.length)).toEqual([2, 28, 2]);
  });
  it('keeps one bucket per day for the day grain', () => {
    expect(bucketsOf(days('2026-03-05', 3), 'day')).toHaveLength(3);
  });
});
