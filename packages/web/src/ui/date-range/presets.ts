import {
  type DatePreset,
  type LocalDayRange,
  parseDatePreset,
  DEFAULT_DATE_PRESET as SCHEMA_DEFAULT_PRESET,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { isAfter, startOfDay } from 'date-fns';

// Preset names, labels, compare rules, day arithmetic and messages are the schema's (nobody
// re-types a constant or a rule); the date bar works on the user's local calendar days
// (LocalDayRange), which date inputs produce.
export {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type DatePreset,
  formatIsoDay,
  type LocalDayRange,
  parseIsoDay,
  presetLocalDayRange,
  previousLocalDayRange,
} from '@portal/schema';

/**
 * @deprecated The old name of `LocalDayRange`; the schema's IsoDayRange holds strings. Kept only for
 * the performance read path, which another change rewrites — use LocalDayRange.
 */
export type DateRange = LocalDayRange;

/** Presets that stand for a computed range (all but custom). */
export type RangePreset = Exclude<DatePreset, 'custom'>;

/** Spec 2 §5: the last 7 days ending yesterday when the address has none. */
export const DEFAULT_DATE_PRESET: RangePreset =
  SCHEMA_DEFAULT_PRESET === 'custom' ? '7d' : SCHEMA_DEFAULT_PRESET;

/** Spec 1 §5: a date range cannot end after today. */
export const DATE_RANGE_AFTER_TODAY_MESSAGE = VALIDATION_MESSAGES.dateRangeEndsAfterToday;
export const DATE_RANGE_REVERSED_MESSAGE = VALIDATION_MESSAGES.dateRangeReversed;

/** True when the range ends after today (spec 1 §5 refuses it). */
export function endsAfterToday(range: Pick<LocalDayRange, 'to'>, today: Date): boolean {
  return isAfter(startOfDay(range.to), startOfDay(today));
}

/** Spec 2 names the presets y and q in addresses; the schema's parser reads both spellings. */
export const parsePreset = parseDatePreset;
