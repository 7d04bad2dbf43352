import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { listingEditorContract } from '@portal/schema/rest';
import { Router } from 'express';
import { serviceUnavailableMessage } from '../../errors/upstream-errors.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

/** Where the web app sends a listing image (multipart); the query names the seller and marketplace. */
export const LISTING_IMAGE_UPLOAD_PATH = '/uploads/listing-image';
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'x-content-type-options'];

async function relay(res: import('express').Response, upstream: globalThis.Response) {
  res.status(upstream.status);
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (!upstream.body) return void res.end();
  Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>).pipe(res);
}

/**
 * A listing image (spec 3 §7 uploadImage) is a file, so like the CSV upload it does not go through
 * GraphQL: the gateway streams the body to the backend with the caller's bearer. The stored images
 * are served at the portal's origin without one (their media_location, docs/decisions/0530).
 */
export function listingImageRouter(upstreamUrl: string): Router {
  const router = Router();
  router.put(LISTING_IMAGE_UPLOAD_PATH, async (req, res) => {
    const query = new URLSearchParams({
      sellerId: String(req.query.sellerId ?? ''),
      marketplaceId: String(req.query.marketplaceId ?? ''),
    });
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' };
    for (const name of ['authorization', 'content-type', 'content-length'])
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    try {
      const upstream = await fetch(`${upstreamUrl}${listingEditorContract.uploadImage.path}?${query}`, {
        method: 'PUT',
        headers,
        body: Readable.toWeb(req) as unknown as RequestInit['body'],
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      await relay(res, upstream);
    } catch {
      if (!res.headersSent) res.status(503).json({ statusCode: 503, message: serviceUnavailableMessage });
    }
  });
  router.get('/listing-images/:name', async (req, res) => {
    try {
      const name = encodeURIComponent(String(req.params.name));
      await relay(
        res,
        await fetch(`${upstreamUrl}/listing-images/${name}`, {
          headers: { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' },
        }),
      );
    } catch {
      if (!res.headersSent) res.status(503).json({ statusCode: 503, message: serviceUnavailableMessage });
    }
  });
  return router;
}
