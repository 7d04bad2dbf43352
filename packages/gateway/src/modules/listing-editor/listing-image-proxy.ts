import { listingEditorContract } from '@portal/schema/rest';
import { Router } from 'express';
import { serviceUnavailableMessage } from '../../errors/upstream-errors.ts';
import { relayAnswer, relayUpload } from '../../http/upload-proxy.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../../logging/http-logger.ts';

/** Where the web app sends a listing image (multipart); the query names the seller and marketplace. */
export const LISTING_IMAGE_UPLOAD_PATH = '/uploads/listing-image';

/**
 * A listing image (spec 3 §7 uploadImage) is a file, streamed to the backend like the CSV upload.
 * The stored images are served at the portal's origin without a bearer (their media_location,
 * docs/decisions/0530).
 */
export function listingImageRouter(upstreamUrl: string): Router {
  const router = Router();
  router.put(LISTING_IMAGE_UPLOAD_PATH, (req, res) =>
    relayUpload(req, res, { url: `${upstreamUrl}${listingEditorContract.uploadImage.path}`, method: 'PUT' }),
  );
  router.get('/listing-images/:name', async (req, res) => {
    try {
      const name = encodeURIComponent(String(req.params.name));
      relayAnswer(
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
