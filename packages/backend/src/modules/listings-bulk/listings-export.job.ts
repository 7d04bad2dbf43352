import { EXPORT_TYPES, type JobKind, LISTINGS_BULK_MESSAGES } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { fileLink, saveFile } from '../../files/stored-files.ts';
import { toCsv } from '../../http/csv.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobRow } from '../../jobs/jobs.repository.ts';
import { emitEvent } from '../../realtime/events.ts';

export const listingsExportRequest = z.object({
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  brandCode: z.string().min(1),
  exportType: z.enum(EXPORT_TYPES),
});
export type ListingsExportRequest = z.infer<typeof listingsExportRequest>;

const CSV = 'text/csv';
export const exportFileName = (request: ListingsExportRequest, at = new Date()) =>
  `${request.exportType}-${request.sellerId}-${request.marketplaceId}-${at.toISOString().slice(0, 19).replaceAll(':', '')}.csv`;

type Issue = { code?: string; message?: string; severity?: string; attributeNames?: string[] };
const REFLECTION = ['not reflected', 'reflected', 'failed'] as const;

/** The rows of one export: listings, their issues (one row each), or what Amazon does not display yet. */
async function exportRows(
  ctx: AppContext,
  request: ListingsExportRequest,
): Promise<Record<string, unknown>[]> {
  const listings = ctx.db
    .selectFrom('listings')
    .where(ofCheckedBrands(request.brandCode, 'listings.brand_code'))
    .where('seller_id', '=', request.sellerId)
    .where('marketplace_id', '=', request.marketplaceId)
    .orderBy('sku');
  if (request.exportType === 'listings') {
    const rows = await listings
      .select([
        'sku',
        'asin',
        'item_name',
        'product_type',
        'status',
        'archived',
        'parent_sku',
        'last_updated_date',
      ])
      .execute();
    return rows.map((r) => ({ ...r, last_updated_date: new Date(r.last_updated_date).toISOString() }));
  }
  if (request.exportType === 'issues') {
    const rows = await listings.select(['sku', 'asin', 'issues']).execute();
    return rows.flatMap((r) =>
      (r.issues as Issue[]).map((i) => ({
        sku: r.sku,
        asin: r.asin,
        severity: i.severity ?? '',
        code: i.code ?? '',
        message: i.message ?? '',
        attributes: (i.attributeNames ?? []).join(' '),
      })),
    );
  }
  const rows = await listings
    .select(['sku', 'asin', 'reflecting_state', 'reflected_at'])
    .where('reflecting_state', '!=', 1)
    .execute();
  return rows.map((r) => ({
    sku: r.sku,
    asin: r.asin,
    reflection: REFLECTION[r.reflecting_state] ?? String(r.reflecting_state),
  }));
}

/**
 * Export Listings, Export Issues, Export Differences (spec 3 §2 'Exports page'): a CSV in the file
 * store, formula-safe (toCsv), announced by export-complete; the Exports page lists these jobs.
 */
export const listingsExportJob = defineJobKind({
  kind: 'listings-export' satisfies JobKind,
  payload: listingsExportRequest,
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 600,
  async run(job, ctx): Promise<JobResult> {
    const rows = await exportRows(ctx, job.payload);
    await job.progress(rows.length, rows.length, `${rows.length} rows`);
    const fileName = exportFileName(job.payload);
    const file = await saveFile(ctx, job.owner, {
      fileName,
      contentType: CSV,
      data: Buffer.from(toCsv(rows, { header: true, columns: rows[0] ? Object.keys(rows[0]) : ['sku'] })),
    });
    return { file_id: file.id, file_name: fileName, content_type: CSV };
  },
  async settled(row: JobRow, ctx) {
    if (!row.owner_user_id) return;
    const result = row.result as JobResult | null;
    const fileName = result?.file_name ?? `${(row.payload as ListingsExportRequest).exportType}.csv`;
    emitEvent(
      ctx.realtime,
      'export-complete',
      { user: row.owner_user_id },
      {
        jobId: row.id,
        exportId: row.id,
        fileName,
        contentType: CSV,
        ...(result?.file_id
          ? { fileId: result.file_id, downloadUrl: await fileLink(ctx, result.file_id, row.owner_user_id) }
          : {
              error: LISTINGS_BULK_MESSAGES.exportFailed((row.payload as ListingsExportRequest).exportType),
            }),
      },
    );
  },
});
