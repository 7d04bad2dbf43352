import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import type { listingsBulkContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { PatchOperation } from '../../connectors/listings/listings-connector.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { fileLink } from '../../files/stored-files.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { bulkUpdateJob } from './bulk-update.job.ts';
import { refuseInvalidBulkValues } from './bulk-values.ts';
import { csvProcessJob } from './csv-process.job.ts';
import { type ListingsExportRequest, listingsExportJob } from './listings-export.job.ts';
import { type SellerKey, sellerBrand } from './seller.ts';

type Attributes = Record<string, Record<string, unknown>[]>;
const iso = (value: unknown) => new Date(value as string).toISOString();
const INSERT_CHUNK = 1_000;

/** GET csv-files-uploaded: the brand's uploads for this seller and marketplace, newest first. */
export async function csvFilesUploaded(ctx: AppContext, principal: Principal, key: SellerKey) {
  const brandCode = await sellerBrand(ctx, principal, key);
  const rows = await ctx.db
    .selectFrom('csv_uploads')
    .select(['id', 'file_name', 'headings', 'size_bytes', 'created_at'])
    .where(ofCheckedBrands(brandCode, 'csv_uploads.brand_code'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return {
    files: rows.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      headings: r.headings as string[],
      sizeBytes: Number(r.size_bytes),
      uploadedAt: iso(r.created_at),
    })),
  };
}

/** POST process-csv-upload: queue the batch processing of one of the brand's uploads. */
export async function processCsvUpload(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof listingsBulkContract.processCsvUpload>,
) {
  const brandCode = await sellerBrand(ctx, principal, body);
  const upload = await ctx.db
    .selectFrom('csv_uploads')
    .select(['headings'])
    .where(ofCheckedBrands(brandCode, 'csv_uploads.brand_code'))
    .where('id', '=', body.csvConfigId)
    .where('seller_id', '=', body.sellerId)
    .where('marketplace_id', '=', body.marketplaceId)
    .executeTakeFirst();
  if (!upload) throw notFound(LISTINGS_BULK_MESSAGES.csvNotFound);
  if (!(upload.headings as string[]).includes(body.selectedColumn))
    throw badRequest(`The file has no column ${body.selectedColumn}.`);
  const job = await ctx.jobs.enqueue(
    ctx,
    csvProcessJob.kind,
    { userId: principal.userId, brandCode },
    { ...body, brandCode },
  );
  return { processId: job.id };
}

/** A file's column mapped to an attribute: the value in Amazon's shape. */
const attributeValue = (value: string, marketplaceId: string) => [
  { value, marketplace_id: marketplaceId, language_tag: 'en_US' },
];

