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

/** The period presets of spec 1 §4.4 and spec 2 §4; each screen passes the subset it offers. */
export const DATE_PRESETS = [
  'yesterday',
  'thisWeek',
  'thisMonth',
  '7d',
  '30d',
  '60d',
  '90d',
  'quarter',
  '6m',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  thisMonth: 'This month',
  '7d': '7 days',
  '30d': '30 days',
  '60d': '60 days',
  '90d': '90 days',
  quarter: 'Quarter',
  '6m': '6 months',
  custom: 'Custom',
};

/** An inclusive range of calendar days (local midnight). */
export type DateRange = { from: Date; to: Date };

/** Presets that stand for a computed range (all but custom). */
export type RangePreset = Exclude<DatePreset, 'custom'>;

export const DEFAULT_DATE_PRESET: RangePreset = '7d';

/** Spec 1 §5: "A date range cannot end after today." */
export const DATE_RANGE_AFTER_TODAY_MESSAGE = 'A date range cannot end after today';

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
  switch (preset) {
    case 'quarter':
      return shiftCalendar(range, (d) => subQuarters(d, 1), isLastDayOfQuarter, endOfQuarter);
    case 'thisMonth':
      return shiftCalendar(range, (d) => subMonths(d, 1), isLastDayOfMonth, endOfMonth);
    case 'thisWeek':
      return { from: subWeeks(range.from, 1), to: subWeeks(range.to, 1) };
    default: {
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

/** Spec 2 names the presets y and q in addresses; accept those too. */
export function parsePreset(value: string | null | undefined): DatePreset | null {
  if (value === 'y') return 'yesterday';
  if (value === 'q') return 'quarter';
  return (DATE_PRESETS as readonly string[]).includes(value ?? '') ? (value as DatePreset) : null;
}

export const rangeLength = (range: DateRange): number => differenceInCalendarDays(range.to, range.from) + 1;
