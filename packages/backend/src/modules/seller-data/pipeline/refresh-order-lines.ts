import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';
import { refreshBrandDayOrders } from './refresh-brand-day-orders.ts';

// A SKU's brand: its catalog brand and sub brand, or its account's brand (the first by code, as
// accountBrand) when no listing names it. The same attribution as the sales and order rollups.
const owner = (account: AccountKey) => sql`
  select min(brand_code) as brand_code from authorized_marketplaces
  where seller_id = ${account.sellerId} and marketplace_id = ${account.marketplaceId}`;

/**
 * Rebuilds an account's order lines (the insights' and the sales orders' table) for the days its orders load
 * replaced: the days' lines are deleted and derived again from the orders and order items just
 * written, in the same transaction. Only the account's own rows are read and written.
 */
export async function refreshOrderLines(
  trx: Transaction<Database>,
  account: AccountKey,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  const { sellerId, marketplaceId } = account;
  const inDays = sql`seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    and purchase_day = any(${days}::date[])`;
  await sql`delete from order_lines where ${inDays}`.execute(trx);
  // Each side is read by its own day index and the two are hash-joined (as the order rollup does):
  // the plan must not depend on statistics, which a seed loading account after account does not
  // have yet (and PGlite runs no autovacuum to gather). Joined on the order id alone, an
  // unmaterialized pair ran a nested loop over the day's orders for every item; joined on the order
  // key, it read every account's orders each time. Materialized, the CTE scans still looked like one
  // row each without statistics, and the planner nested them: 9k items × 9k orders, 80 s for one
  // account against 0.3 s hashed. Nested loops are off for this one statement, so it is hashed always.
  const { rows } = await sql<{ previous: string }>`
    select current_setting('enable_nestloop') as previous, set_config('enable_nestloop', 'off', true)`.execute(
    trx,
  );
  await sql`
    with items as materialized (
      select seller_id, marketplace_id, purchase_day, amazon_order_id, seller_sku, quantity, item_price,
        item_promotion_discount, promotion_ids
      -- Cancelled lines too: an order counts once it is placed, cancelled or not (decision 0290),
      -- as the Sales and Traffic report's units ordered do.
      from order_items where ${inDays}
    ),
    placed as materialized (
      select amazon_order_id, purchase_weekday, purchase_hour, buyer_key, subscribe_and_save
      from orders where ${inDays}
    ),
    listed as materialized (
      select seller_sku, brand_code, sub_brand_code from catalog_items
      where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    )
    insert into order_lines (seller_id, marketplace_id, purchase_day, amazon_order_id, seller_sku, brand_code,
      sub_brand_code, purchase_weekday, purchase_hour, buyer_key, subscribe_and_save, quantity, item_price,
      item_promotion_discount, promotion_ids)
    select i.seller_id, i.marketplace_id, i.purchase_day, i.amazon_order_id, i.seller_sku,
      coalesce(c.brand_code, (${owner(account)})), c.sub_brand_code, o.purchase_weekday, o.purchase_hour,
      o.buyer_key, o.subscribe_and_save, i.quantity, i.item_price, i.item_promotion_discount, i.promotion_ids
    from items i
    join placed o on o.amazon_order_id = i.amazon_order_id
    left join listed c on c.seller_sku = i.seller_sku`.execute(trx);
  await sql`select set_config('enable_nestloop', ${rows[0]?.previous ?? 'on'}, true)`.execute(trx);
}

/**
 * Gives order lines the brand and sub brand their catalog SKU now has: a SKU assigned to a sub brand
 * in product detail (or by the demo seed) moves its past lines with it, as the old query-time join
 * did. With a SKU, only the lines of that SKU in the accounts that list it are read; only lines whose
 * brand changed are written. A listings load cannot change a line's brand (a new SKU takes its
 * account's brand, which is what its lines already had), so the load does not call this.
 */
export async function reattributeOrderLines(db: Kysely<Database>, sellerSku?: string): Promise<void> {
  const accounts =
    sellerSku === undefined
      ? sql`true`
      : sql`(l.seller_id, l.marketplace_id) in (
          select seller_id, marketplace_id from catalog_items where seller_sku = ${sellerSku})
        and l.seller_sku = ${sellerSku}`;
  const moved = await sql<{ marketplace_id: string; day: string }>`
    with owners as (
      select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
      group by seller_id, marketplace_id
    ),
    attributed as (
      select l.seller_id, l.marketplace_id, l.purchase_day, l.amazon_order_id, l.seller_sku,
        coalesce(c.brand_code, w.brand_code) as brand_code, c.sub_brand_code
      from order_lines l
      left join catalog_items c
        on c.seller_id = l.seller_id and c.marketplace_id = l.marketplace_id and c.seller_sku = l.seller_sku
      left join owners w on w.seller_id = l.seller_id and w.marketplace_id = l.marketplace_id
      where ${accounts}
        and (l.brand_code, l.sub_brand_code) is distinct from (coalesce(c.brand_code, w.brand_code), c.sub_brand_code)
    )
    update order_lines l set brand_code = a.brand_code, sub_brand_code = a.sub_brand_code
    from attributed a
    where l.seller_id = a.seller_id and l.marketplace_id = a.marketplace_id and l.purchase_day = a.purchase_day
      and l.amazon_order_id = a.amazon_order_id and l.seller_sku = a.seller_sku
    returning l.marketplace_id, to_char(l.purchase_day, 'YYYY-MM-DD') as day`.execute(db);
  // The brand-day order rollup follows its lines: every brand's days the moved lines fall on.
  const daysByMarketplace = new Map<string, Set<string>>();
  for (const { marketplace_id, day } of moved.rows)
    daysByMarketplace.set(marketplace_id, (daysByMarketplace.get(marketplace_id) ?? new Set()).add(day));
  for (const [marketplaceId, days] of daysByMarketplace)
    await refreshBrandDayOrders(db, marketplaceId, [...days], null);
}
