import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedBrand } from './brand-scope.ts';

export const SUB_BRAND_NOT_FOUND = 'Sub brand not found';

type SubBrand = { brand_code: string; name: string; parent_brand_code: string };

/**
 * A new sub brand of `brandCode`: a brand row whose parent is that brand, of its type and status.
 * Its code is the parent's with a random suffix, since the editor asks only for a name.
 */
export async function createSubBrand(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  name: string,
): Promise<SubBrand> {
  await scopedBrand(ctx, principal, brandCode);
  const parent = await ctx.db
    .selectFrom('brands')
    .select(['brand_code', 'brand_type', 'status_id', 'parent_brand_code'])
    .where('brand_code', '=', brandCode)
    .executeTakeFirstOrThrow();
  // A sub brand has no sub brands of its own: the access subject holds one level only.
  if (parent.parent_brand_code) throw notFound('Brand not found');
  const code = `${brandCode}-${randomBytes(3).toString('hex').toUpperCase()}`;
  await ctx.db
    .insertInto('brands')
    .values({
      brand_code: code,
      name,
      brand_type: parent.brand_type,
      status_id: parent.status_id,
      parent_brand_code: brandCode,
      advertising_profiles: JSON.stringify([]),
      performance_checklist: JSON.stringify({}),
    })
    .execute();
  return { brand_code: code, name, parent_brand_code: brandCode };
}

/** PUT brands/{brand_code}/sub-brands/{id}: renames a sub brand of a brand the caller may see. */
export async function updateSubBrand(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  subBrandCode: string,
  name: string,
): Promise<SubBrand> {
  await scopedBrand(ctx, principal, brandCode);
  const updated = await ctx.db
    .updateTable('brands')
    .set({ name })
    .where('brand_code', '=', subBrandCode)
    .where('parent_brand_code', '=', brandCode)
    .returning(['brand_code', 'name', 'parent_brand_code'])
    .executeTakeFirst();
  if (!updated?.parent_brand_code) throw notFound(SUB_BRAND_NOT_FOUND);
  return { brand_code: updated.brand_code, name: updated.name, parent_brand_code: updated.parent_brand_code };
}
