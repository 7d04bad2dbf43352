import type { AdType } from '@portal/schema';
import type { Kysely } from 'kysely';
import { inBrandScope, notBrandScoped } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

/** Authorized seller/marketplace pairs, limited to `brandCodes` unless it is null (staff). */
export async function listAuthorizedMarketplaces(db: Kysely<Database>, brandCodes: string[] | null) {
  if (brandCodes !== null && brandCodes.length === 0) return [];
  let query = db
    .selectFrom('authorized_marketplaces as am')
    .innerJoin('marketplaces as m', 'm.marketplace_id', 'am.marketplace_id')
    .select([
      'am.marketplace_id',
      'am.seller_id as selling_partner_id',
      'am.seller_name',
      'm.name as marketplace_name',
    ])
    // Marketplace order of spec 1 §9 puts United States (the default) first.
    .orderBy('m.sort_order')
    .orderBy('am.seller_name')
    .orderBy('am.seller_id');
  query = query.where(inBrandScope(brandCodes, 'am.brand_code'));
  const rows = await query.execute();
  // A seller shared by two visible brands is still one choice.
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.selling_partner_id}|${r.marketplace_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Brand codes (and their parents) that own a seller in a marketplace. */
export async function brandsOwningSeller(
  db: Kysely<Database>,
  sellerId: string,
  marketplaceId: string,
): Promise<{ brand_code: string; parent_brand_code: string | null }[]> {
  return (
    db
      .selectFrom('authorized_marketplaces as am')
      .innerJoin('brands as b', 'b.brand_code', 'am.brand_code')
      .select(['b.brand_code', 'b.parent_brand_code'])
      // The ownership lookup the visibility check (assertSellerVisible) is made from.
      .where(notBrandScoped())
      .where('am.seller_id', '=', sellerId)
      .where('am.marketplace_id', '=', marketplaceId)
      .execute()
  );
}

/**
 * Brands for filters, by name. With an ad type, only brands that have advertising of that type:
 * a DSP tab offering brands with no DSP advertiser would only lead to empty tables.
 */
export function listBrandIds(db: Kysely<Database>, brandCodes: string[] | null, adType?: AdType) {
  let query = db.selectFrom('brands').select(['brand_code', 'name']).orderBy('name').orderBy('brand_code');
  if (brandCodes !== null && brandCodes.length === 0) return Promise.resolve([]);
  query = query.where(inBrandScope(brandCodes, 'brand_code'));
  if (adType)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ad_entities')
          .select('ad_entities.id')
          .whereRef('ad_entities.brand_code', '=', 'brands.brand_code')
          .where('ad_entities.ad_type', '=', adType),
      ),
    );
  return query.execute();
}
