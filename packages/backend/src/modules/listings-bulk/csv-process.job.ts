import { CSV_BATCH_ROWS, CSV_MATCH_TYPES, type JobKind, LISTINGS_BULK_MESSAGES } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { JobError } from '../../jobs/job-errors.ts';
import { defineJobKind, type RunningJob } from '../../jobs/job-kind.ts';
import { emitEvent } from '../../realtime/events.ts';

export const csvProcessRequest = z.object({
  csvConfigId: z.uuid(),
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  brandCode: z.string().min(1),
  selectedType: z.enum(CSV_MATCH_TYPES),
  selectedColumn: z.string().min(1),
});
export type CsvProcessRequest = z.infer<typeof csvProcessRequest>;

/**
 * Test seam: runs inside each batch's transaction after its rows are written and before it
 * commits. A throw there stands for the process dying mid-batch (the transaction rolls back).
 */
export const csvProcessingHooks: { beforeBatchCommit?: (batchNumber: number) => void } = {};

type Row = Record<string, string>;

/** The listings of a batch's keys (SKU or ASIN → SKU), of this seller and brand only. */
async function matchesOf(db: Kysely<Database>, request: CsvProcessRequest, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const column = request.selectedType === 'sku' ? 'sku' : 'asin';
  const found = await db
    .selectFrom('listings')
    .select(['sku', 'asin'])
    .where(ofCheckedBrands(request.brandCode, 'listings.brand_code'))
    .where('seller_id', '=', request.sellerId)
    .where('marketplace_id', '=', request.marketplaceId)
    .where(column, 'in', keys)
    .execute();
  return new Map(found.map((l) => [column === 'sku' ? l.sku : (l.asin ?? ''), l.sku]));
}

/**
 * One batch, whole or not at all: its record and its matches in one transaction. A job that died
 * midway is retried by pg-boss and starts after the last batch that committed.
 */
async function storeBatch(
  ctx: AppContext,
  job: RunningJob<CsvProcessRequest>,
  batchNumber: number,
  firstRow: number,
  rows: Row[],
): Promise<number> {
  const request = job.payload;
  const keyOf = (row: Row) => (row[request.selectedColumn] ?? '').trim();
  const bySku = await matchesOf(ctx.db, request, [...new Set(rows.map(keyOf).filter(Boolean))]);
  const matches = rows.flatMap((row, i) => {
    const sku = bySku.get(keyOf(row));
    return sku
      ? [
          {
            process_id: job.id,
            batch_number: batchNumber,
            row_number: firstRow + i,
            brand_code: request.brandCode,
            sku,
            row: JSON.stringify(row),
          },
        ]
      : [];
  });
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('csv_upload_batches')
      .values({
        process_id: job.id,
        batch_number: batchNumber,
        csv_upload_id: request.csvConfigId,
        brand_code: request.brandCode,
        rows_read: rows.length,
        listings_matched: matches.length,
      })
      .execute();
    if (matches.length > 0) await trx.insertInto('csv_upload_matches').values(matches).execute();
    csvProcessingHooks.beforeBatchCommit?.(batchNumber);
  });
  return matches.length;
}

/**
 * Processing of an uploaded CSV (spec 3 §4 'CSV upload'): the stored file is read as a stream and
 * parsed by csv-parse in batches of CSV_BATCH_ROWS; each batch's rows are matched to listings by
 * SKU or ASIN and announced as csv-upload-processed. Memory stays at one batch.
 */
export const csvProcessJob = defineJobKind({
  kind: 'csv-upload-process' satisfies JobKind,
  payload: csvProcessRequest,
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 3_600,
  async run(job, ctx): Promise<JobResult> {
    const request = job.payload;
    const upload = await ctx.db
      .selectFrom('csv_uploads as u')
      .innerJoin('stored_files as f', 'f.id', 'u.file_id')
      .select(['u.headings', 'f.storage_key'])
      .where(ofCheckedBrands(request.brandCode, 'u.brand_code'))
      .where('u.id', '=', request.csvConfigId)
      .executeTakeFirst();
    if (!upload) throw new JobError(LISTINGS_BULK_MESSAGES.csvNotFound, false);
    const headings = upload.headings as string[];
    if (!headings.includes(request.selectedColumn))
      throw new JobError(`The file has no column ${request.selectedColumn}.`, false);

    // Whole batches an earlier attempt committed are not done again.
    const done = await ctx.db
      .selectFrom('csv_upload_batches')
      .select(['batch_number', 'rows_read', 'listings_matched'])
      .where(ofCheckedBrands(request.brandCode, 'brand_code'))
      .where('process_id', '=', job.id)
      .orderBy('batch_number')
      .execute();
    let batchNumber = done.length;
    const skipRows = done.reduce((sum, b) => sum + b.rows_read, 0);
    let totalRows = skipRows;
    let listingsMatched = done.reduce((sum, b) => sum + b.listings_matched, 0);

    const announce = (completed: boolean) =>
      job.owner.userId
        ? emitEvent(
            ctx.realtime,
            'csv-upload-processed',
            { user: job.owner.userId },
            {
              processId: job.id,
              csvConfigId: request.csvConfigId,
              batchNumber,
              listingsMatched,
              totalRows,
              csvProcessCompleted: completed,
            },
          )
        : undefined;

    const records = ctx.files.open(upload.storage_key).pipe(
      parse({
        columns: (first: string[]) => first.map((h) => h.trim()),
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        relax_quotes: true,
        from_line: 1,
      }),
    );
    let batch: Row[] = [];
    let read = 0;
    const flush = async () => {
      batchNumber += 1;
      listingsMatched += await storeBatch(ctx, job, batchNumber, totalRows + 1, batch);
      totalRows += batch.length;
      batch = [];
      await job.progress(totalRows, null, `${listingsMatched} listings matched`);
      announce(false);
    };
    for await (const record of records as AsyncIterable<Row>) {
      read += 1;
      if (read <= skipRows) continue;
      batch.push(record);
      if (batch.length === CSV_BATCH_ROWS) await flush();
    }
    if (batch.length > 0) await flush();
    announce(true);
    return {
      summary:
        listingsMatched > 0
          ? LISTINGS_BULK_MESSAGES.csvCompleted(listingsMatched)
          : LISTINGS_BULK_MESSAGES.noListingsMatched,
    };
  },
});
