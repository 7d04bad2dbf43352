import { ROUTES } from '../access/routes.ts';

/** What the backend and the gateway log the same way (both write pino JSON lines). */

/** The header that carries the gateway's request id to the backend and back to the caller. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Paths pino blanks out before a line is written: credentials travel in these headers and fields,
 * and a log file must never become a way into an account.
 */
export const REDACTED_LOG_PATHS = [
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Pages whose path carries a credential, read from the route table: every `:token` segment (the
 * register and reset links the portal mails). A new route with a token is cut without an edit here.
 */
const TOKEN_PAGE_PATHS = new RegExp(
  `^(${ROUTES.flatMap((route) => {
    const segments = route.path.split('/');
    const at = segments.indexOf(':token');
    return at < 0 ? [] : [escapeRegExp(`${segments.slice(0, at).join('/')}/`)];
  }).join('|')})[^/?#]+`,
  'i',
);

/** Credentials that travel in URLs (mailed links, download links, sign-in codes, signatures) are cut from logged URLs. */
export function loggableUrl(url: string | undefined): string {
  return (url ?? '')
    .replace(TOKEN_PAGE_PATHS, '$1[redacted]')
    .replace(/(\/downloads\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|sig|code|state|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/** The request as an access line reads it: Node's IncomingMessage, with the id pino-http gave it. */
interface AccessRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  socket?: { remoteAddress?: string } | null;
}

/**
 * What an access-log line keeps of a request and its answer: headers (cookies, tokens) never. They
 * read Node's request and response themselves (pino-http's `wrapSerializers: false`): wrapping first
 * copied every header into a plain object only for these to keep four fields.
 */
export const ACCESS_LOG_SERIALIZERS = {
  req: (req: AccessRequest) => ({
    id: req.id,
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url),
    remoteAddress: req.socket?.remoteAddress,
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/** An access line is an error when the request failed on the server's side, else info. */
export const accessLogLevel = (
  _req: unknown,
  res: { statusCode: number },
  err?: unknown,
): 'error' | 'info' => (err || res.statusCode >= 500 ? 'error' : 'info');

/**
 * How long an idle kept-alive HTTP connection stays open on the gateway and the backend. Longer
 * than a load balancer's idle timeout (60 s), so the proxy, never the server, closes a pooled
 * connection: a server closing one a client is just reusing answers that client with a reset.
 */
export const HTTP_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The pino-http options both services share. An access line holds only what the serializers above
 * keep, with URL credentials already cut, so it needs no redaction pass: `redact: []` replaces the
 * process logger's paths for these lines only (every other line keeps them). Redaction was half the
 * cost of an access line, as measured on the gateway (docs/decisions/0243).
 */
export const ACCESS_LOG_OPTIONS = {
  wrapSerializers: false,
  serializers: ACCESS_LOG_SERIALIZERS,
  customLogLevel: accessLogLevel,
  redact: [] as string[],
};
