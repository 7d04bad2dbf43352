import type { DatePreset } from './date-presets.ts';
import { DATE_PRESET_COMPARE } from './date-presets.ts';

/** A closed range of calendar days written YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

// Calendar days are computed in UTC so that the result never depends on the machine's time zone.
const parse = (day: string): Date => new Date(`${day}T00:00:00Z`);
const format = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
};
const daysBetween = (from: string, to: string): number =>
  Math.round((+parse(to) - +parse(from)) / 86_400_000);
const monthStart = (day: string, monthsBack = 0): string => {
  const d = parse(day);
  return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)));
};
/** Same day of month `months` earlier, clamped to that month's last day. */
const addMonths = (day: string, months: number): string => {
  const d = parse(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return format(target);
};

/** Today's calendar day in UTC, YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()): string => format(now);

/**
 * The range a preset stands for on `today`. Rolling presets end yesterday (the last full day of data);
 * this week and this month run to date. Custom has no range of its own: null.
 */
export const presetRange = (preset: DatePreset, today: string): DateRange | null => {
  const yesterday = addDays(today, -1);
  switch (preset) {
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'thisWeek': {
      const weekday = (parse(today).getUTCDay() + 6) % 7; // Monday = 0
      return { from: addDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case '7d':
    case '30d':
    case '60d':
    case '90d':
      return { from: addDays(yesterday, 1 - Number.parseInt(preset, 10)), to: yesterday };
    case 'quarter': {
      const d = parse(yesterday);
      const quarterStart = format(
        new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3), 1)),
      );
      return { from: quarterStart, to: yesterday };
    }
    case '6m': {
      // Six calendar months through the current month, capped at yesterday (spec 3 §9).
      return { from: monthStart(yesterday, 5), to: yesterday };
    }
    case 'custom':
      return null;
  }
};

/** The previous period compare mode shows beside `range` (spec 1 §4.4). */
export const compareRange = (preset: DatePreset, range: DateRange): DateRange => {
  switch (DATE_PRESET_COMPARE[preset]) {
    case 'previousWeek':
      return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
    case 'previousMonth':
      return { from: addMonths(range.from, -1), to: addMonths(range.to, -1) };
    case 'previousQuarter':
      return { from: addMonths(range.from, -3), to: addMonths(range.to, -3) };
    case 'sameLengthBefore': {
      const length = daysBetween(range.from, range.to) + 1;
      return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
    }
  }
};

/** Every month YYYY-MM from `start` through `end`, oldest first. */
export const monthsBetween = (start: string, end: string): string[] => {
  const months: string[] = [];
  let cursor = `${start.slice(0, 7)}-01`;
  const last = `${end.slice(0, 7)}-01`;
  while (cursor <= last) {
    months.push(cursor.slice(0, 7));
    cursor = addMonths(cursor, 1);
  }
  return months;
};
