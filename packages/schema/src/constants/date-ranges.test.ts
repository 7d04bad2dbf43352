import { describe, expect, it } from 'vitest';
import { parseDatePreset } from './date-presets.ts';
import { compareIsoDayRange, monthsBetween, presetIsoDayRange } from './date-ranges.ts';

// A Wednesday, so week arithmetic is visible.
const TODAY = '2026-03-18';

describe('presetIsoDayRange', () => {
  it('makes the 7 days end yesterday', () => {
    expect(presetIsoDayRange('7d', TODAY)).toEqual({ from: '2026-03-11', to: '2026-03-17' });
  });

  it('starts this week on Monday and this month on the first', () => {
    expect(presetIsoDayRange('thisWeek', TODAY)).toEqual({ from: '2026-03-16', to: TODAY });
    expect(presetIsoDayRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
  });

  it('starts the quarter on the first day of the calendar quarter', () => {
    expect(presetIsoDayRange('quarter', TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-17' });
  });

  it('covers six calendar months through yesterday for 6m', () => {
    expect(presetIsoDayRange('6m', TODAY)).toEqual({ from: '2025-10-01', to: '2026-03-17' });
  });

  it('has no range of its own for custom', () => {
    expect(presetIsoDayRange('custom', TODAY)).toBeNull();
  });
});

describe('compareIsoDayRange', () => {
  it('compares six calendar months with the six whole months before them', () => {
    expect(compareIsoDayRange('6m', { from: '2025-10-01', to: '2026-03-17' })).toEqual({
      from: '2025-04-01',
      to: '2025-09-30',
    });
  });

  it('compares a custom range by whole months when told to', () => {
    expect(compareIsoDayRange('custom', { from: '2026-02-10', to: '2026-03-05' }, 'previousMonths')).toEqual({
      from: '2025-12-01',
      to: '2026-01-31',
    });
  });

  it('compares rolling presets with the same length immediately before', () => {
    expect(compareIsoDayRange('7d', { from: '2026-03-11', to: '2026-03-17' })).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
  });

  it('compares a whole month with the whole previous month', () => {
    expect(compareIsoDayRange('thisMonth', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('compares the quarter with the previous quarter and the week with the previous week', () => {
    expect(compareIsoDayRange('quarter', { from: '2026-01-01', to: '2026-03-17' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-17',
    });
    expect(compareIsoDayRange('quarter', { from: '2026-04-01', to: '2026-06-30' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(compareIsoDayRange('thisWeek', { from: '2026-03-16', to: TODAY })).toEqual({
      from: '2026-03-09',
      to: '2026-03-11',
    });
  });
});

describe('the string and Date forms agree', () => {
  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => presetIsoDayRange('7d', '18/03/2026')).toThrow(RangeError);
  });

  it('keeps the February end when comparing March', () => {
    expect(compareIsoDayRange('thisMonth', { from: '2024-03-01', to: '2024-03-31' })).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

describe('monthsBetween', () => {
  it('lists every month inclusive, across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02-10')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('parseDatePreset', () => {
  it('reads the short address spellings y and q', () => {
    expect(parseDatePreset('y')).toBe('yesterday');
    expect(parseDatePreset('q')).toBe('quarter');
    expect(parseDatePreset('week')).toBeNull();
  });
});
