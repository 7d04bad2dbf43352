import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { logoSvg, productSvg } from './brand-images.ts';

export type BrandImageKind = 'logo' | 'product';

/** An image ready to serve: its type, when it last changed, and its bytes as a stream. */
export interface ServedBrandImage {
  contentType: string;
  updatedAt: Date;
  open: () => Readable;
}

// One folder for every brand image; the random name alone identifies a version, so a replaced
// image is never overwritten in place while a request may still be reading it.
const keyOfNewImage = (): string => `brand-images/${randomUUID()}`;

/**
 * Keeps an uploaded brand image: the bytes in the file store, the key in `brand_images`. The
 * previous version's file is removed only after the row points at the new one.
 */
export async function storeBrandImage(
  ctx: AppContext,
  brandCode: string,
  kind: BrandImageKind,
  image: { contentType: string; body: Uint8Array },
): Promise<void> {
  const storageKey = keyOfNewImage();
  await ctx.files.put(storageKey, image.body);
  const previous = await ctx.db
    .selectFrom('brand_images')
    .select('storage_key')
    // The upload checked the caller's brand first (scopedBrand).
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  const row = { content_type: image.contentType, storage_key: storageKey, stand_in: false };
  await ctx.db
    .insertInto('brand_images')
    .values({ brand_code: brandCode, kind, ...row })
    .onConflict((oc) => oc.columns(['brand_code', 'kind']).doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
  if (previous?.storage_key) await ctx.files.remove(previous.storage_key);
}

/** The brand's image of this kind, or undefined when it has none. */
export async function findServedBrandImage(
  ctx: AppContext,
  brandCode: string,
  kind: BrandImageKind,
): Promise<ServedBrandImage | undefined> {
  const row = await ctx.db
    .selectFrom('brand_images')
    .innerJoin('brands', 'brands.brand_code', 'brand_images.brand_code')
    .select([
      'brand_images.content_type',
      'brand_images.storage_key',
      'brand_images.stand_in',
      'brand_images.updated_at',
      'brands.name',
    ])
    // The signed link named this brand (brand-asset-links.ts): the check came before.
    .where(ofCheckedBrands(brandCode, 'brand_images.brand_code'))
    .where('brand_images.kind', '=', kind)
    .executeTakeFirst();
  if (!row) return undefined;
  const updatedAt = new Date(row.updated_at);
  const storageKey = row.storage_key;
  if (storageKey) return { contentType: row.content_type, updatedAt, open: () => ctx.files.open(storageKey) };
  // A stand-in (the table's check allows nothing else): the demo's picture, drawn from the brand.
  const svg = kind === 'logo' ? logoSvg(brandCode, row.name) : productSvg(brandCode, row.name);
  return { contentType: 'image/svg+xml', updatedAt, open: () => Readable.from([Buffer.from(svg)]) };
}

/** The demo's images: drawn from the brand on request, so the seed writes no bytes anywhere. */
export const standInBrandImages = (brandCodes: readonly string[]) =>
  brandCodes.flatMap((brand_code) =>
    (['logo', 'product'] as const).map((kind) => ({
      brand_code,
      kind,
      content_type: 'image/svg+xml',
      stand_in: true,
    })),
  );
