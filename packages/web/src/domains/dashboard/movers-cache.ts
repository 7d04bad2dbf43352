import type { MoversWindow } from '@portal/schema';

/** What one movers list keeps in local storage: the rows and when (UTC) they were fetched. */
export interface CachedMovers<Row> {
  /** The UTC day the rows were fetched (YYYY-MM-DD). */
  day: string;
  timestamp: number;
  rows: Row[];
  currency: string;
  /** The last day of the window (the last loaded day); absent in lists stored before it was kept. */
  through?: string;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The key of one list. Per user as well as per window: a browser shared by staff and a brand user
 * must never show one the other's movers.
 */
export const moversCacheKey = (userId: string, list: string, window: MoversWindow) =>
  `portal.movers.${userId}.${list}.${window}`;

/**
 * The cached list when it was fetched today (UTC); spec 2 §4: refetched when the stored day is
 * earlier than today's, so a list is fetched at most once per UTC day.
 */
export function readMovers<Row>(storage: Storage, key: string, now = new Date()): CachedMovers<Row> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedMovers<Row>;
    if (typeof cached.day !== 'string' || !Array.isArray(cached.rows)) return null;
    return cached.day < utcDay(now) ? null : cached;
  } catch {
    // Unreadable or blocked storage: fetch instead.
    return null;
  }
}

export function writeMovers<Row>(
  storage: Storage,
  key: string,
  value: { rows: Row[]; currency: string; through?: string },
  now = new Date(),
): void {
  try {
    storage.setItem(key, JSON.stringify({ ...value, day: utcDay(now), timestamp: now.getTime() }));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}
