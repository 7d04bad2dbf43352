import { TZDate } from '@date-fns/tz';

// The simulator stamps ~100k orders and returns with a marketplace's local time. Converting each
// through TZDate cost 5–6 % of the demo seed; a zone's offset is the same for every minute of an
// hour (marketplace zones change offset on the hour), so it is looked up once per zone, day and hour.
const offsets = new Map<string, number>();

/** The instant of a local wall-clock time in `timeZone` (month 1–12), as TZDate reads it. */
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  date: number,
  hour: number,
  minute: number,
  second: number,
): Date {
  const key = `${timeZone}|${year}|${month}|${date}|${hour}`;
  let shift = offsets.get(key);
  if (shift === undefined) {
    shift =
      new TZDate(year, month - 1, date, hour, 0, 0, timeZone).getTime() -
      Date.UTC(year, month - 1, date, hour);
    offsets.set(key, shift);
  }
  return new Date(Date.UTC(year, month - 1, date, hour, minute, second) + shift);
}
