import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time.ts';

describe('zonedInstant', () => {
  it('gives the instant TZDate gives for every minute across DST changes in the marketplace zones', () => {
    const zones = ['America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'];
    // Days that hold a DST change in one hemisphere or the other, and a plain day.
    const days: Array<[number, number, number]> = [
      [2026, 3, 8],
      [2026, 3, 29],
      [2026, 4, 5],
      [2026, 10, 4],
      [2026, 10, 25],
      [2026, 11, 1],
      [2026, 6, 15],
    ];
    let compared = 0;
    for (const zone of zones) {
      for (const [y, m, d] of days) {
        for (let hour = 0; hour < 24; hour++) {
          for (const minute of [0, 1, 29, 59]) {
            const expected = new TZDate(y, m - 1, d, hour, minute, 17, zone).getTime();
            expect(
              zonedInstant(zone, y, m, d, hour, minute, 17).getTime(),
              `${zone} ${y}-${m}-${d} ${hour}:${minute}`,
            ).toBe(expected);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(5 * 7 * 24 * 4);
  });
});
