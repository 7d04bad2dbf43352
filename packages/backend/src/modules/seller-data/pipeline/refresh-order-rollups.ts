import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { rollupScope } from './account-brands.ts';
import type { AccountKey } from './load-documents.ts';

/**
 * Rebuilds the brand hourly order rollup of the days an account's orders changed. A SKU's brand is
 * its catalog brand (or the account's brand for a SKU no listing names); an order counts once for
 * each brand it holds items of, cancelled or not (decision 0290); cancelled items count neither as
 * units nor as sales.
 */
export async function refreshOrderRollups(
  trx: Transaction<Database>,
  account: AccountKey,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  const { marketplaceId } = account;
  const { codes, sellers } = await rollupScope(trx, account);
  if (codes.length === 0) return;
  const inDays = sql<boolean>`purchase_day = any(${days}::date[])`;
  await sql`
    delete from brand_hourly_orders
    where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[]) and ${inDays}`.execute(
    trx,
  );
  // Each side is read by its own day index and the two are hash-joined: the plan must not depend
  // on statistics, which a seed loading account after account does not have yet.
  const scope = sql`seller_id = any(${sellers}::text[]) and marketplace_id = ${marketplaceId}
    and purchase_day = any(${days}::date[])`;
  await sql`
    with items as materialized (
      select seller_id, amazon_order_id, seller_sku, quantity, item_price, item_status = 'Cancelled' as cancelled
      from order_items where ${scope}
    ),
    placed as materialized (
      select seller_id, amazon_order_id, purchase_day, purchase_hour from orders where ${scope}
    ),
    owners as (
      select seller_id, min(brand_code) as brand_code from authorized_marketplaces
      where marketplace_id = ${marketplaceId} group by seller_id
    )
    insert into brand_hourly_orders (brand_code, marketplace_id, purchase_day, purchase_hour, orders, units, item_sales)
    select brand_code, ${marketplaceId}, purchase_day, purchase_hour, count(distinct amazon_order_id),
      coalesce(sum(quantity) filter (where not cancelled), 0), coalesce(sum(item_price) filter (where not cancelled), 0)
    from (
      select coalesce(c.brand_code, w.brand_code) as brand_code, p.purchase_day, p.purchase_hour,
        i.amazon_order_id, i.quantity, i.item_price, i.cancelled
      from items i
      join placed p on p.seller_id = i.seller_id and p.amazon_order_id = i.amazon_order_id
      left join catalog_items c
        on c.seller_id = i.seller_id and c.marketplace_id = ${marketplaceId} and c.seller_sku = i.seller_sku
      left join owners w on w.seller_id = i.seller_id
    ) f
    where brand_code = any(${codes}::text[])
    group by brand_code, purchase_day, purchase_hour`.execute(trx);
}