/** POST imported: the listings a processing matched, with the mapped columns as their changes. */
export async function importedListings(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof listingsBulkContract.imported>,
) {
  const brandCode = await sellerBrand(ctx, principal, body);
  const process = await ctx.db
    .selectFrom('jobs')
    .select(['payload'])
    .where('id', '=', body.processId)
    .where('owner_user_id', '=', principal.userId)
    .executeTakeFirst();
  if (!process) throw notFound(LISTINGS_BULK_MESSAGES.csvNotFound);
  const upload = await ctx.db
    .selectFrom('csv_uploads')
    .select(['headings'])
    .where(ofCheckedBrands(brandCode, 'csv_uploads.brand_code'))
    .where('id', '=', (process.payload as { csvConfigId: string }).csvConfigId)
    .executeTakeFirst();
  const matches = ctx.db
    .selectFrom('csv_upload_matches as m')
    .innerJoin('listings as l', (join) =>
      join
        .onRef('l.sku', '=', 'm.sku')
        .on('l.seller_id', '=', body.sellerId)
        .on('l.marketplace_id', '=', body.marketplaceId),
    )
    .where(ofCheckedBrands(brandCode, 'm.brand_code'))
    .where(ofCheckedBrands(brandCode, 'l.brand_code'))
    .where('m.process_id', '=', body.processId);
  const [page, count] = await Promise.all([
    matches
      .select(['m.sku', 'm.row', 'l.asin', 'l.product_type', 'l.item_name', 'l.attributes'])
      .orderBy('m.batch_number')
      .orderBy('m.row_number')
      .limit(body.pageSize)
      .offset(body.page * body.pageSize)
      .execute(),
    matches.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const mapped = Object.entries(body.mappedAttributes);
  return {
    listings: page.map((r) => {
      const row = r.row as Record<string, string>;
      return {
        seller_sku: r.sku,
        asin: r.asin,
        productType: r.product_type,
        itemName: r.item_name,
        attributes: r.attributes as Attributes,
        row,
        attributesToSubmit: Object.fromEntries(
          mapped
            .filter(([column]) => (row[column] ?? '').trim() !== '')
            .map(([column, attribute]) => [attribute, attributeValue(row[column] ?? '', body.marketplaceId)]),
        ),
      };
    }),
    count: Number(count.n),
    attributeColumns: (upload?.headings as string[] | undefined) ?? [],
  };
}

/** GET bulk-load: the chosen listings with their attributes. */
export async function bulkLoad(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsBulkContract.bulkLoad>,
) {
  const brandCode = await sellerBrand(ctx, principal, query);
  if (query.skus.length === 0) return { listings: [] };
  const rows = await ctx.db
    .selectFrom('listings')
    .select(['sku', 'asin', 'product_type', 'item_name', 'attributes'])
    .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
    .where('seller_id', '=', query.sellerId)
    .where('marketplace_id', '=', query.marketplaceId)
    .where('sku', 'in', query.skus)
    .orderBy('sku')
    .execute();
  // Step 2 asks for its columns only: 10,000 listings with all their attributes weigh ~15 MB.
  const wanted = query.attributes?.length ? new Set(query.attributes) : null;
  const picked = (attributes: Attributes): Attributes =>
    wanted ? Object.fromEntries(Object.entries(attributes).filter(([name]) => wanted.has(name))) : attributes;
  return {
    listings: rows.map((r) => ({
      seller_sku: r.sku,
      asin: r.asin,
      productType: r.product_type,
      itemName: r.item_name,
      attributes: picked(r.attributes as Attributes),
    })),
  };
}

/** The patches of one listing's changes: each touched attribute replaced, or deleted when emptied. */
export function patchesOf(item: {
  attributesToSubmit: Attributes;
  touchedAttributes: string[];
}): PatchOperation[] {
  const names =
    item.touchedAttributes.length > 0 ? item.touchedAttributes : Object.keys(item.attributesToSubmit);
  return [...new Set(names)].map((name) => {
    const value = item.attributesToSubmit[name];
    return value && value.length > 0
      ? { op: 'replace', path: `/attributes/${name}`, value }
      : { op: 'delete', path: `/attributes/${name}` };
  });
}

/** One bulk submission: its SKUs' patches, as the bulk-update job sends them. */
export interface BulkSubmission {
  bulkUpdateId: string;
  brandCode: string;
  key: SellerKey;
  dataSource: string;
  items: { sku: string; productType: string; patches: PatchOperation[] }[];
}

/**
 * Records a submission and queues the bulk-update job (feeds, throttled, per-SKU outcomes and
 * events): the one path every bulk change takes (bulk edit 2, CSV upload, variation families).
 */
export async function queueBulkUpdate(
  ctx: AppContext,
  principal: Principal,
  s: BulkSubmission,
): Promise<string> {
  const exists = await ctx.db
    .selectFrom('bulk_updates')
    .select('id')
    .where(ofCheckedBrands(s.brandCode, 'bulk_updates.brand_code'))
    .where('id', '=', s.bulkUpdateId)
    .executeTakeFirst();
  if (exists) throw new HttpError(409, 'This bulk update was already submitted.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bulk_updates')
      .values({
        id: s.bulkUpdateId,
        brand_code: s.brandCode,
        seller_id: s.key.sellerId,
        marketplace_id: s.key.marketplaceId,
        user_id: principal.userId,
        data_source: s.dataSource,
      })
      .execute();
    const values = s.items.map((item) => ({
      bulk_update_id: s.bulkUpdateId,
      sku: item.sku,
      brand_code: s.brandCode,
      product_type: item.productType,
      patches: JSON.stringify(item.patches),
    }));
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await trx
        .insertInto('bulk_update_items')
        .values(values.slice(i, i + INSERT_CHUNK))
        .execute();
  });
  const job = await ctx.jobs.enqueue(
    ctx,
    bulkUpdateJob.kind,
    { userId: principal.userId, brandCode: s.brandCode },
    {
      bulkUpdateId: s.bulkUpdateId,
      sellerId: s.key.sellerId,
      marketplaceId: s.key.marketplaceId,
      brandCode: s.brandCode,
    },
  );
  await ctx.db
    .updateTable('bulk_updates')
    .set({ job_id: job.id })
    .where(ofCheckedBrands(s.brandCode, 'bulk_updates.brand_code'))
    .where('id', '=', s.bulkUpdateId)
    .execute();
  return job.id;
}

