import { type Kysely, sql } from 'kysely';
import type { PatchOperation } from '../../connectors/listings/listings-connector.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { isDeprecatedTheme, parentageLevelOf } from '../listings/sync/listing-row.ts';

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

/** A listing as the portal holds it, before the accepted patches. */
export interface HeldListing {
  product_type: string;
  attributes: unknown;
  summaries: unknown;
  item_name: string | null;
  child_asins: readonly string[];
}

/** The columns of a listing that its attributes decide, as the next sync would write them. */
export interface AcceptedColumns {
  attributes: Attributes;
  item_name: string | null;
  summaries: Record<string, unknown>[];
  /** Present only when the patches touched the listing's family (VARIATION_ATTRIBUTES). */
  family?: {
    parent_sku: string | null;
    parentage_level: string | null;
    variation_theme: string | null;
    variation_theme_deprecated: boolean;
  };
}

/** Amazon's title of a listing (its summary's itemName): the marketplace's item_name, or the first. */
function itemNameOf(attributes: Attributes, marketplaceId: string): string | null {
  const names = attributes.item_name ?? [];
  const value = (names.find((n) => n.marketplace_id === marketplaceId) ?? names[0])?.value;
  return value === undefined || value === null ? null : String(value);
}

/**
 * What Amazon's listing looks like once it has processed accepted patches, in the portal's columns:
 * the attributes patched, the title Amazon derives from item_name (the column and the summary the
 * sync stores), and, when the family attributes changed, the parent, parentage and theme Amazon
 * derives from them. Issues, status, images and dates stay Amazon's: the next sync brings its
 * verdict on the processed listing.
 */
export function acceptedColumns(
  held: HeldListing,
  patches: readonly PatchOperation[],
  marketplaceId: string,
): AcceptedColumns {
  const attributes = applyPatches((held.attributes ?? {}) as Attributes, patches);
  const itemName = itemNameOf(attributes, marketplaceId) ?? held.item_name;
  const summaries = structuredClone((held.summaries ?? []) as Record<string, unknown>[]);
  // The summary the sync reads the title from (listingRow): the marketplace's, or the first.
  const summary = summaries.find((s) => s.marketplaceId === marketplaceId) ?? summaries[0];
  if (summary && itemName !== null) summary.itemName = itemName;
  const columns: AcceptedColumns = { attributes, item_name: itemName, summaries };
  const touched = patches.some((p) =>
    (VARIATION_ATTRIBUTES as readonly string[]).includes(p.path.slice('/attributes/'.length)),
  );
  if (!touched) return columns;
  const relation = attributes.child_parent_sku_relationship?.[0]?.parent_sku;
  const parentSku = typeof relation === 'string' ? relation : null;
  const theme = attributes.variation_theme?.[0]?.name;
  const themeName = typeof theme === 'string' ? theme : null;
  columns.family = {
    parent_sku: parentSku,
    parentage_level: parentageLevelOf(attributes, {
      hasChildren: held.child_asins.length > 0,
      hasParent: parentSku !== null,
    }),
    variation_theme: themeName,
    variation_theme_deprecated: isDeprecatedTheme(held.product_type, themeName),
  };
  return columns;
}

interface Submission {
  bulkUpdateId: string;
  brandCode: string;
  sellerId: string;
  marketplaceId: string;
}

/** Listings written at once: bounds the attributes held in memory and each statement's size. */
const CHUNK = 500;

/**
 * The accepted SKUs of a bulk submission (bulk edit v1 and v2, CSV upload, variation family) reach
 * the portal's rows (docs/decisions/0614): the columns acceptedColumns gives, and, for a family
 * change, the listing's parent ASIN and the child ASINs of the parents it left and joined. Runs in
 * the transaction that records the outcomes, so a row never shows a change Amazon refused.
 */
export async function applyAcceptedPatches(
  db: Kysely<Database>,
  s: Submission,
  skus: readonly string[],
): Promise<void> {
  const parents = new Set<string>();
  for (let from = 0; from < skus.length; from += CHUNK) {
    const items = await db
      .selectFrom('bulk_update_items as i')
      .innerJoin('listings as l', (join) =>
        join
          .onRef('l.sku', '=', 'i.sku')
          .on('l.seller_id', '=', s.sellerId)
          .on('l.marketplace_id', '=', s.marketplaceId),
      )
      .select([
        'i.sku',
        'i.patches',
        'l.attributes',
        'l.summaries',
        'l.item_name',
        'l.parent_sku',
        'l.product_type',
        'l.child_asins',
      ])
      .where(ofCheckedBrands(s.brandCode, 'i.brand_code'))
      .where(ofCheckedBrands(s.brandCode, 'l.brand_code'))
      .where('i.bulk_update_id', '=', s.bulkUpdateId)
      .where('i.sku', 'in', skus.slice(from, from + CHUNK))
      .execute();
    if (items.length === 0) continue;
    const rows = items.map((item) => {
      const columns = acceptedColumns(item, item.patches as unknown as PatchOperation[], s.marketplaceId);
      if (columns.family) {
        if (item.parent_sku) parents.add(item.parent_sku);
        if (columns.family.parent_sku) parents.add(columns.family.parent_sku);
      }
      return { sku: item.sku, ...columns, family: columns.family ?? null };
    });
    // One statement per chunk; the family columns change only where the patches touched them.
    await sql`
      update listings l set
        attributes = v.attributes,
        item_name = v.item_name,
        summaries = v.summaries,
        parent_sku = case when v.family is null then l.parent_sku else v.family->>'parent_sku' end,
        parentage_level = case when v.family is null then l.parentage_level
          else v.family->>'parentage_level' end,
        variation_theme = case when v.family is null then l.variation_theme
          else v.family->>'variation_theme' end,
        variation_theme_deprecated = case when v.family is null then l.variation_theme_deprecated
          else (v.family->>'variation_theme_deprecated')::boolean end,
        parent_asin = case when v.family is null then l.parent_asin
          else (select p.asin from listings p where p.seller_id = l.seller_id
            and p.marketplace_id = l.marketplace_id and p.sku = v.family->>'parent_sku') end,
        version = l.version + 1
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(sku text, attributes jsonb, item_name text, summaries jsonb, family jsonb)
      where ${ofCheckedBrands(s.brandCode, 'l.brand_code')}
        and l.seller_id = ${s.sellerId} and l.marketplace_id = ${s.marketplaceId} and l.sku = v.sku`.execute(
      db,
    );
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
