import {
  type CompareRule,
  type DatePreset,
  type DayRange,
  formatIsoDay,
  parseDatePreset,
  parseIsoDay,
  presetDayRange,
  previousDayRange,
  DEFAULT_DATE_PRESET as SCHEMA_DEFAULT_PRESET,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { differenceInCalendarDays, isAfter, startOfDay } from 'date-fns';

// Preset names, labels, compare rules and messages are the schema's (nobody re-types a constant);
// the date arithmetic here works on the user's local calendar days, which date inputs produce.
export { DATE_PRESET_LABELS, DATE_PRESETS, type DatePreset } from '@portal/schema';

/** An inclusive range of calendar days (local midnight). */
export type DateRange = DayRange;

/** Presets that stand for a computed range (all but custom). */
export type RangePreset = Exclude<DatePreset, 'custom'>;

/** Spec 2 §5: the last 7 days ending yesterday when the address has none. */
export const DEFAULT_DATE_PRESET: RangePreset =
  SCHEMA_DEFAULT_PRESET === 'custom' ? '7d' : SCHEMA_DEFAULT_PRESET;

/** Spec 1 §5: a date range cannot end after today. */
export const DATE_RANGE_AFTER_TODAY_MESSAGE = VALIDATION_MESSAGES.dateRangeEndsAfterToday;
export const DATE_RANGE_REVERSED_MESSAGE = VALIDATION_MESSAGES.dateRangeReversed;

/**
 * The range a preset stands for on `today` (null for custom). The rules live once, in the schema,
 * so the backend reads a preset exactly as the date bar shows it.
 */
export const presetRange = (preset: DatePreset, today: Date): DateRange | null =>
  presetDayRange(preset, today);

/** The comparison period (spec 1 §4.4, spec 2 §4), from the schema's single implementation. */
export const previousPeriod = (range: DateRange, preset: DatePreset, rule?: CompareRule): DateRange =>
  previousDayRange(range, preset, rule);

/** True when the range ends after today (spec 1 §5 refuses it). */
export function endsAfterToday(range: Pick<DateRange, 'to'>, today: Date): boolean {
  return isAfter(startOfDay(range.to), startOfDay(today));
}

export { formatIsoDay, parseIsoDay };

/** Spec 2 names the presets y and q in addresses; the schema's parser reads both spellings. */
export const parsePreset = parseDatePreset;

export const rangeLength = (range: DateRange): number => differenceInCalendarDays(range.to, range.from) + 1;
