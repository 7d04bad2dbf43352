import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { listingsBulkContract } from '@portal/schema/rest';
import { Router } from 'express';
import { serviceUnavailableMessage } from '../../errors/upstream-errors.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

/** Where the web app sends a CSV upload (multipart); the query names the seller and marketplace. */
export const CSV_UPLOAD_PATH = '/uploads/csv';

/**
 * The CSV upload (spec 3 §7 uploadCSV) is a file of up to 350 MB, so it does not go through
 * GraphQL: the gateway streams the request body to the backend as it arrives, with the caller's
 * bearer token, and streams the answer back. The backend checks access, the size and the type.
 */
export function csvUploadRouter(upstreamUrl: string): Router {
  const router = Router();
  router.post(CSV_UPLOAD_PATH, async (req, res) => {
    const query = new URLSearchParams({
      sellerId: String(req.query.sellerId ?? ''),
      marketplaceId: String(req.query.marketplaceId ?? ''),
    });
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' };
    for (const name of ['authorization', 'content-type', 'content-length'])
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    try {
      const upstream = await fetch(`${upstreamUrl}${listingsBulkContract.uploadCsv.path}?${query}`, {
        method: 'POST',
        headers,
        body: Readable.toWeb(req) as unknown as RequestInit['body'],
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      res.status(upstream.status);
      const type = upstream.headers.get('content-type');
      if (type) res.setHeader('content-type', type);
      if (!upstream.body) return void res.end();
      Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>).pipe(res);
    } catch {
      if (!res.headersSent) res.status(503).json({ statusCode: 503, message: serviceUnavailableMessage });
    }
  });
  return router;
}
