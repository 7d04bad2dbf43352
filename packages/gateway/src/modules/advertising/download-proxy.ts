import type { Router } from 'express';
import { downloadProxyRouter } from '../jobs/file-download-proxy.ts';

/** The advertising CSV export's links: GET /advertising/downloads/{token}. */
export const advertisingDownloadRouter = (upstreamUrl: string): Router =>
  downloadProxyRouter(upstreamUrl, '/advertising/downloads');
