import type { AppContext } from '../../app-context.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { brandExists } from './brands.repository.ts';

export const BRAND_FORBIDDEN = 'You do not have access to this brand';
export const BRAND_NOT_FOUND = 'Brand not found';

/**
 * Brand scoping: a brand user reaches only its brand and sub brands. Another code is a 403 whether
 * it exists or not, so a brand user learns nothing about other brand codes; staff get a 404.
 */
export async function scopedBrand(ctx: AppContext, principal: Principal, brandCode: string) {
  const visible = visibleBrandCodes(principal);
  if (!brandVisible(visible, brandCode)) throw forbidden(BRAND_FORBIDDEN);
  const brand = await brandExists(ctx.db, brandCode);
  if (!brand) throw notFound(BRAND_NOT_FOUND);
  return brand;
}

/** A foreign key or unique violation is the caller's bad input, not a server fault. */
export async function asInputError<T>(
  work: Promise<T>,
  messages: { reference: string; unique?: string },
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '23503') throw new HttpError(400, messages.reference);
    if (code === '23505' && messages.unique) throw new HttpError(409, messages.unique);
    throw error;
  }
}
