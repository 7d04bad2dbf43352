import { addDays, addMonths, endOfMonth, format, parseISO } from 'date-fns';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Months the detail page shows: the chosen month and the five before it. */
export const DETAIL_MONTHS = 6;

/** Spec 3 §9: the commission month defaults to the current UTC month. */
export const readCommissionMonth = (value: string | null | undefined, today: string): string =>
  value && MONTH.test(value) ? value : today.slice(0, 7);

/**
 * The days the detail page asks for: from the first day of the sixth month back through the chosen
 * month's end, capped to yesterday (spec 3 §9; today's sales are still arriving), never before its start.
 */
export function commissionDetailRange(month: string, today: string): { from: string; to: string } {
  const first = parseISO(`${month}-01`);
  const from = format(addMonths(first, 1 - DETAIL_MONTHS), 'yyyy-MM-dd');
  const yesterday = format(addDays(parseISO(today), -1), 'yyyy-MM-dd');
  const end = format(endOfMonth(first), 'yyyy-MM-dd');
  // YYYY-MM-DD days sort as text: the earlier of the month's end and yesterday, not before `from`.
  const capped = [end, yesterday].sort()[0] as string;
  return { from, to: [from, capped].sort()[1] as string };
}
