import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { principalOf, requireAuth } from '../auth/auth.middleware.ts';
import { isValidAssetSignature } from './brand-asset-links.ts';
import { parseBrandReportUpdate } from './brand-report-payload.ts';
import { findBrandImage } from './brand-reports.repository.ts';
import { getBrandReport, listBrandReports, updateBrandReport } from './brand-reports.service.ts';

const IMAGE_KINDS: Record<string, 'logo' | 'product'> = { logo: 'logo', 'product-image': 'product' };

/** Spec 1 §7.5 and spec 2 §7: the reports list, one report, its update; plus the brand images. */
export function brandReportsRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = requireAuth(ctx.keys);

  router.get('/brandreports/:brandCode', auth, async (req, res) => {
    res.json(await listBrandReports(ctx, principalOf(res), String(req.params.brandCode)));
  });

  router.get('/brandreports/:brandCode/:month', auth, async (req, res) => {
    res.json(
      await getBrandReport(ctx, principalOf(res), String(req.params.brandCode), String(req.params.month)),
    );
  });

  router.put('/brandreports/:brandCode/:month', auth, async (req, res) => {
    const update = parseBrandReportUpdate(req.body, String(req.params.brandCode), String(req.params.month));
    res.json(await updateBrandReport(ctx, principalOf(res), update));
  });

  // <img> and the printed PDF cannot send a bearer: the report hands out signed links (docs/security.md).
  router.get('/brand-assets/:brandCode/:kind', async (req, res) => {
    const brandCode = String(req.params.brandCode);
    const signed = await isValidAssetSignature(ctx, req.query.sig, brandCode, String(req.params.kind));
    const kind = signed ? IMAGE_KINDS[String(req.params.kind)] : undefined;
    const image = kind ? await findBrandImage(ctx.db, brandCode, kind) : undefined;
    if (!image) throw notFound('Image not found');
    res
      .set({
        'content-type': image.content_type,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'last-modified': new Date(image.updated_at).toUTCString(),
      })
      .send(Buffer.from(image.body));
  });

  return router;
}
