import { JobError } from '../jobs/job-errors.ts';

/**
 * An outside service failed a call after the shared client's own retries. It is a JobError so a
 * job's owner reads which service failed instead of a generic message; `retryable` says whether
 * trying the job again later can help (a 5xx or a timeout can, a refused request cannot).
 */
export class ConnectorError extends JobError {
  override name = 'ConnectorError';
  constructor(
    readonly service: string,
    readonly operation: string,
    /** The HTTP status, or null when no answer came (timeout, connection refused). */
    readonly status: number | null,
    retryable: boolean,
  ) {
    super(
      status === null
        ? `${service} did not answer (${operation}); the job will try again.`
        : retryable
          ? `${service} is unavailable (${operation}, HTTP ${status}); the job will try again.`
          : `${service} refused the request (${operation}, HTTP ${status}).`,
      retryable,
    );
  }
}

/** Whether an answer of this status is worth trying again later. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status >= 500;
