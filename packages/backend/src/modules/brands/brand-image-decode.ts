import type { Readable } from 'node:stream';
import {
  BRAND_IMAGE_MAX_PIXELS,
  BRAND_IMAGE_MAX_SIDE,
  BRAND_IMAGE_TOO_LARGE,
  BRAND_IMAGE_UNREADABLE,
} from '@portal/schema';
import { loadSharp } from '../../files/load-sharp.ts';
import { badRequest } from '../../http/http-error.ts';

/** The formats a brand image is kept in, by the type its first bytes named. */
const FORMATS = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type ImageType = keyof typeof FORMATS;

/** libvips refused the canvas the header declares ("Input image exceeds pixel limit"). */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const isImageType = (type: string): type is ImageType => Object.hasOwn(FORMATS, type);

/**
 * Decodes an uploaded image within the size bounds and encodes it again (issue 28, finding 8): what
 * is stored is what libvips wrote, not the client's bytes, with the header's claims checked before
 * any pixel is decoded and every metadata block (EXIF, GPS, comments) left behind. The first frame
 * only: a logo is not an animation.
 */
export async function reencodeBrandImage(
  open: () => Readable,
  type: string,
): Promise<{ body: Buffer; type: string }> {
  if (!isImageType(type)) throw badRequest(BRAND_IMAGE_UNREADABLE);
  // limitInputPixels makes libvips itself refuse a larger canvas, whatever the header check missed.
  const options = { limitInputPixels: BRAND_IMAGE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  const sharp = await loadSharp();
  // The upload is read from the store for each pass, never held whole by the caller.
  const from = () => {
    const reader = sharp(options);
    open()
      .on('error', (e) => reader.destroy(e))
      .pipe(reader);
    return reader;
  };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await from().metadata());
  } catch (error) {
    throw badRequest(overPixelLimit(error) ? BRAND_IMAGE_TOO_LARGE : BRAND_IMAGE_UNREADABLE);
  }
  if (!width || !height) throw badRequest(BRAND_IMAGE_UNREADABLE);
  if (
    width > BRAND_IMAGE_MAX_SIDE ||
    height > BRAND_IMAGE_MAX_SIDE ||
    width * height > BRAND_IMAGE_MAX_PIXELS
  )
    throw badRequest(BRAND_IMAGE_TOO_LARGE);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const body = await from().rotate().toFormat(FORMATS[type]).toBuffer();
    return { body, type };
  } catch (error) {
    throw badRequest(overPixelLimit(error) ? BRAND_IMAGE_TOO_LARGE : BRAND_IMAGE_UNREADABLE);
  }
}
