import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Amazon's catalogue image host: alerts and listings show the product pictures the catalogue links
 * to. Exactly this origin is allowed for images (issue 38 point 12: every alert picture was blocked),
 * not any https: host, so a note's HTML cannot pull pictures from elsewhere.
 */
export const CATALOGUE_IMAGE_ORIGIN = 'https://m.media-amazon.com';

/**
 * The security policy, as helmet states it. The web app loads only its own scripts (no inline
 * script); Fluent UI writes its styles into <style> tags at run time, hence 'unsafe-inline' for
 * styles only. In development the GraphQL IDE page needs its CDN scripts, so the CSP is left off there.
 */
function helmetPolicy(development: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', CATALOGUE_IMAGE_ORIGIN],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers helmet sets, read once from a response it was run on. This policy has no per-request
 * part (no nonce), so every answer gets the same headers; re-running helmet's dozen middlewares on
 * each request cost more than setting the result (docs/decisions/0243).
 */
export function securityHeaderValues(development: boolean): OutgoingHttpHeaders {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let synchronous = false;
  helmetPolicy(development)(res.req as never, res as never, () => {
    synchronous = true;
  });
  // A helmet that ever became asynchronous or conditional would make the snapshot wrong: fail loudly.
  if (!synchronous) throw new Error('helmet did not finish synchronously; security headers cannot be fixed');
  return res.getHeaders();
}

/** Security headers on every answer: helmet's, computed once. */
export function securityHeaders(development: boolean): RequestHandler {
  const entries = Object.entries(securityHeaderValues(development));
  return (_req, res, next) => {
    for (const [name, value] of entries) if (value !== undefined) res.setHeader(name, value);
    next();
  };
}
