import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  eachIsoDayOf,
  isoDayRangeLength,
  isoDaysBetween,
  parseIsoDay,
  todayUtc,
} from './iso-day.ts';

describe('the ISO-day module', () => {
  it('adds calendar days across month, year and daylight-saving changes', () => {
    expect(addIsoDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIsoDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIsoDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addIsoDays('2026-10-24', 7)).toBe('2026-10-31');
  });

  it('counts the days between two days and the days a range covers', () => {
    expect(isoDaysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(isoDaysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(isoDayRangeLength({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(eachIsoDayOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('refuses days that do not exist and takes today in UTC', () => {
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('2026-2-3')).toBeNull();
    expect(todayUtc(new Date('2026-11-20T23:30:00-05:00'))).toBe('2026-11-21');
  });
});
