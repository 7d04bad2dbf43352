import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed<K extends ParsedDocument['kind']> = Extract<ParsedDocument, { kind: K }>;

/**
 * FBA inventory snapshot days: each changed day's SKUs replace the day's earlier ones whole (a
 * snapshot is one SKU list; a SKU missing from the corrected document is gone from that day).
 */
export async function writeInventorySnapshots(
  trx: Transaction<Database>,
  docs: Parsed<'fbaInventory'>[],
): Promise<number> {
  let written = 0;
  for (const doc of docs) {
    const { sellerId, marketplaceId } = doc.document;
    await sql`
      delete from inventory_snapshots
      where seller_id = ${sellerId} and marketplace_id = ${marketplaceId} and snapshot_day = ${doc.day}::date`.execute(
      trx,
    );
    if (doc.facts.length === 0) continue;
    const rows = doc.facts.map((f) => ({
      seller_sku: f.sellerSku,
      fnsku: f.fnsku,
      asin: f.asin,
      product_name: f.productName,
      condition: f.condition,
      your_price: f.yourPrice,
      mfn_listing_exists: f.mfnListingExists,
      mfn_fulfillable_quantity: f.mfnFulfillableQuantity,
      afn_listing_exists: f.afnListingExists,
      afn_warehouse_quantity: f.afnWarehouseQuantity,
      afn_fulfillable_quantity: f.afnFulfillableQuantity,
      afn_unsellable_quantity: f.afnUnsellableQuantity,
      afn_reserved_quantity: f.afnReservedQuantity,
      afn_total_quantity: f.afnTotalQuantity,
      per_unit_volume: f.perUnitVolume,
      afn_inbound_working_quantity: f.afnInboundWorkingQuantity,
      afn_inbound_shipped_quantity: f.afnInboundShippedQuantity,
      afn_inbound_receiving_quantity: f.afnInboundReceivingQuantity,
      afn_researching_quantity: f.afnResearchingQuantity,
      afn_reserved_future_supply: f.afnReservedFutureSupply,
      afn_future_supply_buyable: f.afnFutureSupplyBuyable,
    }));
    await sql`
      insert into inventory_snapshots (seller_id, marketplace_id, snapshot_day, seller_sku, fnsku, asin,
        product_name, condition, your_price, mfn_listing_exists, mfn_fulfillable_quantity, afn_listing_exists,
        afn_warehouse_quantity, afn_fulfillable_quantity, afn_unsellable_quantity, afn_reserved_quantity,
        afn_total_quantity, per_unit_volume, afn_inbound_working_quantity, afn_inbound_shipped_quantity,
        afn_inbound_receiving_quantity, afn_researching_quantity, afn_reserved_future_supply,
        afn_future_supply_buyable)
      select ${sellerId}, ${marketplaceId}, ${doc.day}::date, r.*
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(seller_sku text, fnsku text, asin text,
        product_name text, condition text, your_price numeric, mfn_listing_exists boolean,
        mfn_fulfillable_quantity integer, afn_listing_exists boolean, afn_warehouse_quantity integer,
        afn_fulfillable_quantity integer, afn_unsellable_quantity integer, afn_reserved_quantity integer,
        afn_total_quantity integer, per_unit_volume numeric, afn_inbound_working_quantity integer,
        afn_inbound_shipped_quantity integer, afn_inbound_receiving_quantity integer,
        afn_researching_quantity integer, afn_reserved_future_supply integer,
        afn_future_supply_buyable integer)`.execute(trx);
    written += rows.length;
  }
  return written;
}

/** Reserved inventory snapshot days: each changed day's split replaces the day's earlier one whole. */
export async function writeReservedInventory(
  trx: Transaction<Database>,
  docs: Parsed<'reservedInventory'>[],
): Promise<number> {
  let written = 0;
  for (const doc of docs) {
    const { sellerId, marketplaceId } = doc.document;
    await sql`
      delete from reserved_inventory_snapshots
      where seller_id = ${sellerId} and marketplace_id = ${marketplaceId} and snapshot_day = ${doc.day}::date`.execute(
      trx,
    );
    if (doc.facts.length === 0) continue;
    const rows = doc.facts.map((f) => ({
      seller_sku: f.sellerSku,
      fnsku: f.fnsku,
      asin: f.asin,
      reserved_quantity: f.reservedQuantity,
      reserved_customer_orders: f.customerOrders,
      reserved_fc_transfers: f.fcTransfers,
      reserved_fc_processing: f.fcProcessing,
    }));
    await sql`
      insert into reserved_inventory_snapshots (seller_id, marketplace_id, snapshot_day, seller_sku, fnsku, asin,
        reserved_quantity, reserved_customer_orders, reserved_fc_transfers, reserved_fc_processing)
      select ${sellerId}, ${marketplaceId}, ${doc.day}::date, r.*
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(seller_sku text, fnsku text, asin text,
        reserved_quantity integer, reserved_customer_orders integer, reserved_fc_transfers integer,
        reserved_fc_processing integer)`.execute(trx);
    written += rows.length;
  }
  return written;
}
