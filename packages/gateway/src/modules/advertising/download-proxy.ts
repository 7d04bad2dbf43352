import { Router } from 'express';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

/**
 * Export links point at the portal (GET /advertising/downloads/{token}); the signed token in the
 * link is the credential, so the gateway only streams the backend's file through, headers kept.
 */
export function advertisingDownloadRouter(upstreamUrl: string): Router {
  const router = Router();
  router.get('/advertising/downloads/:token', async (req, res) => {
    const token = encodeURIComponent(String(req.params.token));
    try {
      const upstream = await fetch(`${upstreamUrl}/advertising/downloads/${token}`, {
        headers: { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' },
      });
      res.status(upstream.status);
      for (const header of ['content-type', 'content-disposition', 'cache-control']) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res
        .status(503)
        .json({ statusCode: 503, message: 'The service is unavailable, please try again later' });
    }
  });
  return router;
}
