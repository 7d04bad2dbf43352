import { type Logger, pino } from 'pino';

export type { Logger };

/**
 * Paths pino blanks out before a line is written: credentials travel in these headers and fields,
 * and a log file must never become a way into an account.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirmation',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
];

export function createLogger(name: string, level: string, destination?: NodeJS.WritableStream): Logger {
  const options = { name, level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}
