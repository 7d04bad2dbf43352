import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from './http-error.ts';

/** Errors raised by body-parser carry a status and a type; these are the caller's fault. */
interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large (limit 100kb)',
  'entity.parse.failed': 'Malformed JSON in request body',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ statusCode: 404, message: `Cannot ${req.method} ${req.path}` });
};

export function createErrorHandler(log: (message: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.statusCode).json({ statusCode: err.statusCode, message: err.message });
      return;
    }
    const parser = (typeof err === 'object' && err !== null ? err : {}) as ParserError;
    const status = parser.status ?? parser.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message =
        (parser.type && PARSER_MESSAGES[parser.type]) ?? (parser.expose && parser.message) ?? 'Bad request';
      res.status(status).json({ statusCode: status, message });
      return;
    }
    // A PostgreSQL data exception (SQLSTATE class 22: a NUL byte, a malformed number or date) comes
    // from a value the caller sent that no validator caught: refuse it, write nothing.
    const sqlState = (err as { code?: unknown } | null)?.code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      res.status(400).json({ statusCode: 400, message: 'A value in the request is not valid' });
      return;
    }
    // Anything else is ours: log it, tell the caller nothing about internals.
    log('Unhandled error', err);
    if (res.headersSent) return;
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  };
}
