import { type Kysely, sql } from 'kysely';
import type { PatchOperation } from '../../connectors/listings/listings-connector.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { DEPRECATED_THEMES } from '../listings/deprecated-themes.ts';

/** A listing's place in a family, as Amazon's product types write it (parentage_level drives the other two). */
export const VARIATION_ATTRIBUTES = [
  'parentage_level',
  'child_parent_sku_relationship',
  'variation_theme',
] as const;

type Attributes = Record<string, Record<string, unknown>[]>;

/** Top-level patches applied as Amazon applies them (the simulator does the same). */
export function applyPatches(before: Attributes, patches: readonly PatchOperation[]): Attributes {
  const attributes = structuredClone(before);
  for (const patch of patches) {
    const name = patch.path.slice('/attributes/'.length);
    if (patch.op === 'delete') delete attributes[name];
    else if (patch.op === 'merge') attributes[name] = [...(attributes[name] ?? []), ...(patch.value ?? [])];
    else attributes[name] = structuredClone(patch.value ?? []);
  }
  return attributes;
}

interface Submission {
  bulkUpdateId: string;
  brandCode: string;
  sellerId: string;
  marketplaceId: string;
}

/**
 * Accepted variation changes reach the portal's rows: the listing's attributes, parent SKU,
 * parentage and theme, its parent ASIN, and the child ASINs of the parents it left and joined.
 * Runs in the transaction that records the outcomes, so a row never shows a family Amazon refused.
 */
export async function applyAcceptedVariations(
  db: Kysely<Database>,
  s: Submission,
  skus: readonly string[],
): Promise<void> {
  if (skus.length === 0) return;
  const items = await db
    .selectFrom('bulk_update_items as i')
    .innerJoin('listings as l', (join) =>
      join
        .onRef('l.sku', '=', 'i.sku')
        .on('l.seller_id', '=', s.sellerId)
        .on('l.marketplace_id', '=', s.marketplaceId),
    )
    .select(['i.sku', 'i.patches', 'l.attributes', 'l.parent_sku', 'l.product_type'])
    .where(ofCheckedBrands(s.brandCode, 'i.brand_code'))
    .where(ofCheckedBrands(s.brandCode, 'l.brand_code'))
    .where('i.bulk_update_id', '=', s.bulkUpdateId)
    .where('i.sku', 'in', [...skus])
    .execute();
  const parents = new Set<string>();
  for (const item of items) {
    const attributes = applyPatches(
      item.attributes as Attributes,
      item.patches as unknown as PatchOperation[],
    );
    const relation = attributes.child_parent_sku_relationship?.[0]?.parent_sku;
    const parentSku = typeof relation === 'string' ? relation : null;
    const level = attributes.parentage_level?.[0]?.value;
    const theme = attributes.variation_theme?.[0]?.name;
    const themeName = typeof theme === 'string' ? theme : null;
    if (item.parent_sku) parents.add(item.parent_sku);
    if (parentSku) parents.add(parentSku);
    await db
      .updateTable('listings')
      .set({
        attributes: JSON.stringify(attributes),
        parent_sku: parentSku,
        parentage_level: typeof level === 'string' ? level.toUpperCase() : null,
        variation_theme: themeName,
        variation_theme_deprecated:
          themeName !== null && (DEPRECATED_THEMES[item.product_type] ?? []).includes(themeName),
        parent_asin: parentSku
          ? sql<string | null>`(select p.asin from listings p where p.seller_id = ${s.sellerId}
              and p.marketplace_id = ${s.marketplaceId} and p.sku = ${parentSku})`
          : null,
        version: sql`version + 1`,
      })
      .where(ofCheckedBrands(s.brandCode, 'listings.brand_code'))
      .where('seller_id', '=', s.sellerId)
      .where('marketplace_id', '=', s.marketplaceId)
      .where('sku', '=', item.sku)
      .execute();
  }
  if (parents.size === 0) return;
  await sql`
    update listings p set child_asins = coalesce((
      select array_agg(c.asin order by c.sku) from listings c
      where c.seller_id = p.seller_id and c.marketplace_id = p.marketplace_id
        and c.parent_sku = p.sku and c.asin is not null), '{}')
    where p.seller_id = ${s.sellerId} and p.marketplace_id = ${s.marketplaceId}
      and p.sku = any(${sql.val([...parents])}::text[])`.execute(db);
}
