/** When a service sends no Retry-After with its 429: wait this long before trying again. */
export const DEFAULT_RETRY_AFTER_SECONDS = 2;

/** A response's Retry-After in seconds (a number of seconds or an HTTP date), else the default. */
export function retryAfterSeconds(response: Response): number {
  const header = response.headers.get('retry-after');
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_SECONDS;
  const asNumber = Number(header);
  if (Number.isFinite(asNumber)) return Math.max(0, asNumber);
  const asDate = Date.parse(header);
  return Number.isFinite(asDate)
    ? Math.max(0, Math.ceil((asDate - Date.now()) / 1000))
    : DEFAULT_RETRY_AFTER_SECONDS;
}
