import {
  DATE_PRESET_COMPARE,
  type DatePreset,
  parseDatePreset,
  DEFAULT_DATE_PRESET as SCHEMA_DEFAULT_PRESET,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import {
  differenceInCalendarDays,
  endOfMonth,
  endOfQuarter,
  format,
  isAfter,
  isLastDayOfMonth,
  isSameDay,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  subDays,
  subMonths,
  subQuarters,
  subWeeks,
} from 'date-fns';

// Preset names, labels, compare rules and messages are the schema's (nobody re-types a constant);
// the date arithmetic here works on the user's local calendar days, which date inputs produce.
export { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from '@portal/schema';

/** An inclusive range of calendar days (local midnight). */
export type DateRange = { from: Date; to: Date };

/** Presets that stand for a computed range (all but custom). */
export type RangePreset = Exclude<DatePreset, 'custom'>;

/** Spec 2 §5: the last 7 days ending yesterday when the address has none. */
export const DEFAULT_DATE_PRESET: RangePreset =
  SCHEMA_DEFAULT_PRESET === 'custom' ? '7d' : SCHEMA_DEFAULT_PRESET;

/** Spec 1 §5: a date range cannot end after today. */
export const DATE_RANGE_AFTER_TODAY_MESSAGE = VALIDATION_MESSAGES.dateRangeEndsAfterToday;
export const DATE_RANGE_REVERSED_MESSAGE = VALIDATION_MESSAGES.dateRangeReversed;

// Weeks start on Monday (ISO), as in Amazon's own reporting weeks.
const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

const lastDays = (days: number, yesterday: Date): DateRange => ({
  from: subDays(yesterday, days - 1),
  to: yesterday,
});

/**
 * The range a preset stands for on `today`. N-day presets, the quarter and 6 months end yesterday
 * (today's data is still incomplete); "this week" and "this month" run to today, their whole point.
 * Returns null for custom, whose range the user picks.
 */
export function presetRange(preset: DatePreset, today: Date): DateRange | null {
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
      // The quarter that yesterday belongs to, so on the first day of a quarter it is the whole last one.
      return { from: startOfQuarter(yesterday), to: yesterday };
    case '6m':
      // Six calendar months through yesterday (spec 2 §9: 6 months, end capped to yesterday).
      return { from: startOfMonth(subMonths(yesterday, 5)), to: yesterday };
    case 'custom':
      return null;
  }
}

/** Moves a range back by whole calendar periods, keeping a period-end `to` at the period end. */
function shiftCalendar(
  range: DateRange,
  shift: (d: Date) => Date,
  isPeriodEnd: (d: Date) => boolean,
  periodEnd: (d: Date) => Date,
): DateRange {
  const to = shift(range.to);
  return { from: shift(range.from), to: isPeriodEnd(range.to) ? periodEnd(to) : to };
}

const isLastDayOfQuarter = (d: Date) => isSameDay(d, endOfQuarter(d));

/**
 * The comparison period (spec 1 §4.4, spec 2 §4): quarter → one quarter earlier, month → the previous
 * month, week → the previous week; every other preset (and custom) → the same number of days
 * immediately before the range.
 */
export function previousPeriod(range: DateRange, preset: DatePreset): DateRange {
  switch (DATE_PRESET_COMPARE[preset]) {
    case 'previousQuarter':
      return shiftCalendar(range, (d) => subQuarters(d, 1), isLastDayOfQuarter, endOfQuarter);
    case 'previousMonth':
      return shiftCalendar(range, (d) => subMonths(d, 1), isLastDayOfMonth, endOfMonth);
    case 'previousWeek':
      return { from: subWeeks(range.from, 1), to: subWeeks(range.to, 1) };
    case 'sameLengthBefore': {
      const length = differenceInCalendarDays(range.to, range.from) + 1;
      const to = subDays(range.from, 1);
      return { from: subDays(to, length - 1), to };
    }
  }
}

/** True when the range ends after today (spec 1 §5 refuses it). */
export function endsAfterToday(range: Pick<DateRange, 'to'>, today: Date): boolean {
  return isAfter(startOfDay(range.to), startOfDay(today));
}

const ISO_DAY = 'yyyy-MM-dd';

export const formatIsoDay = (date: Date): string => format(date, ISO_DAY);

/** Parses a YYYY-MM-DD day as local midnight; null when absent or not a real date. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO_DAY, new Date(0));
  return isValid(date) ? date : null;
}

/** Spec 2 names the presets y and q in addresses; the schema's parser reads both spellings. */
export const parsePreset = parseDatePreset;

export const rangeLength = (range: DateRange): number => differenceInCalendarDays(range.to, range.from) + 1;
