import { todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ALERT_COLLECTIONS, ALERT_RULES } from './alert-rules.ts';
import { compareListings } from './generate-listing-alerts.ts';

type Db = Kysely<Database>;

/** What one run raised, per rule. */
export interface GeneratedAlerts {
  outOfStock: number;
  lowOnStock: number;
  buyBox: number;
  lateFbmShipments: number;
  deletedSkus: number;
  missingParents: number;
}

// The catalog row an alert describes: brand, sub brand, product name and image of the SKU.
const CATALOG_JOIN = sql`join catalog_items ci on ci.seller_id = f.seller_id
  and ci.marketplace_id = f.marketplace_id and ci.seller_sku = f.seller_sku`;

/**
 * Raises alerts from the seller facts (docs/decisions/0170): deterministic and idempotent, so a run
 * after each load adds only what is new and never undoes a hide or a finished flag.
 */
export async function generateAlerts(db: Db, opts: { now?: Date } = {}): Promise<GeneratedAlerts> {
  const today = todayUtc(opts.now ?? new Date());
  return db.transaction().execute(async (trx) => ({
    outOfStock: await outOfStock(trx),
    lowOnStock: await lowOnStock(trx),
    buyBox: await buyBox(trx),
    lateFbmShipments: await lateFbmShipments(trx, today),
    ...(await compareListings(trx)),
  }));
}

const inserted = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/** 'Out of Stock': fulfillable FBA units fell to zero between consecutive snapshot days. */
async function outOfStock(db: Db): Promise<number> {
  return inserted(
    await sql`
    insert into alerts (collection, alert_type, alert_sub_type, brand_code, sub_brand_code, seller_id,
      marketplace_id, seller_sku, asin, product_name, product_image_url, message, date_time, full_payload)
    select ${ALERT_COLLECTIONS.stock}, 'Additional AM AlertType', 'Out of Stock', ci.brand_code,
      ci.sub_brand_code, f.seller_id, f.marketplace_id, f.seller_sku, f.asin, ci.product_name, ci.image_url,
      'Out of stock: no fulfillable units since ' || to_char(f.snapshot_day, 'YYYY-MM-DD')
        || ' (' || f.previous || ' the day before)',
      f.snapshot_day::timestamptz,
      jsonb_build_object('snapshotDay', f.snapshot_day, 'fulfillable', 0, 'previousFulfillable', f.previous)
    from (
      select s.*, lag(s.afn_fulfillable_quantity) over w as previous, lag(s.snapshot_day) over w as previous_day
      from inventory_snapshots s
      where s.snapshot_day > (select max(snapshot_day) from inventory_snapshots) - ${ALERT_RULES.windowDays}::int
      window w as (partition by s.seller_id, s.marketplace_id, s.seller_sku order by s.snapshot_day)
    ) f
    ${CATALOG_JOIN}
    where f.afn_fulfillable_quantity = 0 and f.previous > 0 and f.previous_day = f.snapshot_day - 1
    on conflict do nothing`.execute(db),
  );
}

/** 'Low on Stock': the rollup's latest days of inventory are under the line while units remain. */
async function lowOnStock(db: Db): Promise<number> {
  return inserted(
    await sql`
    insert into alerts (collection, alert_type, alert_sub_type, brand_code, sub_brand_code, seller_id,
      marketplace_id, seller_sku, asin, product_name, product_image_url, message, date_time, full_payload)
    select ${ALERT_COLLECTIONS.stock}, 'Additional AM AlertType', 'Low on Stock', f.brand_code,
      ci.sub_brand_code, f.seller_id, f.marketplace_id, f.seller_sku, f.asin, ci.product_name, ci.image_url,
      'Low on stock: ' || f.doi || ' days of inventory left (' || f.available || ' available)',
      f.date::timestamptz,
      jsonb_build_object('date', f.date, 'doi', f.doi, 'available', f.available,
        'averageDailySales', f.average_daily_sales)
    from brand_inventory f
    ${CATALOG_JOIN}
    where f.doi < ${ALERT_RULES.lowStockDays} and f.available > 0
    on conflict do nothing`.execute(db),
  );
}

/** 'Buy Box Lost' / 'Buy Box Recovered': the day's buy box share crossed the line. */
async function buyBox(db: Db): Promise<number> {
  return inserted(
    await sql`
    insert into alerts (collection, alert_type, alert_sub_type, brand_code, sub_brand_code, seller_id,
      marketplace_id, seller_sku, asin, product_name, product_image_url, message, date_time, full_payload)
    select ${ALERT_COLLECTIONS.buyBox}, 'Buy Box', case when f.lost then 'Buy Box Lost' else 'Buy Box Recovered' end,
      ci.brand_code, ci.sub_brand_code, f.seller_id, f.marketplace_id, f.seller_sku, f.asin, ci.product_name,
      ci.image_url,
      'Buy box ' || case when f.lost then 'lost' else 'recovered' end || ': ' || f.previous || '% to '
        || f.buy_box_percentage || '% on ' || to_char(f.report_date, 'YYYY-MM-DD'),
      f.report_date::timestamptz,
      jsonb_build_object('reportDate', f.report_date, 'buyBoxPercentage', f.buy_box_percentage,
        'previousBuyBoxPercentage', f.previous)
    from (
      select d.*, (d.buy_box_percentage < ${ALERT_RULES.buyBoxLine}) as lost
      from (
        select s.seller_id, s.marketplace_id, s.seller_sku, s.asin, s.report_date, s.buy_box_percentage,
          lag(s.buy_box_percentage) over w as previous, lag(s.report_date) over w as previous_day
        from sku_sales_traffic_daily s
        where s.report_date > (select max(report_date) from sku_sales_traffic_daily) - ${ALERT_RULES.windowDays}::int
        window w as (partition by s.seller_id, s.marketplace_id, s.seller_sku order by s.report_date)
      ) d
      where d.previous_day = d.report_date - 1
        and (d.buy_box_percentage < ${ALERT_RULES.buyBoxLine}) <> (d.previous < ${ALERT_RULES.buyBoxLine})
    ) f
    ${CATALOG_JOIN}
    on conflict do nothing`.execute(db),
  );
}

/** Late FBM shipments: merchant-fulfilled order items still unshipped after their promise date. */
async function lateFbmShipments(db: Db, today: string): Promise<number> {
  const result = await sql`
    insert into late_fbm_shipments (brand_code, seller_id, marketplace_id, seller_sku, asin, status,
      amazon_order_id, purchase_day, promise_date)
    select ci.brand_code, f.seller_id, f.marketplace_id, f.seller_sku, f.asin, f.item_status,
      f.amazon_order_id, f.purchase_day, f.purchase_day + ${ALERT_RULES.fbmHandlingDays}::int
    from order_items f
    join orders o on o.seller_id = f.seller_id and o.marketplace_id = f.marketplace_id
      and o.amazon_order_id = f.amazon_order_id
    ${CATALOG_JOIN}
    where o.fulfillment_channel = 'Merchant' and f.item_status = 'Unshipped'
      and f.purchase_day + ${ALERT_RULES.fbmHandlingDays}::int < ${today}::date
    on conflict (seller_id, marketplace_id, amazon_order_id, seller_sku) do update set status = excluded.status`.execute(
    db,
  );
  return inserted(result);
}
