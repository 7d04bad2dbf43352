import { MESSAGES } from '@portal/schema';
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/http-error.ts';
import { bodyOf, optionalString } from '../../http/validate.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import { parseAdFilters, parseAdType, parseDisplayType } from './advertising.params.ts';
import { performanceChart, performanceGroup, performanceSummary } from './advertising.service.ts';
import {
  authorizationLink,
  authorizationStatus,
  authorize,
  deauthorize,
} from './advertising-authorization.ts';
import { fetchDownload, storeDownload } from './advertising-downloads.ts';
import { buildExportCsv, exportFileName, parseExportRequest } from './advertising-export.ts';

/** Spec 1 §7.4 and spec 3 §7 advertising calls. */
export function advertisingRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = requireAuth(ctx.keys);

  router.get('/advertising/performance/:adsType', auth, async (req, res) => {
    const adType = parseAdType(String(req.params.adsType));
    const query = req.query as Record<string, unknown>;
    const displayType = parseDisplayType(query.displayType);
    const filters = parseAdFilters(adType, query);
    const principal = principalOf(res);
    if (displayType === 'group') res.json(await performanceGroup(ctx, principal, filters));
    else if (displayType === 'summary') res.json(await performanceSummary(ctx, principal, filters));
    else res.json(await performanceChart(ctx, principal, filters));
  });

  router.post('/advertising/performance-download', auth, async (req, res) => {
    const { filters, displayType } = parseExportRequest(req.body);
    const principal = principalOf(res);
    try {
      const csv = await buildExportCsv(ctx, principal, filters, displayType);
      const token = await storeDownload(ctx, principal.userId, exportFileName(filters, displayType), csv);
      res.json({ status: true, message: `${ctx.publicUrl}/advertising/downloads/${token}` });
    } catch (error) {
      // Spec 1 §4.7: an export answers a status and a message; false shows the message.
      if (!(error instanceof HttpError)) ctx.log('advertising export failed', error);
      const reason =
        error instanceof HttpError ? error.message : MESSAGES.unableToDownloadAdvertisingPerformance;
      res.json({ status: false, message: reason });
    }
  });

  // The link itself is the credential (signed, short-lived), so a plain browser download works.
  router.get('/advertising/downloads/:token', async (req, res) => {
    const file = await fetchDownload(ctx, String(req.params.token));
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('cache-control', 'no-store');
    res.send(file.content);
  });

  router.get('/advertising/authorization-link/:brandCode', auth, async (req, res) => {
    res.json(await authorizationLink(ctx, principalOf(res), String(req.params.brandCode)));
  });

  router.get('/advertising/authorization/:brandCode', auth, async (req, res) => {
    res.json(await authorizationStatus(ctx, principalOf(res), String(req.params.brandCode)));
  });

  router.post('/advertising/authorize/:state', auth, async (req, res) => {
    const body = bodyOf(req.body);
    res.json(
      await authorize(ctx, principalOf(res), {
        state: String(req.params.state),
        code: optionalString(body, 'code', 2000),
        scope: optionalString(body, 'scope', 500),
      }),
    );
  });

  router.post('/advertising/deauthorize/:brandCode', auth, async (req, res) => {
    res.json(await deauthorize(ctx, principalOf(res), String(req.params.brandCode)));
  });

  return router;
}
