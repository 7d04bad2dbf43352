import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { BRAND_IMAGE_MAX_BYTES } from '@portal/schema';
import type { Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { receiveToStore, refuseDeclaredOverLimit, type UploadRules } from '../../http/upload-to-store.ts';
import type { Principal } from '../auth/principal.ts';
import { brandAssetUrl } from '../brand-reports/brand-asset-links.ts';
import { storeBrandImage } from '../brand-reports/brand-image-store.ts';
import { reencodeBrandImage } from './brand-image-decode.ts';
import { scopedBrand } from './brand-scope.ts';

/** What each upload is called in the form, where it is stored, and its signed link's kind. */
export const IMAGE_UPLOADS = {
  logo: { field: 'logo', kind: 'logo', link: 'logo' },
  productImage: { field: 'product_image', kind: 'product', link: 'product-image' },
} as const;

// The file's first bytes decide its type: a client's content-type header can say anything.
const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'image/gif',
    (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  ],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];
/** Enough of a file's start for every signature above. */
const SIGNATURE_BYTES = 16;
export const imageTypeOf = (bytes: Buffer): string | undefined =>
  SIGNATURES.find(([, test]) => test(bytes))?.[0];

const sendOne = (field: string) => badRequest(`Send one image file in the field ${field}`);

/** A brand image upload: one file, in its field, up to BRAND_IMAGE_MAX_BYTES. */
const imageRules = (field: string, tap: Transform): UploadRules => ({
  maxBytes: BRAND_IMAGE_MAX_BYTES,
  overheadBytes: 16 * 1024,
  tooLarge: () => new HttpError(413, `The image must be at most ${BRAND_IMAGE_MAX_BYTES / 1024 / 1024} MB`),
  unreadable: () => sendOne(field),
  storeFailed: () => new HttpError(500, 'The upload could not be kept'),
  refuse: (file) => (file.field === field ? null : sendOne(field)),
  tap,
});

/** Keeps the first bytes that pass through: they say what the file claims to be. */
function signatureTap(): Transform & { head(): Buffer } {
  let head = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < SIGNATURE_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  return Object.assign(tap, { head: () => head });
}

/** PUT brands/{code}/logo | product-image: scope first, then read the file, check it is an image, store it. */
export async function uploadBrandImage(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  which: keyof typeof IMAGE_UPLOADS,
  req: Request,
) {
  await scopedBrand(ctx, principal, brandCode);
  const { field, kind, link } = IMAGE_UPLOADS[which];
  const tap = signatureTap();
  const rules = imageRules(field, tap);
  refuseDeclaredOverLimit(req, rules);
  // Streamed to the store as it arrives (issue 26 §5), read back from there, then removed.
  const uploadKey = `brand-uploads/${randomUUID()}.upload`;
  await receiveToStore(ctx, req, uploadKey, rules);
  try {
    const declared = imageTypeOf(tap.head());
    if (!declared) throw badRequest('The file must be a PNG, JPEG, WebP or GIF image');
    // The first bytes only say what the file claims to be: decode it within bounds, store a re-encoding.
    const { body, type: contentType } = await reencodeBrandImage(() => ctx.files.open(uploadKey), declared);
    await storeBrandImage(ctx, brandCode, kind, { contentType, body });
  } finally {
    await ctx.files.remove(uploadKey);
  }
  return { url: await brandAssetUrl(ctx, brandCode, link) };
}
