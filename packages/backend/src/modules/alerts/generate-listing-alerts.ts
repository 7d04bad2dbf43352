import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Compares the latest listings (catalog_items) with the listings the previous run saw
 * (alert_listing_states): a SKU that is gone is a deleted SKU, a child whose parent ASIN was
 * dropped or changed is a missing parent. The first run only records what it sees.
 */
export async function compareListings(
  db: Db,
  today: string,
): Promise<{ deletedSkus: number; missingParents: number }> {
  const deleted = await sql`
    insert into deleted_skus (brand_code, seller_id, marketplace_id, seller_sku, asin, status, date)
    select s.brand_code, s.seller_id, s.marketplace_id, s.seller_sku, s.asin, 'Deleted', ${today}::date
    from alert_listing_states s
    where not exists (select 1 from catalog_items ci where ci.seller_id = s.seller_id
      and ci.marketplace_id = s.marketplace_id and ci.seller_sku = s.seller_sku)
    on conflict do nothing`.execute(db);
  // A child names a parent other than itself; the parent is missing when the new listing has none.
  const missing = await sql`
    insert into missing_parents (brand_code, seller_id, marketplace_id, seller_sku, asin, status, is_child,
      parent_asin, prev_parent_asin, date)
    select ci.brand_code, ci.seller_id, ci.marketplace_id, ci.seller_sku, ci.asin,
      case when nullif(ci.parent_asin, ci.asin) is null then 'Missing' else 'Changed' end,
      nullif(ci.parent_asin, ci.asin) is not null, nullif(ci.parent_asin, ci.asin), s.parent_asin, ${today}::date
    from alert_listing_states s
    join catalog_items ci on ci.seller_id = s.seller_id and ci.marketplace_id = s.marketplace_id
      and ci.seller_sku = s.seller_sku
    where s.parent_asin is not null and s.parent_asin is distinct from nullif(ci.parent_asin, ci.asin)
    on conflict do nothing`.execute(db);
  await sql`delete from alert_listing_states`.execute(db);
  await sql`
    insert into alert_listing_states (seller_id, marketplace_id, seller_sku, brand_code, asin, parent_asin)
    select seller_id, marketplace_id, seller_sku, brand_code, asin, nullif(parent_asin, asin)
    from catalog_items`.execute(db);
  return {
    deletedSkus: Number(deleted.numAffectedRows ?? 0),
    missingParents: Number(missing.numAffectedRows ?? 0),
  };
}
