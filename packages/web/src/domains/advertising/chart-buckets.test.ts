import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../../ui';
import { bucketAdSeries } from './chart-buckets';

// Monday 2026-03-02 to Sunday 2026-03-15: two whole weeks.
const series = (values: readonly (number | null)[]): ChartPoint[] =>
  values.map((value, i) => ({ at: new Date(2026, 2, 2 + i), value }));
const week = <T>(a: T, b: T): T[] => [...Array(7).fill(a), ...Array(7).fill(b)];

describe('bucketAdSeries', () => {
  it('sums counts and money per week', () => {
    const out = bucketAdSeries(
      { clicks: series(week(3, 5)), advertising_cost: series(week(1.5, 2)) },
      'week',
    );

    expect(out.clicks?.map((p) => p.value)).toEqual([21, 35]);
    expect(out.advertising_cost?.map((p) => p.value)).toEqual([10.5, 14]);
  });

  it('recomputes ACoS from the summed spend and ad revenue, not by averaging daily ratios', () => {
    // Day one: 10 spent on 20 of revenue (50%); the other days: 1 on 100 (1%). Summed: 16/620.
    const cost = series([10, 1, 1, 1, 1, 1, 1]);
    const revenue = series([20, 100, 100, 100, 100, 100, 100]);
    const acos = series([50, 1, 1, 1, 1, 1, 1]);

    const out = bucketAdSeries({ advertising_cost: cost, advertising_revenue: revenue, acos }, 'week');

    expect(out.acos?.[0]?.value).toBe(2.58);
  });

  it('leaves a ratio empty when its denominator sums to zero', () => {
    const out = bucketAdSeries(
      {
        advertising_cost: series(week(1, 1)),
        advertising_revenue: series(week(0, 2)),
        acos: series(week(null, 50)),
      },
      'week',
    );

    expect(out.acos?.map((p) => p.value)).toEqual([null, 50]);
  });

  it('keeps the daily points for the day grain', () => {
    const clicks = series([1, 2, 3]);

    expect(bucketAdSeries({ clicks }, 'day').clicks).toEqual(clicks);
  });
});
