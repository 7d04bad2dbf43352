import { CONNECTABLE_COUNTRY_CODES, CONNECTION_MESSAGES, MARKETPLACES } from '@portal/schema';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { inBrandScope, notBrandScoped, ofCheckedBrands } from '../../db/brand-scope.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { connectableBrand } from './selling-partner-grants.ts';

/** GET sp-api/marketplaces: the connectable marketplaces in the spec's order (§9). */
export function connectableMarketplaces() {
  const connectable = new Set<string>(CONNECTABLE_COUNTRY_CODES);
  return MARKETPLACES.filter((m) => connectable.has(m.countryCode)).map((m) => ({
    marketplaceId: m.marketplaceId,
    name: m.name,
    countryCode: m.countryCode,
    region: m.region.toLowerCase(),
  }));
}

/** GET sp-api/connections/{brandCode}: what the Connect to Amazon tab lists. */
export async function brandConnections(ctx: AppContext, principal: Principal, brandCode: string) {
  await connectableBrand(ctx, principal, brandCode);
  const rows = await ctx.db
    .selectFrom('authorized_marketplaces as am')
    .innerJoin('marketplaces as m', 'm.marketplace_id', 'am.marketplace_id')
    .select([
      'am.brand_code',
      'am.seller_id',
      'am.seller_name',
      'am.marketplace_id',
      'm.name as marketplace_name',
      'am.authorized_at',
      'am.refresh_token_sealed',
    ])
    .where(ofCheckedBrands([brandCode], 'am.brand_code'))
    .orderBy('m.sort_order')
    .orderBy('am.seller_name')
    .execute();
  const synced = await lastSyncs(ctx, rows);
  return rows.map((r) => ({
    brand_code: r.brand_code,
    selling_partner_id: r.seller_id,
    seller_name: r.seller_name,
    marketplace_id: r.marketplace_id,
    marketplace_name: r.marketplace_name,
    authorized_at: r.authorized_at ? new Date(r.authorized_at).toISOString() : null,
    has_refresh_token: r.refresh_token_sealed !== null,
    last_synced_at: synced.get(`${r.seller_id}|${r.marketplace_id}`) ?? null,
  }));
}

/**
 * The newest succeeded sync of each connection's seller and marketplace (the sync is the seller
 * account's, whichever brand connected it), keyed `seller|marketplace`, as ISO timestamps.
 */
async function lastSyncs(ctx: AppContext, rows: readonly { seller_id: string; marketplace_id: string }[]) {
  const found = new Map<string, string>();
  if (rows.length === 0) return found;
  const sellers = [...new Set(rows.map((r) => r.seller_id))];
  const { rows: syncs } = await sql<{ seller_id: string; marketplace_id: string; finished_at: Date }>`
    select payload->>'sellerId' as seller_id, payload->>'marketplaceId' as marketplace_id,
      max(finished_at) as finished_at
    from jobs
    where kind = 'seller-data-sync' and status = 'succeeded' and finished_at is not null
      and payload->>'sellerId' = any(${sellers}::text[])
    group by 1, 2`.execute(ctx.db);
  for (const s of syncs)
    found.set(`${s.seller_id}|${s.marketplace_id}`, new Date(s.finished_at).toISOString());
  return found;
}

/** POST brands/{brandCode}/update-seller-name: every marketplace of the seller takes the name. */
export async function updateSellerName(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  sellerId: string,
  sellerName: string,
) {
  await connectableBrand(ctx, principal, brandCode);
  const updated = await ctx.db
    .updateTable('authorized_marketplaces')
    .set({ seller_name: sellerName })
    .where(ofCheckedBrands([brandCode], 'brand_code'))
    .where('seller_id', '=', sellerId)
    .returning('id')
    .execute();
  if (updated.length === 0) throw notFound(CONNECTION_MESSAGES.sellerNotConnected);
  return { ok: true };
}

/**
 * Deauthorization by any of the spec's three paths: the rows go with their sealed tokens, and
 * the seller's queued or running syncs in that marketplace are cancelled unless another brand still
 * has it connected (a running attempt's later writes are refused once its job is finished).
 */
export async function deauthorize(
  ctx: AppContext,
  principal: Principal,
  target: { brandCode: string | null; marketplaceId: string; sellerId: string | null },
) {
  let brandCode = target.brandCode;
  if (brandCode === null) {
    // The brand-user path: the seller's brand among the user's own (brand and sub brands).
    if (principal.role !== 'brand-user') throw forbidden('This path is for brand users');
    const owner = await ctx.db
      .selectFrom('authorized_marketplaces')
      .select('brand_code')
      .where(inBrandScope(visibleBrandCodes(principal), 'brand_code'))
      .where('marketplace_id', '=', target.marketplaceId)
      .where('seller_id', '=', target.sellerId ?? '')
      .orderBy('brand_code')
      .executeTakeFirst();
    if (!owner) throw notFound(CONNECTION_MESSAGES.sellerNotConnected);
    brandCode = owner.brand_code;
  }
  await connectableBrand(ctx, principal, brandCode);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    let query = trx
      .deleteFrom('authorized_marketplaces')
      .where(ofCheckedBrands([brandCode], 'brand_code'))
      .where('marketplace_id', '=', target.marketplaceId);
    if (target.sellerId !== null) query = query.where('seller_id', '=', target.sellerId);
    const rows = await query.returning(['seller_id', 'marketplace_id']).execute();
    for (const row of rows) await stopSellerSyncs(trx, row.seller_id, row.marketplace_id);
    return rows;
  });
  if (removed.length === 0) throw notFound(CONNECTION_MESSAGES.sellerNotConnected);
  return { ok: true };
}

type Db = Pick<AppContext, 'db'>['db'];

/** Cancels the seller's unfinished syncs in a marketplace nobody has connected any more. */
async function stopSellerSyncs(db: Db, sellerId: string, marketplaceId: string) {
  await sql`
    update jobs set status = 'cancelled', finished_at = now(), updated_at = now(),
      error = ${CONNECTION_MESSAGES.revoked}
    where kind = 'seller-data-sync' and status in ('queued', 'running')
      and payload->>'sellerId' = ${sellerId} and payload->>'marketplaceId' = ${marketplaceId}
      and not exists (
        select 1 from authorized_marketplaces am
        where ${notBrandScoped()} and am.seller_id = ${sellerId} and am.marketplace_id = ${marketplaceId})`.execute(
    db,
  );
}
