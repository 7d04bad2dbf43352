import { addDays, differenceInCalendarDays, eachDayOfInterval, formatISO, isValid, parseISO } from 'date-fns';

// The one module for calendar days, shared by web, gateway and backend. Two shapes, named for what
// they hold: an `IsoDay` is a string 'YYYY-MM-DD' (what addresses, REST, SQL and the seed carry),
// a `LocalDayRange` holds Dates at local midnight (what date inputs and the date bar produce).
// Day arithmetic runs on local midnights through date-fns, which counts calendar days across
// daylight-saving changes, so the machine's timezone never shifts an ISO day.

/** A calendar day written YYYY-MM-DD, e.g. '2026-11-20'. */
export type IsoDay = string;

/** An inclusive range of calendar days written YYYY-MM-DD. */
export interface IsoDayRange {
  from: IsoDay;
  to: IsoDay;
}

/** An inclusive range of calendar days held as Dates at local midnight. */
export interface LocalDayRange {
  from: Date;
  to: Date;
}

const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of a Date, YYYY-MM-DD. */
export const formatIsoDay = (date: Date): IsoDay => formatISO(date, { representation: 'date' });

/** Parses a YYYY-MM-DD day as local midnight; null when absent or not a real date. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value || !ISO_DAY_PATTERN.test(value)) return null;
  // parseISO reads a date-only string as local midnight and refuses days that do not exist.
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** `parseIsoDay` for days the caller already knows are well formed; throws on anything else. */
export function isoDayToLocal(day: IsoDay): Date {
  const date = parseIsoDay(day);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return date;
}

/** The day `days` calendar days after `day` (before, when negative). */
export const addIsoDays = (day: IsoDay, days: number): IsoDay =>
  formatIsoDay(addDays(isoDayToLocal(day), days));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const isoDaysBetween = (from: IsoDay, to: IsoDay): number =>
  differenceInCalendarDays(isoDayToLocal(to), isoDayToLocal(from));

/** How many days an inclusive range covers (1 for a single day). */
export const isoDayRangeLength = ({ from, to }: IsoDayRange): number => isoDaysBetween(from, to) + 1;

/** The UTC calendar day of an instant: servers and stored facts count days in UTC. */
export const utcIsoDayOf = (instant: Date): IsoDay => instant.toISOString().slice(0, 10);

/** Today's calendar day in UTC, YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()): IsoDay => utcIsoDayOf(now);

export const localToIsoDayRange = (range: LocalDayRange): IsoDayRange => ({
  from: formatIsoDay(range.from),
  to: formatIsoDay(range.to),
});

export const isoToLocalDayRange = (range: IsoDayRange): LocalDayRange => {
  const from = parseIsoDay(range.from);
  const to = parseIsoDay(range.to);
  if (!from || !to) throw new RangeError(`Not a range of YYYY-MM-DD days: ${range.from}..${range.to}`);
  return { from, to };
};

/** Every day of an inclusive range, oldest first. */
export const eachIsoDayOf = ({ from, to }: IsoDayRange): IsoDay[] =>
  eachDayOfInterval({ start: isoDayToLocal(from), end: isoDayToLocal(to) }).map(formatIsoDay);
