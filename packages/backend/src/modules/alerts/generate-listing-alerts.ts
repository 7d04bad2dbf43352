import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ALERT_RULES } from './alert-rules.ts';

type Db = Kysely<Database>;

// Each account's consecutive listings snapshots of the window: `day` and the snapshot before it.
const SNAPSHOT_PAIRS = sql`
  select seller_id, marketplace_id, day, lag(day) over (partition by seller_id, marketplace_id order by day) as prev_day
  from (
    select distinct seller_id, marketplace_id, snapshot_day as day from listing_snapshots
    where snapshot_day >= (select max(snapshot_day) from listing_snapshots) - ${ALERT_RULES.windowDays}::int
  ) d`;

/**
 * Compares each listings snapshot with the one before it (docs/decisions/0250): a SKU the earlier
 * one held and the later one lacks is a deleted SKU; a child whose parent ASIN the later one
 * dropped (`Missing`) or changed (`Changed`) is a missing parent. Dated by the later snapshot, so
 * a run after any load finds the same rows and adds only new ones.
 */
export async function compareListings(db: Db): Promise<{ deletedSkus: number; missingParents: number }> {
  const deleted = await sql`
    insert into deleted_skus (brand_code, seller_id, marketplace_id, seller_sku, asin, status, date)
    select s.brand_code, s.seller_id, s.marketplace_id, s.seller_sku, s.asin, 'Deleted', p.day
    from (${SNAPSHOT_PAIRS}) p
    join listing_snapshots s on s.seller_id = p.seller_id and s.marketplace_id = p.marketplace_id
      and s.snapshot_day = p.prev_day
    where not exists (select 1 from listing_snapshots n where n.seller_id = s.seller_id
      and n.marketplace_id = s.marketplace_id and n.snapshot_day = p.day and n.seller_sku = s.seller_sku)
    on conflict do nothing`.execute(db);
  const missing = await sql`
    insert into missing_parents (brand_code, seller_id, marketplace_id, seller_sku, asin, status, is_child,
      parent_asin, prev_parent_asin, date)
    select n.brand_code, n.seller_id, n.marketplace_id, n.seller_sku, n.asin,
      case when n.parent_asin is null then 'Missing' else 'Changed' end,
      n.parent_asin is not null, n.parent_asin, s.parent_asin, p.day
    from (${SNAPSHOT_PAIRS}) p
    join listing_snapshots s on s.seller_id = p.seller_id and s.marketplace_id = p.marketplace_id
      and s.snapshot_day = p.prev_day
    join listing_snapshots n on n.seller_id = s.seller_id and n.marketplace_id = s.marketplace_id
      and n.snapshot_day = p.day and n.seller_sku = s.seller_sku
    where s.parent_asin is not null and s.parent_asin is distinct from n.parent_asin
    on conflict do nothing`.execute(db);
  return {
    deletedSkus: Number(deleted.numAffectedRows ?? 0),
    missingParents: Number(missing.numAffectedRows ?? 0),
  };
}
