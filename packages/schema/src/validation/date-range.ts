import { object, string } from 'yup';
import { todayUtc } from '../constants/iso-day.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A from/to range of YYYY-MM-DD days that cannot end after `today` (spec 1 §5).
 * `today` is a parameter so the server can pass its own clock and tests a fixed day.
 */
export const dateRangeSchema = (today: string = todayUtc()) =>
  object({
    from: string().required().matches(DAY),
    to: string()
      .required()
      .matches(DAY)
      .test('not-after-today', VALIDATION_MESSAGES.dateRangeEndsAfterToday, (to) => !to || to <= today)
      .test(
        'not-reversed',
        VALIDATION_MESSAGES.dateRangeReversed,
        (to, context) => !to || !context.parent.from || context.parent.from <= to,
      ),
  });
