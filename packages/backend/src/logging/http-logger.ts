import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_LOG_OPTIONS, REQUEST_ID_HEADER } from '@portal/schema';
import { markRequestSpan } from '@portal/schema/tracing';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.ts';

export { REQUEST_ID_HEADER };

// The gateway's ids are UUIDs; anything else a caller sends is replaced, so logs cannot be forged.
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request id the gateway created, or a new one for a call that did not come through it. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** One access-log line per request, with the request id echoed back to the caller. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      markRequestSpan(id);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only what an operator needs: headers (cookies, bearer tokens) never reach the log.
    ...ACCESS_LOG_OPTIONS,
  });
}
