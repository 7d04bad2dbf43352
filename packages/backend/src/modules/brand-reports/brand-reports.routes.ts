import { pipeline } from 'node:stream/promises';
import type { brandReportsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { ContractHandlers } from '../manifest.ts';
import { isValidAssetSignature } from './brand-asset-links.ts';
import { findServedBrandImage } from './brand-image-store.ts';
import {
  getBrandReport,
  listBrandReports,
  reportUpdateOf,
  updateBrandReport,
} from './brand-reports.service.ts';

const IMAGE_KINDS: Record<string, 'logo' | 'product'> = { logo: 'logo', 'product-image': 'product' };

/**
 * Spec 1 §7.5 and spec 2 §7: the reports list, one report, its update; plus the brand images
 * (contract: packages/schema/src/brand-reports/brand-reports.rest.ts).
 */
export const brandReportsHandlers = (ctx: AppContext): ContractHandlers<typeof brandReportsContract> => ({
  list: ({ principal, params }) => listBrandReports(ctx, principal, params.brandCode),

  report: ({ principal, params }) => getBrandReport(ctx, principal, params.brandCode, params.month),

  update: ({ principal, params, body }) =>
    updateBrandReport(ctx, principal, reportUpdateOf(params.brandCode, params.month, body)),

  // <img> and the printed PDF cannot send a bearer: the report hands out signed links (docs/security.md).
  image: async ({ params, query, res }) => {
    const signed = await isValidAssetSignature(ctx, query.sig, params.brandCode, params.kind);
    const kind = signed && Object.hasOwn(IMAGE_KINDS, params.kind) ? IMAGE_KINDS[params.kind] : undefined;
    const image = kind ? await findServedBrandImage(ctx, params.brandCode, kind) : undefined;
    if (!image) throw notFound('Image not found');
    res
      .set({
        'content-type': image.contentType,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'last-modified': image.updatedAt.toUTCString(),
      })
      .status(200);
    await pipeline(image.open(), res);
  },
});
