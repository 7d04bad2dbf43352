import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type BrandDayScope, scopeOf } from './refresh-brand-day-orders.ts';

/**
 * Rebuilds the brand-day returns rollups of a marketplace's return days for the brands in scope,
 * from the customer returns the caller has just written: the units returned per brand and day
 * (brand_daily_returns) and per brand, day, reason and disposition (brand_daily_return_reasons,
 * ADR 0630), each return attributed as the insights attribute it (its listing's brand, else its
 * account's first brand by code). Every brand's reasons (marketplace_daily_return_reasons) move by
 * the rebuilt brands' part, as every brand's heatmap does (moveMarketplaceHours).
 */
export async function refreshBrandDayReturns(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  brands: BrandDayScope,
): Promise<void> {
  const scope = scopeOf(days, brands, 'r.seller_id');
  if (!scope) return;
  const { ofBrands, ofSellers } = scope;
  await moveMarketplaceReasons(db, marketplaceId, days, ofBrands, -1);
  for (const table of ['brand_daily_returns', 'brand_daily_return_reasons'] as const)
    await sql`
      delete from ${sql.table(table)}
      where marketplace_id = ${marketplaceId} and return_day = any(${days}::date[]) ${ofBrands('brand_code')}`.execute(
      db,
    );
  // One pass over the days' returns feeds both brand rollups.
  await sql`
    with attributed as materialized (
      select x.brand_code, x.return_day, x.reason, x.detailed_disposition, x.quantity
      from (
        select coalesce(c.brand_code, w.brand_code) as brand_code, r.return_day, r.reason,
          r.detailed_disposition, r.quantity
        from customer_returns r
        left join catalog_items c
          on c.seller_id = r.seller_id and c.marketplace_id = r.marketplace_id and c.seller_sku = r.seller_sku
        left join (
          select seller_id, min(brand_code) as brand_code from authorized_marketplaces
          where marketplace_id = ${marketplaceId} group by seller_id
        ) w on w.seller_id = r.seller_id
        where r.marketplace_id = ${marketplaceId} and r.return_day = any(${days}::date[]) ${ofSellers}
      ) x
      join brands b on b.brand_code = x.brand_code
      where true ${ofBrands('x.brand_code')}
    ),
    reasons as (
      insert into brand_daily_return_reasons (brand_code, marketplace_id, return_day, reason, detailed_disposition, units)
      select brand_code, ${marketplaceId}, return_day, reason, detailed_disposition, sum(quantity)
      from attributed group by brand_code, return_day, reason, detailed_disposition
    )
    insert into brand_daily_returns (brand_code, marketplace_id, return_day, units)
    select brand_code, ${marketplaceId}, return_day, sum(quantity)
    from attributed group by brand_code, return_day`.execute(db);
  await moveMarketplaceReasons(db, marketplaceId, days, ofBrands, 1);
}

/**
 * Takes the brands' rows of the days out of every brand's reasons (`sign` -1, before they are
 * rebuilt) or puts them back (1, after); a row that reaches 0 units goes: no brand holds it any
 * more, as every return has a positive quantity (the report's model takes no other).
 */
async function moveMarketplaceReasons(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  ofBrands: (column: string) => RawBuilder<unknown>,
  sign: 1 | -1,
): Promise<void> {
  await sql`
    insert into marketplace_daily_return_reasons as m (marketplace_id, return_day, reason, detailed_disposition, units)
    select marketplace_id, return_day, reason, detailed_disposition, ${sign}::int * sum(units)::int
    from brand_daily_return_reasons
    where marketplace_id = ${marketplaceId} and return_day = any(${days}::date[]) ${ofBrands('brand_code')}
    group by 1, 2, 3, 4
    on conflict (marketplace_id, return_day, reason, detailed_disposition)
      do update set units = m.units + excluded.units`.execute(db);
  if (sign === 1)
    await sql`
      delete from marketplace_daily_return_reasons
      where marketplace_id = ${marketplaceId} and return_day = any(${days}::date[]) and units = 0`.execute(
      db,
    );
}
