import {
  addIsoDays,
  type IsoDay,
  type IsoDayRange,
  isoDayRangeLength,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { badRequest } from './http-error.ts';

/** Longest range one call may cover: protects the database from a ten-year custom range. */
export const MAX_RANGE_DAYS = 1100;

/**
 * The rules a requested day range must keep beyond its format (spec 1 §5): it runs forwards, ends
 * by today and covers at most MAX_RANGE_DAYS. `label` names the fields in the 400's message.
 */
export function checkRequestedDayRange(range: IsoDayRange, today: IsoDay, label: string): void {
  if (range.from > range.to) throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeReversed}`);
  // The browser sends its own calendar day; a day ahead of UTC is still "today" east of Greenwich.
  if (range.to > addIsoDays(today, 1)) {
    throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeEndsAfterToday}`);
  }
  if (isoDayRangeLength(range) > MAX_RANGE_DAYS) {
    throw badRequest(`${label}: the date range may cover at most ${MAX_RANGE_DAYS} days`);
  }
}
