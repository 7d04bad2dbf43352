import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { refreshBrandWeeks } from './refresh-brand-weeks.ts';
import { refreshBuyerDays } from './refresh-buyer-days.ts';

/** Which brands' days to rebuild: some brands and the sellers that can hold their SKUs, or every brand. */
export type BrandDayScope = { codes: string[]; sellers: string[] } | null;

/**
 * A rebuild's scope as SQL conditions: its brands (on a given column) and its sellers, nothing for
 * every brand; null when there is nothing to rebuild (no day, or no brand).
 */
export function scopeOf(days: readonly string[], brands: BrandDayScope, sellerColumn: string) {
  if (days.length === 0 || (brands !== null && brands.codes.length === 0)) return null;
  return {
    ofBrands: (column: string) =>
      brands === null ? sql`` : sql`and ${sql.ref(column)} = any(${brands.codes}::text[])`,
    ofSellers: brands === null ? sql`` : sql`and ${sql.ref(sellerColumn)} = any(${brands.sellers}::text[])`,
  };
}

/**
 * Rebuilds the brand-day order rollups (brand_daily_orders, ADR 0520; brand_daily_buyers, ADR 0584;
 * brand_daily_order_hours and brand_daily_promotions, ADR 0601; the buyers' sequences and counts,
 * ADR 0605) of a marketplace's days from
 * the order lines, which the caller has just written or re-attributed: the days' rows of the brands
 * in scope are deleted and summed again. An order counts once per brand it holds lines of, as the
 * insights' brand rows count it, and once under its first brand by code (`orders_once`), so the
 * brands' sum is the distinct orders. Lines without a brand are left out (no brand row holds them).
 */
