import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_LOG_OPTIONS, REQUEST_ID_HEADER } from '@portal/schema';
import { markRequestSpan } from '@portal/schema/tracing';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.ts';

export { REQUEST_ID_HEADER };

/**
 * One access-log line per request. The gateway is where a request enters the portal, so it creates
 * the id (a caller's own x-request-id is not trusted) and hands it to the backend on every call.
 */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      markRequestSpan(id);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only what an operator needs: headers (cookies, bearer tokens) never reach the log.
    ...ACCESS_LOG_OPTIONS,
  });
}

/** The id pino-http gave this request (set before any route runs). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as IncomingMessage & { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
