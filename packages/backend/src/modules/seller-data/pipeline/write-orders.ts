import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ReportDocumentError } from '../reports/report-document.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed<K extends ParsedDocument['kind']> = Extract<ParsedDocument, { kind: K }>;
const JSON_CHUNK = 20_000;

const byAccount = <T extends ParsedDocument>(docs: T[]): T[][] => {
  const groups = new Map<string, T[]>();
  for (const doc of docs) {
    const key = `${doc.document.sellerId}|${doc.document.marketplaceId}`;
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  return [...groups.values()];
};

const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / JSON_CHUNK) }, (_, i) =>
    rows.slice(i * JSON_CHUNK, (i + 1) * JSON_CHUNK),
  );

/**
 * All-orders days: each changed day's orders and order items replace the day's earlier ones whole.
 * The local day, weekday and hour come from the marketplace's timezone; an order whose local day
 * is not the report's day refuses the batch (it would otherwise be lost when its own day loads).
 */
export async function writeOrders(trx: Transaction<Database>, docs: Parsed<'allOrders'>[]): Promise<number> {
  let written = 0;
  for (const group of byAccount(docs)) {
    const { sellerId, marketplaceId } = (group[0] as Parsed<'allOrders'>).document;
    const days = group.map((d) => d.day);
    const inDays = sql<boolean>`purchase_day = any(${days}::date[])`;
    await sql`delete from order_items where seller_id = ${sellerId} and marketplace_id = ${marketplaceId} and ${inDays}`.execute(
      trx,
    );
    await sql`delete from orders where seller_id = ${sellerId} and marketplace_id = ${marketplaceId} and ${inDays}`.execute(
      trx,
    );
    const orders = group.flatMap((doc) =>
      doc.orders.map((o) => ({
        document_id: doc.document.documentId,
        document_day: doc.day,
        amazon_order_id: o.amazonOrderId,
        purchase_date: o.purchaseDate,
        order_status: o.orderStatus,
        fulfillment_channel: o.fulfillmentChannel,
        sales_channel: o.salesChannel,
        is_business_order: o.isBusinessOrder,
        buyer_key: o.buyerKey,
        subscribe_and_save: o.subscribeAndSave,
      })),
    );
    for (const rows of chunks(orders)) {
      await refuseMisplaced(trx, marketplaceId, rows, 'order', 'purchase_date', 'amazon_order_id');
      await sql`
        insert into orders (seller_id, marketplace_id, amazon_order_id, purchase_date, purchase_day,
          purchase_weekday, purchase_hour, order_status, fulfillment_channel, sales_channel, is_business_order,
          buyer_key, subscribe_and_save)
        select ${sellerId}, ${marketplaceId}, r.amazon_order_id, r.purchase_date, r.document_day,
          extract(dow from r.purchase_date at time zone m.timezone)::smallint,
          extract(hour from r.purchase_date at time zone m.timezone)::smallint,
          r.order_status, r.fulfillment_channel, r.sales_channel, r.is_business_order, r.buyer_key,
          r.subscribe_and_save
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(document_day date, amazon_order_id text,
          purchase_date timestamptz, order_status text, fulfillment_channel text, sales_channel text,
          is_business_order boolean, buyer_key text, subscribe_and_save boolean)
        join marketplaces m on m.marketplace_id = ${marketplaceId}`.execute(trx);
    }
    const items = group.flatMap((doc) =>
      doc.facts.map((i) => ({
        amazon_order_id: i.amazonOrderId,
        seller_sku: i.sellerSku,
        asin: i.asin,
        purchase_day: doc.day,
        item_status: i.itemStatus,
        quantity: i.quantity,
        currency: i.currency,
        item_price: i.itemPrice,
        item_tax: i.itemTax,
        shipping_price: i.shippingPrice,
        item_promotion_discount: i.itemPromotionDiscount,
        ship_promotion_discount: i.shipPromotionDiscount,
        promotion_ids: i.promotionIds,
      })),
    );
    for (const rows of chunks(items)) {
      await sql`
        insert into order_items (seller_id, marketplace_id, amazon_order_id, seller_sku, asin, purchase_day,
          item_status, quantity, currency, item_price, item_tax, shipping_price, item_promotion_discount,
          ship_promotion_discount, promotion_ids)
        select ${sellerId}, ${marketplaceId}, r.amazon_order_id, r.seller_sku, r.asin, r.purchase_day,
          r.item_status, r.quantity, r.currency, r.item_price, r.item_tax, r.shipping_price,
          r.item_promotion_discount, r.ship_promotion_discount,
          array(select json_array_elements_text(r.promotion_ids))
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(amazon_order_id text, seller_sku text,
          asin text, purchase_day date, item_status text, quantity integer, currency text, item_price numeric,
          item_tax numeric, shipping_price numeric, item_promotion_discount numeric,
          ship_promotion_discount numeric, promotion_ids json)`.execute(trx);
    }
    written += items.length;
  }
  return written;
}

