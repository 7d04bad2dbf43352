import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

// Only these two images exist; anything else is not forwarded at all.
const KINDS = new Set(['logo', 'product-image']);
const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'last-modified',
  'content-security-policy',
  'x-content-type-options',
];

/**
 * GET /brand-assets/{brand_code}/{kind}: brand images live on the backend; the browser (and the printed
 * report) loads them from the portal's own origin, without a bearer (docs/decisions/0010).
 */
export function brandAssetsProxy(upstreamUrl: string): RequestHandler {
  return async (req, res) => {
    const brandCode = String(req.params.brandCode ?? '');
    const kind = String(req.params.kind ?? '');
    if (!KINDS.has(kind)) {
      res.status(404).json({ statusCode: 404, message: 'Image not found' });
      return;
    }
    try {
      const query = new URL(req.originalUrl, 'http://gateway').search;
      const upstream = await fetch(
        `${upstreamUrl}/brand-assets/${encodeURIComponent(brandCode)}/${kind}${query}`,
        {
          headers: { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' },
        },
      );
      res.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.status(503).json({ statusCode: 503, message: 'Service unavailable' });
    }
  };
}
