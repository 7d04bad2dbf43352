/** Calendar months as 'YYYY-MM', in UTC: commissions are billed per calendar month (spec 3 §9). */

export const monthOf = (day: string): string => day.slice(0, 7);

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** Every month from the first through the last, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months;
}

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** Days of `month` up to and including `lastDay` ('YYYY-MM-DD'; none loaded when null). */
export function daysLoadedOf(month: string, lastDay: string | null): number {
  if (lastDay === null || lastDay < `${month}-01`) return 0;
  if (monthOf(lastDay) > month) return daysInMonth(month);
  return Number(lastDay.slice(8, 10));
}
