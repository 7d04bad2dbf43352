import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import {
  CSV_HEADING_BYTES,
  CSV_MAX_BYTES,
  CSV_UPLOAD_EXTENSIONS,
  LISTINGS_BULK_MESSAGES,
} from '@portal/schema';
import busboy from 'busboy';
import { parse } from 'csv-parse/sync';
import type { Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
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

/**
 * Receives one CSV file and streams it into the file store as it arrives: memory stays at a few
 * buffers whatever the size. Past CSV_MAX_BYTES the store's write is destroyed, which removes what
 * was written, and the upload is refused: nothing of it is kept.
 */
function receiveToStore(
  ctx: AppContext,
  req: Request,
  storageKey: string,
): Promise<{ fileName: string; size: number; head: Buffer }> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10 } });
    } catch {
      reject(badRequest(LISTINGS_BULK_MESSAGES.uploadFailed));
      return;
    }
    let settled = false;
    let seenFile = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(form);
      // Read the rest of the request away, so the client gets the answer instead of a reset.
      req.resume();
      reject(error);
    };
    form.on('file', (_field, file, info) => {
      if (seenFile || settled) return file.resume();
      seenFile = true;
      const extension = extname(info.filename ?? '').toLowerCase();
      if (!CSV_UPLOAD_EXTENSIONS.includes(extension as (typeof CSV_UPLOAD_EXTENSIONS)[number])) {
        file.resume();
        return fail(badRequest(LISTINGS_BULK_MESSAGES.fileType));
      }
      const tap = headTap();
      const body = new PassThrough();
      let overLimit = false;
      // The answer waits for the store's write to fail, which removes what it wrote: a 413 sent
      // before that would let the client see a partial file still on disk.
      file.on('limit', () => {
        overLimit = true;
        body.destroy(tooLarge());
      });
      req.on('aborted', () => body.destroy(new Error('the client went away')));
      file.pipe(tap).pipe(body);
      ctx.files.putStream(storageKey, body).then(
        (size) => {
          if (settled) return void ctx.files.remove(storageKey);
          settled = true;
          resolve({ fileName: info.filename ?? 'upload.csv', size, head: tap.head() });
        },
        (error: unknown) => {
          if (overLimit) return fail(tooLarge());
          fail(error instanceof HttpError ? error : new HttpError(500, LISTINGS_BULK_MESSAGES.uploadFailed));
        },
      );
    });
    form.on('error', () => fail(badRequest(LISTINGS_BULK_MESSAGES.uploadFailed)));
    form.on('close', () => {
      if (!seenFile) fail(badRequest(LISTINGS_BULK_MESSAGES.uploadFailed));
    });
    req.pipe(form);
  });
}

/** POST amazon-listings/uploadCSV: scope first, then stream the file to the store, then its headings. */
export async function uploadCsv(ctx: AppContext, principal: Principal, key: SellerKey, req: Request) {
  const brandCode = await sellerBrand(ctx, principal, key);
  // A declared length already over the limit is refused before a byte is read.
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > CSV_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    req.resume();
    throw tooLarge();
  }
  const fileId = randomUUID();
  const storageKey = `${principal.userId}/${fileId}`;
  const { fileName, size, head } = await receiveToStore(ctx, req, storageKey);
  const headings = headingsOf(head);
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
