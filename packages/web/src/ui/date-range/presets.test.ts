import { describe, expect, it } from 'vitest';
import {
  type DatePreset,
  endsAfterToday,
  formatIsoDay,
  type LocalDayRange,
  parseIsoDay,
  parsePreset,
  presetLocalDayRange,
  previousLocalDayRange,
} from './presets';

const day = (iso: string): Date => {
  const parsed = parseIsoDay(iso);
  if (!parsed) throw new Error(`bad fixture day ${iso}`);
  return parsed;
};
const range = (from: string, to: string): LocalDayRange => ({ from: day(from), to: day(to) });
const iso = (r: LocalDayRange | null) => (r ? { from: formatIsoDay(r.from), to: formatIsoDay(r.to) } : null);

describe('presetLocalDayRange', () => {
  const today = day('2026-03-18'); // a Wednesday

  it.each<[DatePreset, string, string]>([
    ['yesterday', '2026-03-17', '2026-03-17'],
    ['thisWeek', '2026-03-16', '2026-03-18'],
    ['thisMonth', '2026-03-01', '2026-03-18'],
    ['7d', '2026-03-11', '2026-03-17'],
    ['30d', '2026-02-16', '2026-03-17'],
    ['60d', '2026-01-17', '2026-03-17'],
    ['90d', '2025-12-18', '2026-03-17'],
    ['quarter', '2026-01-01', '2026-03-17'],
    ['6m', '2025-10-01', '2026-03-17'],
  ])('gives %s as %s to %s', (preset, from, to) => {
    expect(iso(presetLocalDayRange(preset, today))).toEqual({ from, to });
  });

  it('defaults the 7 days to end yesterday, even across a year boundary', () => {
    expect(iso(presetLocalDayRange('7d', day('2026-01-03')))).toEqual({
      from: '2025-12-27',
      to: '2026-01-02',
    });
  });

  it('takes the whole last quarter on the first day of a quarter', () => {
    expect(iso(presetLocalDayRange('quarter', day('2026-01-01')))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('has no range for custom', () => {
    expect(presetLocalDayRange('custom', today)).toBeNull();
  });
});

describe('previousLocalDayRange', () => {
  it('compares a quarter to date with the same days of the previous quarter', () => {
    expect(iso(previousLocalDayRange(range('2026-04-01', '2026-05-15'), 'quarter'))).toEqual({
      from: '2026-01-01',
      to: '2026-02-15',
    });
  });

  it('compares a whole quarter with the whole previous quarter across a year boundary', () => {
    expect(iso(previousLocalDayRange(range('2026-01-01', '2026-03-31'), 'quarter'))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('compares a month to date with the previous month', () => {
    expect(iso(previousLocalDayRange(range('2026-03-01', '2026-03-18'), 'thisMonth'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-18',
    });
  });

  it('compares a whole month with the whole previous month, even a shorter one', () => {
    expect(iso(previousLocalDayRange(range('2026-03-01', '2026-03-31'), 'thisMonth'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('compares January with the December before it', () => {
    expect(iso(previousLocalDayRange(range('2026-01-01', '2026-01-12'), 'thisMonth'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-12',
    });
  });

  it('compares a week with the previous week across a year boundary', () => {
    expect(iso(previousLocalDayRange(range('2025-12-29', '2026-01-01'), 'thisWeek'))).toEqual({
      from: '2025-12-22',
      to: '2025-12-25',
    });
  });

  // On 2026-01-04 each N-day range ends 2026-01-03; its comparison is the N days before it.
  it.each<[DatePreset, string, string]>([
    ['7d', '2025-12-21', '2025-12-27'],
    ['30d', '2025-11-05', '2025-12-04'],
    ['60d', '2025-09-06', '2025-11-04'],
    ['90d', '2025-07-08', '2025-10-05'],
  ])('compares %s with the same number of days immediately before', (preset, from, to) => {
    const current = presetLocalDayRange(preset, day('2026-01-04'));
    if (!current) throw new Error('preset has a range');
    expect(iso(previousLocalDayRange(current, preset))).toEqual({ from, to });
  });

  it('compares 7 days ending 2026-01-03 with 2025-12-20 to 2025-12-26', () => {
    expect(iso(previousLocalDayRange(range('2025-12-27', '2026-01-02'), '7d'))).toEqual({
      from: '2025-12-20',
      to: '2025-12-26',
    });
  });

  it('compares a custom range with the same length immediately before', () => {
    expect(iso(previousLocalDayRange(range('2026-02-27', '2026-03-02'), 'custom'))).toEqual({
      from: '2026-02-23',
      to: '2026-02-26',
    });
  });

  it('compares yesterday with the day before', () => {
    expect(iso(previousLocalDayRange(range('2026-01-01', '2026-01-01'), 'yesterday'))).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });
});

describe('endsAfterToday', () => {
  const today = day('2026-03-18');
  it('accepts a range ending today', () => {
    expect(endsAfterToday({ to: day('2026-03-18') }, today)).toBe(false);
  });
  it('refuses a range ending tomorrow', () => {
    expect(endsAfterToday({ to: day('2026-03-19') }, today)).toBe(true);
  });
});

describe('address values', () => {
  it('reads the short spec 2 preset names', () => {
    expect(parsePreset('y')).toBe('yesterday');
    expect(parsePreset('q')).toBe('quarter');
    expect(parsePreset('30d')).toBe('30d');
    expect(parsePreset('bogus')).toBeNull();
  });

  it('refuses days that do not exist', () => {
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('yesterday')).toBeNull();
  });
});
