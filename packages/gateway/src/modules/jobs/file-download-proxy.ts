import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router } from 'express';
import { serviceUnavailableMessage } from '../../errors/upstream-errors.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

/**
 * Download links point at the portal (`{prefix}/{token}`): the signed token in the link is the
 * credential, so the gateway streams the backend's answer at the same path through, headers kept,
 * never holding a whole file in memory.
 */
export function downloadProxyRouter(upstreamUrl: string, prefix: string): Router {
  const router = Router();
  router.get(`${prefix}/:token`, async (req, res) => {
    const token = encodeURIComponent(String(req.params.token));
    try {
      const upstream = await fetch(`${upstreamUrl}${prefix}/${token}`, {
        headers: { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' },
      });
      res.status(upstream.status);
      for (const header of PASSED_HEADERS) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      if (!upstream.body) {
        res.end();
        return;
      }
      Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>).pipe(res);
    } catch {
      res.status(503).json({ statusCode: 503, message: serviceUnavailableMessage });
    }
  });
  return router;
}

/** Stored files (exports, reports, invoices): GET /files/{token}. */
export const fileDownloadRouter = (upstreamUrl: string): Router => downloadProxyRouter(upstreamUrl, '/files');
