import { listingsBulkContract } from '@portal/schema/rest';
import { Router } from 'express';
import { relayUpload } from '../../http/upload-proxy.ts';

/** Where the web app sends a CSV upload (multipart); the query names the seller and marketplace. */
export const CSV_UPLOAD_PATH = '/uploads/csv';

/** The CSV upload (spec 3 §7 uploadCSV): a file of up to 350 MB, streamed to the backend. */
export function csvUploadRouter(upstreamUrl: string): Router {
  const router = Router();
  router.post(CSV_UPLOAD_PATH, (req, res) =>
    relayUpload(req, res, { url: `${upstreamUrl}${listingsBulkContract.uploadCsv.path}`, method: 'POST' }),
  );
  return router;
}
