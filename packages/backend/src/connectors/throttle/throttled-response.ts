import { ThrottledError } from '../../jobs/job-errors.ts';
import { retryAfterSeconds } from '../http/retry-after.ts';

export { DEFAULT_RETRY_AFTER_SECONDS as DEFAULT_THROTTLE_BACKOFF_SECONDS } from '../http/retry-after.ts';

/**
 * A connector's answer of 429 as the error that re-queues its job: after the server's Retry-After
 * (seconds or a date) when it sends one, else after a short default.
 */
export function throttledError(response: Response, operation: string): ThrottledError {
  return new ThrottledError(retryAfterSeconds(response), `${operation} throttled (429)`);
}