/** POST bulk-edit-2: record the submission and queue it as feeds; the events follow per SKU. */
export async function bulkEdit2(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof listingsBulkContract.bulkEdit2>,
) {
  const brandCode = await sellerBrand(ctx, principal, body);
  const skus = [...new Set(body.listingsData.map((l) => l.seller_sku))];
  const known = new Map<string, string>();
  for (let i = 0; i < skus.length; i += INSERT_CHUNK) {
    const rows = await ctx.db
      .selectFrom('listings')
      .select(['sku', 'product_type'])
      .where(ofCheckedBrands(brandCode, 'listings.brand_code'))
      .where('seller_id', '=', body.sellerId)
      .where('marketplace_id', '=', body.marketplaceId)
      .where('sku', 'in', skus.slice(i, i + INSERT_CHUNK))
      .execute();
    for (const r of rows) known.set(r.sku, r.product_type);
  }
  const unknown = skus.filter((sku) => !known.has(sku));
  if (unknown.length > 0) throw notFound(`No such listing: ${unknown.slice(0, 5).join(', ')}`);
  if (new Set(known.values()).size > 1) throw badRequest(LISTINGS_BULK_MESSAGES.differentProductTypes);
  const bySku = new Map(body.listingsData.map((l) => [l.seller_sku, l]));
  const [productType] = known.values();
  if (productType) await refuseInvalidBulkValues(ctx, body, productType, [...bySku.values()]);
  const jobId = await queueBulkUpdate(ctx, principal, {
    bulkUpdateId: body.bulkUpdateId,
    brandCode,
    key: body,
    dataSource: body.dataSource,
    items: [...bySku.values()].map((l) => ({
      sku: l.seller_sku,
      productType: known.get(l.seller_sku) ?? '',
      patches: patchesOf(l),
    })),
  });
  return { status: true, jobId };
}

/** GET request-export: queue an export for the caller. */
export async function requestExport(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof listingsBulkContract.requestExport>,
) {
  const key = { sellerId: query.seller_id, marketplaceId: query.marketplace_id };
  const brandCode = await sellerBrand(ctx, principal, key);
  const payload: ListingsExportRequest = { ...key, brandCode, exportType: query.export_type };
  const job = await ctx.jobs.enqueue(
    ctx,
    listingsExportJob.kind,
    { userId: principal.userId, brandCode },
    payload,
  );
  return { result: true, jobId: job.id };
}

/** GET exported-listings-files: the caller's exports of this seller and marketplace, newest first. */
export async function exportedFiles(ctx: AppContext, principal: Principal, key: SellerKey) {
  await sellerBrand(ctx, principal, key);
  const rows = await ctx.db
    .selectFrom('jobs')
    .select(['id', 'status', 'payload', 'result', 'updated_at'])
    .where('owner_user_id', '=', principal.userId)
    .where('kind', '=', listingsExportJob.kind)
    .where(
      sql<boolean>`payload->>'sellerId' = ${key.sellerId} and payload->>'marketplaceId' = ${key.marketplaceId}`,
    )
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return {
    files: await Promise.all(
      rows.map(async (r) => {
        const result = r.result as { file_id?: string; file_name?: string } | null;
        return {
          jobId: r.id,
          exportType: (r.payload as ListingsExportRequest).exportType,
          status: r.status as 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled',
          fileName: result?.file_name ?? null,
          file_url: result?.file_id ? await fileLink(ctx, result.file_id, principal.userId) : null,
          updated_at: iso(r.updated_at),
        };
      }),
    ),
  };
}