export async function refreshBrandDayOrders(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  brands: BrandDayScope,
): Promise<void> {
  const scope = scopeOf(days, brands, 'seller_id');
  if (!scope) return;
  const { ofBrands, ofSellers } = scope;
  await sql`
    delete from brand_daily_orders
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}`.execute(
    db,
  );
  // The days' buyers before the rebuild (with those after it, the buyers to re-sequence, ADR 0605).
  const gone = await sql<{ buyer_key: string }>`
    with gone as (
      delete from brand_daily_buyers
      where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}
      returning buyer_key)
    select distinct buyer_key from gone`.execute(db);
  await moveMarketplaceHours(db, marketplaceId, days, ofBrands, -1);
  await sql`
    delete from brand_daily_order_hours
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}`.execute(
    db,
  );
  await sql`
    delete from brand_daily_promotions
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}`.execute(
    db,
  );
  // Every line of the sellers' orders on those days: an order's first brand is over all its lines.
  // One pass over the lines feeds both rollups: the day's sums and its buyers (ADR 0584).
  await sql`
    with o as materialized (
      select brand_code, purchase_day, seller_id, amazon_order_id, min(buyer_key) as buyer_key,
        bool_or(subscribe_and_save) as sns, sum(quantity) as units, sum(item_price) as revenue,
        -- One weekday and hour per order (the order's, in its marketplace's time zone).
        min(purchase_weekday) as weekday, min(purchase_hour) as hour
      from order_lines
      where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofSellers}
        and brand_code is not null
      group by 1, 2, 3, 4
    ),
    firsts as (select seller_id, amazon_order_id, min(brand_code) as first from o group by 1, 2),
    kept as materialized (
      select o.*, o.brand_code = f.first as once from o join firsts f using (seller_id, amazon_order_id)
      join brands b on b.brand_code = o.brand_code
      where true ${ofBrands('o.brand_code')}
    ),
    summed as (
      insert into brand_daily_orders (brand_code, marketplace_id, purchase_day, orders, orders_once, units, revenue,
        sns_orders, sns_orders_once, sns_revenue)
      select brand_code, ${marketplaceId}, purchase_day, count(*), count(*) filter (where once), sum(units),
        sum(revenue), count(*) filter (where sns), count(*) filter (where sns and once),
        coalesce(sum(revenue) filter (where sns), 0)
      from kept group by brand_code, purchase_day
    ),
    -- The heatmap's orders per weekday and hour (ADR 0601), counted as the day's orders are.
    hours as (
      insert into brand_daily_order_hours (brand_code, marketplace_id, purchase_day, purchase_weekday, purchase_hour,
        orders, orders_once)
      select brand_code, ${marketplaceId}, purchase_day, weekday, hour, count(*), count(*) filter (where once)
      from kept group by brand_code, purchase_day, weekday, hour
    )
    insert into brand_daily_buyers (brand_code, marketplace_id, purchase_day, buyer_key, orders, orders_once)
    select brand_code, ${marketplaceId}, purchase_day, buyer_key, count(*), count(*) filter (where once)
    from kept where buyer_key is not null
    group by brand_code, purchase_day, buyer_key`.execute(db);
  // The sales view's brand-weeks of those days follow their brand-days (ADR 0619).
  await refreshBrandWeeks(db, marketplaceId, days, brands === null ? null : brands.codes);
  const kept = await sql<{ buyer_key: string }>`
    select distinct buyer_key from brand_daily_buyers
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}`.execute(
    db,
  );
  const buyers = new Set([...gone.rows, ...kept.rows].map((r) => r.buyer_key));
  await refreshBuyerDays(db, marketplaceId, days, ofBrands, [...buyers]);
  await moveMarketplaceHours(db, marketplaceId, days, ofBrands, 1);
  // The promotions card (ADR 0601): each promoted line under each of its codes, per order first;
  // an order's first brand is over its lines carrying the code, its first code over its brand's.
  await sql`
    with p as materialized (
      select brand_code, purchase_day, seller_id, amazon_order_id, code, sum(quantity) as units,
        sum(item_promotion_discount) as discount
      from order_lines l cross join lateral unnest(l.promotion_ids) as code
      where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofSellers}
        and brand_code is not null
      group by 1, 2, 3, 4, 5
    ),
    firsts as (
      select *, min(brand_code) over (partition by seller_id, amazon_order_id, code) as first_brand,
        min(code) over (partition by seller_id, amazon_order_id, brand_code) as first_code
      from p
    )
    insert into brand_daily_promotions (brand_code, marketplace_id, purchase_day, promotion_code, orders, orders_once,
      orders_of_brand, units, discount)
    select f.brand_code, ${marketplaceId}, f.purchase_day, f.code, count(*),
      count(*) filter (where f.brand_code = f.first_brand), count(*) filter (where f.code = f.first_code),
      sum(f.units), sum(f.discount)
    from firsts f join brands b on b.brand_code = f.brand_code
    where true ${ofBrands('f.brand_code')}
    group by f.brand_code, f.purchase_day, f.code`.execute(db);
}

/**
 * Every brand's heatmap (0168) is the days' distinct orders, the sum of every brand's `orders_once`
 * per hour. Only the rebuilt brands' rows change, so it moves by their part: taken out (`sign` -1)
 * before their rows are deleted and put back (1) after they are written; an hour that reaches 0 goes.
 * Re-summing the days from every brand read the whole marketplace's hours once per account loaded,
 * which grew with the square of the accounts (as the buyer counts did, ADR 0612).
 */
async function moveMarketplaceHours(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  ofBrands: (column: string) => RawBuilder<unknown>,
  sign: 1 | -1,
): Promise<void> {
  await sql`
    insert into marketplace_daily_order_hours as m (marketplace_id, purchase_day, purchase_weekday, purchase_hour, orders)
    select marketplace_id, purchase_day, purchase_weekday, purchase_hour, ${sign}::int * sum(orders_once)::int
    from brand_daily_order_hours
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands('brand_code')}
    group by 1, 2, 3, 4
    on conflict (marketplace_id, purchase_day, purchase_weekday, purchase_hour)
      do update set orders = m.orders + excluded.orders`.execute(db);
  if (sign === 1)
    await sql`
      delete from marketplace_daily_order_hours
      where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) and orders = 0`.execute(
      db,
    );
}
