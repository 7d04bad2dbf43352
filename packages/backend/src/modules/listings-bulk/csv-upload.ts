import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { Transform } from 'node:stream';
import {
  CSV_HEADING_BYTES,
  CSV_MAX_BYTES,
  CSV_UPLOAD_EXTENSIONS,
  LISTINGS_BULK_MESSAGES,
} from '@portal/schema';
import { parse } from 'csv-parse/sync';
import type { Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { receiveToStore, refuseDeclaredOverLimit, type UploadRules } from '../../http/upload-to-store.ts';
import type { Principal } from '../auth/principal.ts';
import { type SellerKey, sellerBrand } from './seller.ts';

const tooLarge = () => new HttpError(413, LISTINGS_BULK_MESSAGES.fileTooLarge);
// Multipart framing around the file (boundaries, part headers, a few small fields).
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The headings of a CSV: its first line, read within the first CSV_HEADING_BYTES (spec 3 §5). */
export function headingsOf(head: Buffer): string[] {
  const text = head
    .subarray(0, CSV_HEADING_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const end = text.search(/\r?\n/);
  if (end < 0) return [];
  const [first] = parse(text.slice(0, end), { relax_quotes: true, to_line: 1 }) as string[][];
  return (first ?? []).map((h) => h.trim()).filter((h) => h.length > 0);
}

/** Keeps the first CSV_HEADING_BYTES that pass through, for the headings. */
function headTap(): Transform & { head(): Buffer } {
  const kept: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < CSV_HEADING_BYTES) {
        kept.push(chunk.subarray(0, CSV_HEADING_BYTES - size));
        size += Math.min(chunk.length, CSV_HEADING_BYTES - size);
      }
      done(null, chunk);
    },
  });
  return Object.assign(tap, { head: () => Buffer.concat(kept) });
}

/** A CSV upload: up to CSV_MAX_BYTES, of the extensions spec 3 §5 names. */
const csvRules = (tap: Transform): UploadRules => ({
  maxBytes: CSV_MAX_BYTES,
  overheadBytes: FORM_OVERHEAD_BYTES,
  tooLarge,
  unreadable: () => badRequest(LISTINGS_BULK_MESSAGES.uploadFailed),
  storeFailed: () => new HttpError(500, LISTINGS_BULK_MESSAGES.uploadFailed),
  refuse: ({ fileName }) =>
    CSV_UPLOAD_EXTENSIONS.includes(extname(fileName).toLowerCase() as (typeof CSV_UPLOAD_EXTENSIONS)[number])
      ? null
      : badRequest(LISTINGS_BULK_MESSAGES.fileType),
  tap,
});

/** POST amazon-listings/uploadCSV: scope first, then stream the file to the store, then its headings. */
export async function uploadCsv(ctx: AppContext, principal: Principal, key: SellerKey, req: Request) {
  const brandCode = await sellerBrand(ctx, principal, key);
  const tap = headTap();
  const rules = csvRules(tap);
  refuseDeclaredOverLimit(req, rules);
  const fileId = randomUUID();
  const storageKey = `${principal.userId}/${fileId}`;
  const received = await receiveToStore(ctx, req, storageKey, rules);
  const fileName = received.fileName || 'upload.csv';
  const { size } = received;
  const headings = headingsOf(tap.head());
  if (headings.length === 0) {
    await ctx.files.remove(storageKey);
    throw badRequest(LISTINGS_BULK_MESSAGES.noHeadings);
  }
  const csvConfigId = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stored_files')
      .values({
        id: fileId,
        owner_user_id: principal.userId,
        owner_brand_code: brandCode,
        file_name: fileName,
        content_type: 'text/csv',
        size_bytes: String(size),
        storage_key: storageKey,
      })
      .execute();
    await trx
      .insertInto('csv_uploads')
      .values({
        id: csvConfigId,
        brand_code: brandCode,
        seller_id: key.sellerId,
        marketplace_id: key.marketplaceId,
        user_id: principal.userId,
        file_id: fileId,
        file_name: fileName,
        headings: JSON.stringify(headings),
        size_bytes: String(size),
      })
      .execute();
  });
  return { csvConfigId, fileName, headings };
}
