import { BRAND_IMAGE_MAX_BYTES } from '@portal/schema';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
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
export const imageTypeOf = (bytes: Buffer): string | undefined =>
  SIGNATURES.find(([, test]) => test(bytes))?.[0];

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1, fields: 5 },
});

function receive(req: Request, res: Response, field: string): Promise<Express.Multer.File | undefined> {
  return new Promise((resolve, reject) => {
    upload.single(field)(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new HttpError(413, `The image must be at most ${BRAND_IMAGE_MAX_BYTES / 1024 / 1024} MB`)
            : badRequest(`Send one image file in the field ${field}`),
        );
      else if (error) reject(badRequest('The upload could not be read'));
      else resolve(req.file);
    });
  });
}

/** PUT brands/{code}/logo | product-image: scope first, then read the file, check it is an image, store it. */
export async function uploadBrandImage(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  which: keyof typeof IMAGE_UPLOADS,
  req: Request,
  res: Response,
) {
  await scopedBrand(ctx, principal, brandCode);
  const { field, kind, link } = IMAGE_UPLOADS[which];
  const file = await receive(req, res, field);
  if (!file) throw badRequest(`Send one image file in the field ${field}`);
  const declared = imageTypeOf(file.buffer);
  if (!declared) throw badRequest('The file must be a PNG, JPEG, WebP or GIF image');
  // The first bytes only say what the file claims to be: decode it within bounds, store a re-encoding.
  const { body, type: contentType } = await reencodeBrandImage(file.buffer, declared);
  await storeBrandImage(ctx, brandCode, kind, { contentType, body });
  return { url: await brandAssetUrl(ctx, brandCode, link) };
}
