import type { CustomAttributeType } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { asInputError, BRAND_FORBIDDEN, scopedBrand } from './brand-scope.ts';
import {
  type AttributeOwner,
  brandValues,
  deleteAttribute,
  findAttribute,
  insertAttribute,
  listAttributes,
  skuValues,
  updateAttributeType,
  writeBrandValues,
  writeSkuValue,
} from './custom-attributes.repository.ts';

const NO_SUCH_ATTRIBUTE = 'No such custom attribute';
type RawValue = string | number | null;

const asValues = (rows: { name: string; value: string | null; type: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, { type: r.type as CustomAttributeType, value: r.value }]));

const isLink = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A value as stored for its attribute's type; refuses what the type cannot hold. */
async function storedValue(
  ctx: AppContext,
  type: string,
  name: string,
  raw: RawValue,
): Promise<string | null> {
  if (raw === null || raw === '') return null;
  const text = String(raw).trim();
  if (type === 'NUMBER' && !Number.isFinite(Number(text))) throw badRequest(`${name} must be a number`);
  if (type === 'LINK' && !isLink(text)) throw badRequest(`${name} must be an http or https link`);
  if (type === 'USER') {
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', text)
      .where('role', '!=', 'brand-user')
      .executeTakeFirst()
      .catch(() => undefined);
    if (!user) throw badRequest(`${name} must name a staff member`);
  }
  return text;
}

export const listCustomAttributes = (ctx: AppContext, owner: AttributeOwner) => listAttributes(ctx.db, owner);

export async function createCustomAttribute(
  ctx: AppContext,
  owner: AttributeOwner,
  name: string,
  type: string,
) {
  await asInputError(insertAttribute(ctx.db, owner, name, type), {
    reference: NO_SUCH_ATTRIBUTE,
    unique: `A custom attribute named ${name} exists`,
  });
  return { name, type: type as CustomAttributeType };
}

/** Changing the type keeps the values that the new type can hold and clears the others. */
export async function editCustomAttribute(
  ctx: AppContext,
  owner: AttributeOwner,
  name: string,
  type: string,
) {
  if (!(await updateAttributeType(ctx.db, owner, name, type))) throw notFound(NO_SUCH_ATTRIBUTE);
  return { name, type: type as CustomAttributeType };
}

export async function removeCustomAttribute(ctx: AppContext, owner: AttributeOwner, name: string) {
  if (!(await deleteAttribute(ctx.db, owner, name))) throw notFound(NO_SUCH_ATTRIBUTE);
}

export async function brandAttributeValues(ctx: AppContext, principal: Principal, brandCode: string) {
  await scopedBrand(ctx, principal, brandCode);
  return asValues(await brandValues(ctx.db, brandCode));
}

export const skuAttributeValues = async (ctx: AppContext, marketplaceId: string, sku: string) =>
  asValues(await skuValues(ctx.db, marketplaceId, sku));

/** Brand values, one or many (PUT brand-custom-attribute/bulk): every one checked first, then all written. */
export async function setBrandAttributeValues(
  ctx: AppContext,
  principal: Principal,
  items: { brand_code: string; name: string; value: RawValue }[],
) {
  const visible = visibleBrandCodes(principal);
  const types = new Map((await listAttributes(ctx.db, 'brand')).map((a) => [a.name, a.type]));
  const checked: { brand_code: string; name: string; value: string | null }[] = [];
  for (const item of items) {
    if (!brandVisible(visible, item.brand_code)) throw forbidden(BRAND_FORBIDDEN);
    const type = types.get(item.name);
    if (!type) throw notFound(NO_SUCH_ATTRIBUTE);
    checked.push({ ...item, value: await storedValue(ctx, type, item.name, item.value) });
  }
  await asInputError(
    ctx.db.transaction().execute((trx) => writeBrandValues(trx, checked)),
    { reference: 'Brand not found' },
  );
  return checked.length;
}

export async function setSkuAttributeValue(
  ctx: AppContext,
  item: { marketplace_id: string; seller_sku: string; name: string; value: RawValue },
) {
  const attribute = await findAttribute(ctx.db, 'sku', item.name);
  if (!attribute) throw notFound(NO_SUCH_ATTRIBUTE);
  await writeSkuValue(ctx.db, {
    ...item,
    value: await storedValue(ctx, attribute.type, item.name, item.value),
  });
  return skuAttributeValues(ctx, item.marketplace_id, item.seller_sku);
}
