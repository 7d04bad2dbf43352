import { ThrottledError } from '../../jobs/job-errors.ts';

/** When the marketplace gives no Retry-After: wait this long before the job is tried again. */
export const DEFAULT_THROTTLE_BACKOFF_SECONDS = 2;

/**
 * A connector's answer of 429 as the error that re-queues its job: after the server's Retry-After
 * (seconds or a date) when it sends one, else after a short default.
 */
export function throttledError(response: Response, operation: string): ThrottledError {
  const header = response.headers.get('retry-after');
  let seconds = DEFAULT_THROTTLE_BACKOFF_SECONDS;
  if (header !== null && header.trim() !== '') {
    const asNumber = Number(header);
    const asDate = Date.parse(header);
    if (Number.isFinite(asNumber)) seconds = Math.max(0, asNumber);
    else if (Number.isFinite(asDate)) seconds = Math.max(0, Math.ceil((asDate - Date.now()) / 1000));
  }
  return new ThrottledError(seconds, `${operation} throttled (429)`);
}
