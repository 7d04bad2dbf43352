import { REDACTED_LOG_PATHS } from '@portal/schema';
import { type Logger, pino } from 'pino';

export type { Logger };

/** Longest a buffered line waits before it is written when traffic is light. */
const FLUSH_EVERY_MS = 1_000;

export function createLogger(name: string, level: string, destination?: NodeJS.WritableStream): Logger {
  const options = { name, level, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}

/**
 * The process logger on standard output, written in 4 KB batches instead of one blocking write per
 * line: the access line of every request was a tenth of the gateway's CPU per request as a
 * synchronous write (docs/decisions/0242). pino flushes the buffer on exit and on the fatal signals;
 * a timer writes what is left within a second when traffic is light.
 */
export function createProcessLogger(name: string, level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino(
    { name, level, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } },
    destination,
  );
  setInterval(() => logger.flush(), FLUSH_EVERY_MS).unref();
  return logger;
}
