import { z } from 'zod';
import { AMOUNT_PATTERN, readFlatFile, TIMESTAMP_PATTERN } from './flat-file.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the all-orders flat file (GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL): one
// line per order item, tab-separated, requested one local day at a time. Two columns the published
// file lacks are added by the connector from the Orders API (docs/decisions/0081): `buyer-key`, an
// anonymous keyed hash of the buyer, and `is-subscribe-and-save`. They are optional here, so a
// file straight from Amazon loads too.

const REQUIRED_COLUMNS = [
  'amazon-order-id',
  'purchase-date',
  'order-status',
  'fulfillment-channel',
  'sales-channel',
  'sku',
  'asin',
  'item-status',
  'quantity',
  'currency',
  'item-price',
  'item-tax',
  'shipping-price',
  'item-promotion-discount',
  'ship-promotion-discount',
  'promotion-ids',
  'is-business-order',
] as const;

const amount = (column: string) =>
  z.union([z.literal(''), z.string().regex(AMOUNT_PATTERN, `${column} is not an amount`)]);
const flag = z.enum(['true', 'false', '']);

const orderLine = z.object({
  'amazon-order-id': z.string().regex(/^\d{3}-\d{7}-\d{7}$/, 'amazon-order-id is not an order id'),
  'purchase-date': z.string().regex(TIMESTAMP_PATTERN, 'purchase-date is not a timestamp'),
  'order-status': z.string().min(1, 'order-status is empty'),
  'fulfillment-channel': z.enum(['Amazon', 'Merchant']),
  'sales-channel': z.string().min(1, 'sales-channel is empty'),
  sku: z.string().min(1, 'sku is empty'),
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'asin is not an ASIN'),
  'item-status': z.string().min(1, 'item-status is empty'),
  quantity: z.string().regex(/^\d+$/, 'quantity is not a whole number'),
  currency: z.string().regex(/^([A-Z]{3})?$/, 'currency is not a currency code'),
  'item-price': amount('item-price'),
  'item-tax': amount('item-tax'),
  'shipping-price': amount('shipping-price'),
  'item-promotion-discount': amount('item-promotion-discount'),
  'ship-promotion-discount': amount('ship-promotion-discount'),
  'promotion-ids': z.string(),
  'is-business-order': flag,
  'buyer-key': z.string().optional(),
  'is-subscribe-and-save': flag.optional(),
});

export interface OrderFact {
  amazonOrderId: string;
  purchaseDate: string;
  orderStatus: string;
  fulfillmentChannel: 'Amazon' | 'Merchant';
  salesChannel: string;
  isBusinessOrder: boolean;
  buyerKey: string | null;
  subscribeAndSave: boolean;
}

export interface OrderItemFact {
  amazonOrderId: string;
  sellerSku: string;
  asin: string;
  itemStatus: string;
  quantity: number;
  currency: string;
  itemPrice: number;
  itemTax: number;
  shippingPrice: number;
  itemPromotionDiscount: number;
  shipPromotionDiscount: number;
  promotionIds: string[];
}

const money = (text: string) => (text === '' ? 0 : Number(text));
/** Sums of amounts stay in whole cents (binary fractions would drift). */
const plus = (a: number, b: string) => Math.round((a + money(b)) * 100) / 100;

/**
 * Reads one all-orders document. The same order and SKU on two lines are two order items of one
 * SKU: their quantities and amounts add up. Lines of one order that disagree on the order's own
 * fields (purchase date, status) refuse the document.
 */
export function readAllOrders(
  documentId: string,
  body: string,
): { orders: OrderFact[]; items: OrderItemFact[] } {
  const orders = new Map<string, OrderFact>();
  const items = new Map<string, OrderItemFact>();
  for (const { line, row } of readFlatFile(documentId, body, REQUIRED_COLUMNS, orderLine)) {
    const id = row['amazon-order-id'];
    const order: OrderFact = {
      amazonOrderId: id,
      purchaseDate: row['purchase-date'],
      orderStatus: row['order-status'],
      fulfillmentChannel: row['fulfillment-channel'],
      salesChannel: row['sales-channel'],
      isBusinessOrder: row['is-business-order'] === 'true',
      buyerKey: row['buyer-key'] || null,
      subscribeAndSave: row['is-subscribe-and-save'] === 'true',
    };
    const known = orders.get(id);
    if (known && (known.purchaseDate !== order.purchaseDate || known.orderStatus !== order.orderStatus)) {
      throw new ReportDocumentError(
        documentId,
        `order ${id} has two purchase dates or statuses`,
        `line ${line}`,
      );
    }
    orders.set(id, known ?? order);
    const key = `${id}|${row.sku}`;
    const item = items.get(key);
    const quantity = Number(row.quantity);
    if (item) {
      item.quantity += quantity;
      item.itemPrice = plus(item.itemPrice, row['item-price']);
      item.itemTax = plus(item.itemTax, row['item-tax']);
      item.shippingPrice = plus(item.shippingPrice, row['shipping-price']);
      item.itemPromotionDiscount = plus(item.itemPromotionDiscount, row['item-promotion-discount']);
      item.shipPromotionDiscount = plus(item.shipPromotionDiscount, row['ship-promotion-discount']);
      continue;
    }
    items.set(key, {
      amazonOrderId: id,
      sellerSku: row.sku,
      asin: row.asin,
      itemStatus: row['item-status'],
      quantity,
      currency: row.currency,
      itemPrice: money(row['item-price']),
      itemTax: money(row['item-tax']),
      shippingPrice: money(row['shipping-price']),
      itemPromotionDiscount: money(row['item-promotion-discount']),
      shipPromotionDiscount: money(row['ship-promotion-discount']),
      promotionIds: row['promotion-ids']
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p.length > 0),
    });
  }
  return { orders: [...orders.values()], items: [...items.values()] };
}
