import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';

/**
 * Rebuilds the brand hourly order rollup of the days an account's orders changed. A SKU's brand is
 * its catalog brand (or the account's brand for a SKU no listing names); an order counts once for
 * each brand it holds items of. Cancelled items count neither as units nor as sales.
 */
export async function refreshOrderRollups(
  trx: Transaction<Database>,
  account: AccountKey,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  const { sellerId, marketplaceId } = account;
  const brands = await sql<{ brand_code: string }>`
    select brand_code from authorized_marketplaces where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    union
    select brand_code from catalog_items where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}`.execute(
    trx,
  );
  const codes = brands.rows.map((b) => b.brand_code);
  if (codes.length === 0) return;
  const inDays = sql<boolean>`purchase_day = any(${days}::date[])`;
  await sql`
    delete from brand_hourly_orders
    where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[]) and ${inDays}`.execute(
    trx,
  );
  // Every seller account that can hold these brands' SKUs in the marketplace, as the sales rollup.
  await sql`
    insert into brand_hourly_orders (brand_code, marketplace_id, purchase_day, purchase_hour, orders, units, item_sales)
    select brand_code, ${marketplaceId}, purchase_day, purchase_hour, count(distinct amazon_order_id),
      sum(quantity), sum(item_price)
    from (
      select coalesce(c.brand_code, (
               select a.brand_code from authorized_marketplaces a
               where a.seller_id = i.seller_id and a.marketplace_id = i.marketplace_id
               order by a.brand_code limit 1)) as brand_code,
             o.purchase_day, o.purchase_hour, i.amazon_order_id, i.quantity, i.item_price
      from order_items i
      join orders o on o.seller_id = i.seller_id and o.marketplace_id = i.marketplace_id
        and o.amazon_order_id = i.amazon_order_id
      left join catalog_items c
        on c.seller_id = i.seller_id and c.marketplace_id = i.marketplace_id and c.seller_sku = i.seller_sku
      where i.marketplace_id = ${marketplaceId} and i.purchase_day = any(${days}::date[])
        and i.item_status <> 'Cancelled'
        and i.seller_id in (
          select seller_id from authorized_marketplaces
          where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[])
          union
          select seller_id from catalog_items
          where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[]))
    ) f
    where brand_code = any(${codes}::text[])
    group by brand_code, purchase_day, purchase_hour`.execute(trx);
}
