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

/** Credentials that travel in URLs (download links, sign-in codes, signatures) are cut from logged URLs. */
export function loggableUrl(url: string | undefined): string {
  return (url ?? '')
    .replace(/(\/downloads\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|sig|code|state|access_token)=)[^&#]*/gi, '$1[redacted]');
}
