import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { MarketplaceListing } from './listing-row.ts';

export interface SellerKey {
  sellerId: string;
  marketplaceId: string;
}

const CHUNK = 200;

/**
 * Writes what the marketplace says of these listings. A row changes only when something the
 * marketplace decides changed (and its version then goes up): loading the same answers twice
 * changes nothing, which is what makes a retried or repeated sync harmless.
 */
export async function storeListings(
  db: Kysely<Database>,
  rows: readonly MarketplaceListing[],
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => ({
      seller_id: r.seller_id,
      marketplace_id: r.marketplace_id,
      sku: r.sku,
      brand_code: r.brand_code,
      asin: r.asin,
      item_name: r.item_name,
      product_type: r.product_type,
      status: r.status,
      marketplace_status: r.marketplace_status,
      archived: r.archived,
      attributes: JSON.stringify(r.attributes),
      issues: JSON.stringify(r.issues),
      summaries: JSON.stringify(r.summaries),
      displayed: r.displayed === null ? null : JSON.stringify(r.displayed),
      main_image_link: r.main_image_link,
      parentage_level: r.parentage_level,
      parent_sku: r.parent_sku,
      variation_theme: r.variation_theme,
      variation_theme_deprecated: r.variation_theme_deprecated,
      count_issues: r.count_issues,
      error_count: r.error_count,
      warning_count: r.warning_count,
      info_count: r.info_count,
      enforcements: r.enforcements,
      last_updated_date: r.last_updated_date,
    }));
    const result = await db
      .insertInto('listings')
      .values(values as never)
      .onConflict((oc) =>
        oc
          .columns(['seller_id', 'marketplace_id', 'sku'])
          .doUpdateSet((eb) => ({
            brand_code: eb.ref('excluded.brand_code'),
            asin: eb.ref('excluded.asin'),
            item_name: eb.ref('excluded.item_name'),
            product_type: eb.ref('excluded.product_type'),
            status: eb.ref('excluded.status'),
            marketplace_status: eb.ref('excluded.marketplace_status'),
            archived: eb.ref('excluded.archived'),
            attributes: eb.ref('excluded.attributes'),
            issues: eb.ref('excluded.issues'),
            summaries: eb.ref('excluded.summaries'),
            displayed: eb.ref('excluded.displayed'),
            main_image_link: eb.ref('excluded.main_image_link'),
            parentage_level: eb.ref('excluded.parentage_level'),
            parent_sku: eb.ref('excluded.parent_sku'),
            variation_theme: eb.ref('excluded.variation_theme'),
            variation_theme_deprecated: eb.ref('excluded.variation_theme_deprecated'),
            count_issues: eb.ref('excluded.count_issues'),
            error_count: eb.ref('excluded.error_count'),
            warning_count: eb.ref('excluded.warning_count'),
            info_count: eb.ref('excluded.info_count'),
            enforcements: eb.ref('excluded.enforcements'),
            last_updated_date: eb.ref('excluded.last_updated_date'),
            version: sql`listings.version + 1`,
            synced_at: sql`now()`,
          }))
          .where(
            sql<boolean>`(listings.attributes, listings.issues, listings.summaries, listings.displayed,
            listings.status, listings.marketplace_status, listings.parent_sku, listings.brand_code,
            listings.variation_theme, listings.last_updated_date)
            is distinct from (excluded.attributes, excluded.issues, excluded.summaries, excluded.displayed,
            excluded.status, excluded.marketplace_status, excluded.parent_sku, excluded.brand_code,
            excluded.variation_theme, excluded.last_updated_date)`,
          ),
      )
      .executeTakeFirst();
    changed += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return changed;
}

/** A full sync's report names every SKU the seller has: the others are gone from the marketplace. */
export async function removeListingsNotIn(
  db: Kysely<Database>,
  key: SellerKey,
  skus: readonly string[],
): Promise<number> {
  const result = await sql`
    delete from listings
    where seller_id = ${key.sellerId} and marketplace_id = ${key.marketplaceId}
      and not (sku = any(${sql.val([...skus])}::text[]))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function removeListing(db: Kysely<Database>, key: SellerKey, sku: string): Promise<void> {
  await db
    .deleteFrom('listings')
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', '=', sku)
    .execute();
}

/** Parent and child ASINs from the SKUs' relationships, only where they differ. */
export async function linkFamilies(db: Kysely<Database>, key: SellerKey): Promise<void> {
  await sql`
    update listings c set parent_asin = p.asin
    from listings p
    where c.seller_id = ${key.sellerId} and c.marketplace_id = ${key.marketplaceId}
      and p.seller_id = c.seller_id and p.marketplace_id = c.marketplace_id and p.sku = c.parent_sku
      and c.parent_asin is distinct from p.asin`.execute(db);
  await sql`
    update listings p set child_asins = k.asins
    from (
      select parent_sku, array_agg(asin order by sku) filter (where asin is not null) as asins
      from listings
      where seller_id = ${key.sellerId} and marketplace_id = ${key.marketplaceId} and parent_sku is not null
      group by parent_sku
    ) k
    where p.seller_id = ${key.sellerId} and p.marketplace_id = ${key.marketplaceId} and p.sku = k.parent_sku
      and p.child_asins is distinct from coalesce(k.asins, '{}')`.execute(db);
}

/** When the seller's listings last changed on the marketplace, for the next incremental sync. */
export async function lastUpdatedOf(db: Kysely<Database>, key: SellerKey): Promise<string | null> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.max('last_updated_date').as('last'))
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last as unknown as string).toISOString() : null;
}
