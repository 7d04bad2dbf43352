import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';

/** The replenishment rule (docs/decisions/0160): days of demand a shipment should cover… */
export const REPLENISH_COVER_DAYS = 60;
/** …plus the days from shipping to units being sellable at Amazon. */
export const REPLENISH_LEAD_TIME_DAYS = 14;
/** Days of Sales and Traffic facts the average daily units are taken over (ending on the snapshot day). */
export const DEMAND_WINDOW_DAYS = 30;

/**
 * Rebuilds the account's brand inventory rows from its latest FBA snapshot day: the snapshot's
 * quantities, the reserved split of that day, and the demand of the 30 days the snapshot closes
 * from the Sales and Traffic facts. Run after the account's inventory or its sales changed, so
 * doi and the recommendation always use the facts as loaded.
 */
export async function refreshInventoryRollups(
  trx: Transaction<Database>,
  account: AccountKey,
): Promise<void> {
  const { sellerId, marketplaceId } = account;
  await sql`delete from brand_inventory where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}`.execute(
    trx,
  );
  await sql`
    with latest as (
      select max(snapshot_day) as day from inventory_snapshots
      where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    ),
    owner as (
      select min(brand_code) as brand_code from authorized_marketplaces
      where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    ),
    demand as (
      select f.seller_sku, sum(f.units_ordered)::int as units, sum(f.ordered_product_sales) as sales
      from sku_sales_traffic_daily f, latest l
      where f.seller_id = ${sellerId} and f.marketplace_id = ${marketplaceId}
        and f.report_date between l.day - ${DEMAND_WINDOW_DAYS - 1}::int and l.day
      group by f.seller_sku
    ),
    stock as (
      select coalesce(c.brand_code, o.brand_code) as brand_code, s.seller_sku, s.asin, s.fnsku, s.product_name,
        s.snapshot_day, s.afn_total_quantity as total_units,
        s.afn_inbound_working_quantity + s.afn_inbound_shipped_quantity + s.afn_inbound_receiving_quantity
          as inbound,
        s.afn_fulfillable_quantity as available, r.reserved_fc_transfers as fc_transfer,
        r.reserved_fc_processing as fc_processing, r.reserved_customer_orders as customer_order,
        s.afn_unsellable_quantity as unfulfillable,
        coalesce(d.units, 0) as units, coalesce(d.sales, 0) as sales,
        coalesce(d.units, 0)::numeric / ${DEMAND_WINDOW_DAYS} as per_day
      from inventory_snapshots s
      join latest l on s.snapshot_day = l.day
      cross join owner o
      left join catalog_items c
        on c.seller_id = s.seller_id and c.marketplace_id = s.marketplace_id and c.seller_sku = s.seller_sku
      left join reserved_inventory_snapshots r
        on r.seller_id = s.seller_id and r.marketplace_id = s.marketplace_id
          and r.snapshot_day = s.snapshot_day and r.seller_sku = s.seller_sku
      left join demand d on d.seller_sku = s.seller_sku
      where s.seller_id = ${sellerId} and s.marketplace_id = ${marketplaceId} and s.afn_listing_exists
    ),
    planned as (
      select *,
        available + inbound + coalesce(fc_transfer, 0) + coalesce(fc_processing, 0) as on_hand_and_coming,
        greatest(0, ceil(per_day * ${REPLENISH_COVER_DAYS + REPLENISH_LEAD_TIME_DAYS})
          - (available + inbound + coalesce(fc_transfer, 0) + coalesce(fc_processing, 0)))::int as replenish
      from stock where brand_code is not null
    )
    insert into brand_inventory (brand_code, marketplace_id, seller_id, seller_sku, asin, fnsku, product_name, date,
      doi, average_daily_sales, sales_last_30_days, units_sold_last_30_days, total_units, inbound, available,
      fc_transfer, fc_processing, customer_order, unfulfillable, recommended_replenishment_qty,
      recommended_ship_date)
    select brand_code, ${marketplaceId}, ${sellerId}, seller_sku, asin, fnsku, product_name, snapshot_day,
      case when per_day > 0 then round(available / per_day, 1) end,
      round(per_day, 2), sales, units, total_units, inbound, available, fc_transfer, fc_processing,
      customer_order, unfulfillable, replenish,
      -- Ship when what is on hand and coming covers only the lead time; today if that is past.
      case when replenish > 0 then
        snapshot_day + greatest(0, floor(on_hand_and_coming / per_day)::int - ${REPLENISH_LEAD_TIME_DAYS}::int)
      end
    from planned`.execute(trx);
}
