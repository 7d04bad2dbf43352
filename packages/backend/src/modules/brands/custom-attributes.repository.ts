import type { CustomAttributeType } from '@portal/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type AttributeOwner = 'brand' | 'sku';
const TABLE = { brand: 'brand_custom_attributes', sku: 'sku_custom_attributes' } as const;

export async function listAttributes(db: Db, owner: AttributeOwner) {
  const rows = await db.selectFrom(TABLE[owner]).select(['name', 'type']).orderBy('name').execute();
  // The column's check constraint holds the four types.
  return rows.map((r) => ({ name: r.name, type: r.type as CustomAttributeType }));
}

export function findAttribute(db: Db, owner: AttributeOwner, name: string) {
  return db.selectFrom(TABLE[owner]).select(['name', 'type']).where('name', '=', name).executeTakeFirst();
}

export function insertAttribute(db: Db, owner: AttributeOwner, name: string, type: string) {
  return db.insertInto(TABLE[owner]).values({ name, type }).execute();
}

export async function updateAttributeType(db: Db, owner: AttributeOwner, name: string, type: string) {
  const result = await db.updateTable(TABLE[owner]).set({ type }).where('name', '=', name).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAttribute(db: Db, owner: AttributeOwner, name: string) {
  const result = await db.deleteFrom(TABLE[owner]).where('name', '=', name).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function brandValues(db: Db, brandCode: string) {
  return db
    .selectFrom('brand_custom_attribute_values as v')
    .innerJoin('brand_custom_attributes as a', 'a.name', 'v.name')
    .select(['v.name', 'v.value', 'a.type'])
    .where('v.brand_code', '=', brandCode)
    .orderBy('v.name')
    .execute();
}

export function skuValues(db: Db, marketplaceId: string, sku: string) {
  return db
    .selectFrom('sku_custom_attribute_values as v')
    .innerJoin('sku_custom_attributes as a', 'a.name', 'v.name')
    .select(['v.name', 'v.value', 'a.type'])
    .where('v.marketplace_id', '=', marketplaceId)
    .where('v.seller_sku', '=', sku)
    .orderBy('v.name')
    .execute();
}

/** Writes brand values (null clears one); run inside a transaction for all-or-nothing. */
export async function writeBrandValues(
  db: Db,
  values: { brand_code: string; name: string; value: string | null }[],
) {
  for (const v of values) {
    if (v.value === null)
      await db
        .deleteFrom('brand_custom_attribute_values')
        .where('brand_code', '=', v.brand_code)
        .where('name', '=', v.name)
        .execute();
    else
      await db
        .insertInto('brand_custom_attribute_values')
        .values(v)
        .onConflict((oc) => oc.columns(['brand_code', 'name']).doUpdateSet({ value: v.value }))
        .execute();
  }
}

export async function writeSkuValue(
  db: Db,
  v: { marketplace_id: string; seller_sku: string; name: string; value: string | null },
) {
  if (v.value === null)
    await db
      .deleteFrom('sku_custom_attribute_values')
      .where('marketplace_id', '=', v.marketplace_id)
      .where('seller_sku', '=', v.seller_sku)
      .where('name', '=', v.name)
      .execute();
  else
    await db
      .insertInto('sku_custom_attribute_values')
      .values(v)
      .onConflict((oc) =>
        oc.columns(['marketplace_id', 'seller_sku', 'name']).doUpdateSet({ value: v.value }),
      )
      .execute();
}
