import { REDACTED_LOG_PATHS } from '@portal/schema';
import { type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(name: string, level: string, destination?: NodeJS.WritableStream): Logger {
  const options = { name, level, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}
