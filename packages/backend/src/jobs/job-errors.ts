import { activeJobsLimitMessage, JOB_MESSAGES } from '@portal/schema';
import { HttpError } from '../http/http-error.ts';

/**
 * A failure whose message a user can read as it is ("The brand has no sales in this period.").
 * Thrown by a job's work; any other error is logged and shown as JOB_MESSAGES.failed.
 */
export class JobError extends Error {
  override name = 'JobError';
  constructor(
    message: string,
    /** False when trying again cannot help (bad input, a missing record). */
    readonly retryable = true,
  ) {
    super(message);
  }
}

/**
 * The marketplace (or any connector) answered 429: the job goes back to the queue after
 * `retryAfterSeconds` without spending one of its attempts — being throttled is not failing.
 */
export class ThrottledError extends Error {
  override name = 'ThrottledError';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Throttled',
  ) {
    super(message);
  }
}

/**
 * A user asked for one more job of a kind than they may have unfinished at once (the kind's
 * `activePerUser`): 429 with the reason in words, nothing queued.
 */
export class JobLimitError extends HttpError {
  constructor(label: string, limit: number) {
    super(429, activeJobsLimitMessage(label, limit));
    this.name = 'JobLimitError';
  }
}

/** The message a user reads for an error thrown by a job. */
export const readableMessage = (error: unknown): string =>
  error instanceof JobError ? error.message : JOB_MESSAGES.failed;
