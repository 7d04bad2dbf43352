import { MESSAGES } from '@portal/schema';
import type { advertisingContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ContractHandlers } from '../manifest.ts';
import { performanceChart, performanceGroup, performanceSummary } from './advertising.service.ts';
import {
  authorizationLink,
  authorizationStatus,
  authorize,
  deauthorize,
} from './advertising-authorization.ts';
import { fetchDownload, storeDownload } from './advertising-downloads.ts';
import { buildExportCsv, exportFileName, exportFilters } from './advertising-export.ts';
import { resolveAdFilters } from './advertising-filters.ts';

/** Spec 1 §7.4 and spec 3 §7 advertising calls (contract: packages/schema/src/advertising/advertising.rest.ts). */
export const advertisingHandlers = (ctx: AppContext): ContractHandlers<typeof advertisingContract> => ({
  performance: ({ principal, params, query }) => {
    const filters = resolveAdFilters(params.adsType, query);
    if (query.displayType === 'group') return performanceGroup(ctx, principal, filters);
    if (query.displayType === 'summary') return performanceSummary(ctx, principal, filters);
    return performanceChart(ctx, principal, filters);
  },

  download: async ({ principal, body }) => {
    const filters = exportFilters(body);
    try {
      const csv = await buildExportCsv(ctx, principal, filters, body.displayType);
      const token = await storeDownload(
        ctx,
        principal.userId,
        exportFileName(filters, body.displayType),
        csv,
      );
      return { status: true, message: `${ctx.publicUrl}/advertising/downloads/${token}` };
    } catch (error) {
      // Spec 1 §4.7: an export answers a status and a message; false shows the message.
      if (!(error instanceof HttpError)) ctx.log('advertising export failed', error);
      const reason =
        error instanceof HttpError ? error.message : MESSAGES.unableToDownloadAdvertisingPerformance;
      return { status: false, message: reason };
    }
  },

  // The link itself is the credential (signed, short-lived), so a plain browser download works.
  downloadFile: async ({ params, res }) => {
    const file = await fetchDownload(ctx, params.token);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('cache-control', 'no-store');
    res.send(file.content);
  },

  authorizationLink: ({ principal, params }) => authorizationLink(ctx, principal, params.brandCode),
  authorizationStatus: ({ principal, params }) => authorizationStatus(ctx, principal, params.brandCode),
  authorize: ({ principal, params, body }) =>
    authorize(ctx, principal, { state: params.state, code: body.code, scope: body.scope }),
  deauthorize: ({ principal, params }) => deauthorize(ctx, principal, params.brandCode),
});
