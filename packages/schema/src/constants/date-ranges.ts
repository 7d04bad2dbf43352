import {
  addMonths,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  endOfMonth,
  endOfQuarter,
  format,
  isLastDayOfMonth,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  subDays,
  subMonths,
  subQuarters,
  subWeeks,
} from 'date-fns';
import type { CompareRule, DatePreset } from './date-presets.ts';
import { DATE_PRESET_COMPARE } from './date-presets.ts';
import {
  type IsoDay,
  type IsoDayRange,
  isoDayToLocal,
  isoToLocalDayRange,
  type LocalDayRange,
  localToIsoDayRange,
  parseIsoDay,
} from './iso-day.ts';

// One implementation of the spec's date rules (spec 1 §4.4, spec 2 §4) for web, gateway and backend.
// It works on calendar days (iso-day.ts): the *LocalDayRange functions take Dates at local
// midnight, the *IsoDayRange ones YYYY-MM-DD days.

// Weeks start on Monday (ISO), as Amazon's reporting weeks do.
const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

const lastDays = (days: number, yesterday: Date): LocalDayRange => ({
  from: subDays(yesterday, days - 1),
  to: yesterday,
});

/**
 * The range a preset stands for on `today`. N-day presets, the quarter and 6 months end yesterday
 * (today's data is still incomplete); "this week" and "this month" run to today. Null for custom.
 */
export function presetLocalDayRange(preset: DatePreset, today: Date): LocalDayRange | null {
  const day = startOfDay(today);
  const yesterday = subDays(day, 1);
  switch (preset) {
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'thisWeek':
      return { from: startOfWeek(day, WEEK_OPTIONS), to: day };
    case 'thisMonth':
      return { from: startOfMonth(day), to: day };
    case '7d':
      return lastDays(7, yesterday);
    case '30d':
      return lastDays(30, yesterday);
    case '60d':
      return lastDays(60, yesterday);
    case '90d':
      return lastDays(90, yesterday);
    case 'quarter':
      // The quarter yesterday belongs to: on a quarter's first day it is the whole last quarter.
      return { from: startOfQuarter(yesterday), to: yesterday };
    case '6m':
      return { from: startOfMonth(subMonths(yesterday, 5)), to: yesterday };
    case 'custom':
      return null;
  }
}

/** Moves a range back by whole calendar periods, keeping a period-end `to` at the period end. */
function shiftCalendar(
  range: LocalDayRange,
  shift: (d: Date) => Date,
  isPeriodEnd: (d: Date) => boolean,
  periodEnd: (d: Date) => Date,
): LocalDayRange {
  const to = shift(range.to);
  return { from: shift(range.from), to: isPeriodEnd(range.to) ? periodEnd(to) : to };
}

const isLastDayOfQuarter = (d: Date) => isSameDay(d, endOfQuarter(d));

/**
 * The comparison period: quarter → one quarter earlier, month → the previous month, week → the
 * previous week, 6 months → the calendar months just before those the range touches; every other
 * preset (and custom) → the same number of days immediately before. `rule` overrides the preset's
 * (commissions are charged per calendar month, so their compare is always whole months).
 */
export function previousLocalDayRange(
  range: LocalDayRange,
  preset: DatePreset,
  rule: CompareRule = DATE_PRESET_COMPARE[preset],
): LocalDayRange {
  switch (rule) {
    case 'previousQuarter':
      return shiftCalendar(range, (d) => subQuarters(d, 1), isLastDayOfQuarter, endOfQuarter);
    case 'previousMonth':
      return shiftCalendar(range, (d) => subMonths(d, 1), isLastDayOfMonth, endOfMonth);
    case 'previousWeek':
      return { from: subWeeks(range.from, 1), to: subWeeks(range.to, 1) };
    case 'previousMonths': {
      const first = startOfMonth(range.from);
      const months = differenceInCalendarMonths(range.to, range.from) + 1;
      return { from: subMonths(first, months), to: subDays(first, 1) };
    }
    case 'sameLengthBefore': {
      const length = differenceInCalendarDays(range.to, range.from) + 1;
      const to = subDays(range.from, 1);
      return { from: subDays(to, length - 1), to };
    }
  }
}

/** `presetLocalDayRange` on YYYY-MM-DD days. */
export const presetIsoDayRange = (preset: DatePreset, today: IsoDay): IsoDayRange | null => {
  const range = presetLocalDayRange(preset, isoDayToLocal(today));
  return range ? localToIsoDayRange(range) : null;
};

/** `previousLocalDayRange` on YYYY-MM-DD days (spec 1 §4.4). */
export const compareIsoDayRange = (preset: DatePreset, range: IsoDayRange, rule?: CompareRule): IsoDayRange =>
  localToIsoDayRange(previousLocalDayRange(isoToLocalDayRange(range), preset, rule));

/** Every month YYYY-MM from `start` through `end` (YYYY-MM or YYYY-MM-DD), oldest first. */
export const monthsBetween = (start: string, end: string): string[] => {
  const months: string[] = [];
  const last = parseIsoDay(`${end.slice(0, 7)}-01`);
  let cursor = parseIsoDay(`${start.slice(0, 7)}-01`);
  while (cursor && last && cursor <= last) {
    months.push(format(cursor, 'yyyy-MM'));
    cursor = addMonths(cursor, 1);
  }
  return months;
};
