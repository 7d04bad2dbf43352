import { IMAGE_MAX_BYTES, LISTINGS_MESSAGES } from '@portal/schema';

const EXTENSIONS = ['.jpg', '.jpeg', '.png'];

/** The spec's checks before a byte is sent (spec 3 §5 'Images': JPG, JPEG, PNG, max 5 MB). */
export function imageFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return LISTINGS_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return LISTINGS_MESSAGES.imageTooLarge;
  return null;
}

/**
 * Sends the image as multipart to the gateway's upload route, which streams it to the backend;
 * answers the stored image's media_location. The server checks the size and type again.
 */
export async function uploadListingImage(
  file: File,
  seller: { sellerId: string; marketplaceId: string },
  token: string | null,
): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  let res: Response;
  try {
    res = await fetch(`/uploads/listing-image?${new URLSearchParams(seller)}`, {
      method: 'PUT',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new Error(LISTINGS_MESSAGES.imageUploadFailed);
  }
  if (res.status === 413) throw new Error(LISTINGS_MESSAGES.imageTooLarge);
  const body = (await res.json().catch(() => ({}))) as { media_location?: string; message?: string };
  if (res.status !== 201 || !body.media_location)
    throw new Error(res.status === 400 && body.message ? body.message : LISTINGS_MESSAGES.imageUploadFailed);
  return body.media_location;
}