/** Customer return days: each changed day's returns replace the day's earlier ones whole. */
export async function writeReturns(
  trx: Transaction<Database>,
  docs: Parsed<'customerReturns'>[],
): Promise<number> {
  let written = 0;
  for (const group of byAccount(docs)) {
    const { sellerId, marketplaceId } = (group[0] as Parsed<'customerReturns'>).document;
    await sql`
      delete from customer_returns where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
        and return_day = any(${group.map((d) => d.day)}::date[])`.execute(trx);
    const returns = group.flatMap((doc) =>
      doc.facts.map((r) => ({
        document_id: doc.document.documentId,
        document_day: doc.day,
        license_plate_number: r.licensePlateNumber,
        return_date: r.returnDate,
        amazon_order_id: r.amazonOrderId,
        seller_sku: r.sellerSku,
        asin: r.asin,
        fnsku: r.fnsku,
        product_name: r.productName,
        quantity: r.quantity,
        fulfillment_center_id: r.fulfillmentCenterId,
        detailed_disposition: r.detailedDisposition,
        reason: r.reason,
        status: r.status,
        customer_comments: r.customerComments,
      })),
    );
    for (const rows of chunks(returns)) {
      await refuseMisplaced(trx, marketplaceId, rows, 'return', 'return_date', 'license_plate_number');
      await sql`
        insert into customer_returns (seller_id, marketplace_id, license_plate_number, return_date, return_day,
          amazon_order_id, seller_sku, asin, fnsku, product_name, quantity, fulfillment_center_id,
          detailed_disposition, reason, status, customer_comments)
        select ${sellerId}, ${marketplaceId}, r.license_plate_number, r.return_date, r.document_day,
          r.amazon_order_id, r.seller_sku, r.asin, r.fnsku, r.product_name, r.quantity, r.fulfillment_center_id,
          r.detailed_disposition, r.reason, r.status, r.customer_comments
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(document_day date, license_plate_number text,
          return_date timestamptz, amazon_order_id text, seller_sku text, asin text, fnsku text,
          product_name text, quantity integer, fulfillment_center_id text, detailed_disposition text,
          reason text, status text, customer_comments text)
        join marketplaces m on m.marketplace_id = ${marketplaceId}`.execute(trx);
    }
    written += returns.length;
  }
  return written;
}

/**
 * Refuses the batch when a row's local day (in the marketplace's timezone) is not its report's
 * day: a later load of its own day would not replace it, and the day it sits in would be wrong.
 */
async function refuseMisplaced(
  trx: Transaction<Database>,
  marketplaceId: string,
  rows: { document_id: string; document_day: string }[],
  noun: string,
  timeField: 'purchase_date' | 'return_date',
  idField: 'amazon_order_id' | 'license_plate_number',
): Promise<void> {
  const found = await sql<{ document_id: string; id: string; local_day: string }>`
    select r.document_id, r.${sql.ref(idField)} as id,
      to_char((r.${sql.ref(timeField)} at time zone m.timezone)::date, 'YYYY-MM-DD') as local_day
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(document_id text, document_day date,
      ${sql.ref(idField)} text, ${sql.ref(timeField)} timestamptz)
    join marketplaces m on m.marketplace_id = ${marketplaceId}
    where (r.${sql.ref(timeField)} at time zone m.timezone)::date <> r.document_day
    limit 1`.execute(trx);
  const wrong = found.rows[0];
  if (wrong) {
    throw new ReportDocumentError(
      wrong.document_id,
      `${noun} ${wrong.id} falls on ${wrong.local_day}, not the report's day`,
    );
  }
}
