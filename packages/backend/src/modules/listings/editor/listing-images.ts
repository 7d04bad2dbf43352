import { randomUUID } from 'node:crypto';
import {
  BRAND_IMAGE_MAX_PIXELS,
  BRAND_IMAGE_MAX_SIDE,
  IMAGE_MAX_BYTES,
  LISTINGS_MESSAGES,
} from '@portal/schema';
import type { Request, Response } from 'express';
import type { AppContext } from '../../../app-context.ts';
import { loadSharp } from '../../../files/load-sharp.ts';
import { badRequest, HttpError, notFound } from '../../../http/http-error.ts';
import { receiveToStore, refuseDeclaredOverLimit, type UploadRules } from '../../../http/upload-to-store.ts';
import type { Principal } from '../../auth/principal.ts';
import { type SellerKey, sellerBrand } from '../../listings-bulk/seller.ts';

const tooLarge = () => new HttpError(413, LISTINGS_MESSAGES.imageTooLarge);
const failed = () => badRequest(LISTINGS_MESSAGES.imageUploadFailed);
// Multipart framing around the file (boundary, part headers).
const FORM_OVERHEAD_BYTES = 16 * 1024;
/** What the re-encoded image is kept as, by the format libvips read (spec 3 §5: JPG, JPEG, PNG). */
const FORMATS = { jpeg: { ext: 'jpg', type: 'image/jpeg' }, png: { ext: 'png', type: 'image/png' } } as const;
/** Listing images sit under their own prefix: only these keys are ever served without a bearer. */
const PREFIX = 'listing-images';
const NAME = /^([0-9a-f-]{36})\.(jpg|png)$/;
// libvips itself refuses a larger canvas, whatever the header claims; 'error' refuses a truncated file.
const DECODE = { limitInputPixels: BRAND_IMAGE_MAX_PIXELS, failOn: 'error' as const };

/** A listing image upload: one file up to IMAGE_MAX_BYTES (spec 3 §5). */
const IMAGE_RULES: UploadRules = {
  maxBytes: IMAGE_MAX_BYTES,
  overheadBytes: FORM_OVERHEAD_BYTES,
  tooLarge,
  unreadable: failed,
  storeFailed: () => new HttpError(500, LISTINGS_MESSAGES.imageUploadFailed),
};

/** The format and size libvips reads from the stored upload's header, before decoding a pixel. */
async function probe(ctx: AppContext, key: string) {
  const reader = (await loadSharp())(DECODE);
  ctx.files
    .open(key)
    .on('error', (e) => reader.destroy(e))
    .pipe(reader);
  try {
    return await reader.metadata();
  } catch {
    throw badRequest(LISTINGS_MESSAGES.imageType);
  }
}

/**
 * PUT amazon-listings/uploadImage: scope first, then the file streamed to the store, its header
 * checked (JPG or PNG, within the pixel bounds), then decoded and re-encoded from the store into the
 * store (no metadata kept: EXIF, GPS). Only the re-encoding is kept, under a random name; its URL is
 * the slot's media_location (docs/decisions/0530).
 */
export async function uploadListingImage(
  ctx: AppContext,
  principal: Principal,
  key: SellerKey,
  req: Request,
) {
  const brandCode = await sellerBrand(ctx, principal, key);
  refuseDeclaredOverLimit(req, IMAGE_RULES);
  const id = randomUUID();
  const uploadKey = `${PREFIX}/${id}.upload`;
  await receiveToStore(ctx, req, uploadKey, IMAGE_RULES);
  try {
    const { format, width, height } = await probe(ctx, uploadKey);
    const kept = format === 'jpeg' || format === 'png' ? FORMATS[format] : null;
    if (!kept || !width || !height) throw badRequest(LISTINGS_MESSAGES.imageType);
    if (width > BRAND_IMAGE_MAX_SIDE || height > BRAND_IMAGE_MAX_SIDE)
      throw badRequest(LISTINGS_MESSAGES.imageType);
    const name = `${id}.${kept.ext}`;
    const storageKey = `${PREFIX}/${name}`;
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const encoder = (await loadSharp())(DECODE)
      .rotate()
      .toFormat(format as 'jpeg' | 'png');
    ctx.files
      .open(uploadKey)
      .on('error', (e) => encoder.destroy(e))
      .pipe(encoder);
    let size: number;
    try {
      size = await ctx.files.putStream(storageKey, encoder);
    } catch {
      throw badRequest(LISTINGS_MESSAGES.imageType);
    }
    await ctx.db
      .insertInto('stored_files')
      .values({
        id,
        owner_user_id: principal.userId,
        owner_brand_code: brandCode,
        file_name: name,
        content_type: kept.type,
        size_bytes: String(size),
        storage_key: storageKey,
      })
      .execute();
    return { media_location: `${ctx.publicUrl}/${PREFIX}/${name}` };
  } finally {
    await ctx.files.remove(uploadKey);
  }
}

/** GET listing-images/{name}: streams a stored listing image; anything else is 404. */
export async function serveListingImage(ctx: AppContext, name: string, res: Response) {
  const match = NAME.exec(name);
  const row = match
    ? await ctx.db
        .selectFrom('stored_files')
        .select(['content_type', 'size_bytes'])
        .where('id', '=', match[1] as string)
        .where('storage_key', '=', `${PREFIX}/${name}`)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(LISTINGS_MESSAGES.imageNotFound);
  res.setHeader('content-type', row.content_type);
  res.setHeader('content-length', String(row.size_bytes));
  res.setHeader('x-content-type-options', 'nosniff');
  // The name never changes its bytes.
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  await new Promise<void>((resolve, reject) => {
    ctx.files.open(`${PREFIX}/${name}`).once('error', reject).pipe(res).once('finish', resolve);
  });
}
