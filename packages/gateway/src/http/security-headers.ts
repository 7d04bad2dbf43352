import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer. The web app loads only its own scripts (no inline script);
 * Fluent UI writes its styles into <style> tags at run time, hence 'unsafe-inline' for styles only.
 * In development the GraphQL IDE page needs its CDN scripts, so the CSP is left off there.
 */
export function securityHeaders(development: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
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
