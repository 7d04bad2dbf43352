/** Day arithmetic on ISO days ('2026-11-20'), in UTC so the machine's timezone never shifts a day. */
export const DAY_MS = 86_400_000;
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
