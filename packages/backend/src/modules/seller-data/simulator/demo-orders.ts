import { addIsoDays, isoDaysBetween, MARKETPLACES, utcIsoDayOf } from '@portal/schema';
import { stringify } from 'csv-stringify/sync';
import { LRUCache } from 'lru-cache';
import { SeededRandom } from '../../../seed/seeded-random.ts';
import { CUSTOMER_RETURNS_COLUMNS } from '../reports/customer-returns.model.ts';
import { hash, type PlannedAccount } from './demo-catalog-plan.ts';
import type { DemoMarketplaceOptions, SkuDay } from './demo-marketplace.ts';
import { zonedInstant } from './zoned-time.ts';

export type DrawSkuDays = (options: DemoMarketplaceOptions, account: PlannedAccount, day: string) => SkuDay[];

/** Orders by local hour: quiet nights, a late-morning rise and an evening peak. */
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 1.6, 2.2, 2.6, 2.8, 3, 3.1, 3, 2.9, 2.9, 3, 3.2, 3.6, 4, 4.1, 3.6, 2.6, 1.6,
];
const SUBSCRIBABLE_GROUPS = new Set(['Grocery', 'Pet Products', 'Beauty', 'Home', 'Kitchen']);
/** Days after purchase a return can come back, and the most that ever do. */
const RETURN_LAG = { min: 3, max: 25 } as const;

const ORDER_COLUMNS = [
  'amazon-order-id',
  'merchant-order-id',
  'purchase-date',
  'last-updated-date',
  'order-status',
  'fulfillment-channel',
  'sales-channel',
  'order-channel',
  'ship-service-level',
  'product-name',
  'sku',
  'asin',
  'item-status',
  'quantity',
  'currency',
  'item-price',
  'item-tax',
  'shipping-price',
  'shipping-tax',
  'gift-wrap-price',
  'gift-wrap-tax',
  'item-promotion-discount',
  'ship-promotion-discount',
  'ship-city',
  'ship-state',
  'ship-postal-code',
  'ship-country',
  'promotion-ids',
  'is-business-order',
  'purchase-order-number',
  'price-designation',
  'buyer-key',
  'is-subscribe-and-save',
] as const;
type OrderLine = Record<(typeof ORDER_COLUMNS)[number], string>;

interface DemoOrderItem {
  orderId: string;
  purchaseDate: string;
  skuDay: SkuDay;
  quantity: number;
  itemPrice: number;
  line: OrderLine;
}

const marketplaceOf = (account: PlannedAccount) => {
  const marketplace = MARKETPLACES.find((m) => m.marketplaceId === account.marketplaceId);
  if (!marketplace) throw new Error(`unknown marketplace ${account.marketplaceId}`);
  return marketplace;
};
const amount = (value: number) => value.toFixed(2);
/** Flat files write times with their offset; the simulator writes them in UTC. */
const flatTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const EPOCH_DAY = Date.parse('2000-01-01T00:00:00Z');

// A day's orders are drawn again for each return day that can reach back to it (23 of them):
// keeping the last few weeks per account makes that one draw per day.
const drawn = new WeakMap<DemoMarketplaceOptions, LRUCache<string, DemoOrderItem[]>>();

function orderItemsOf(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): DemoOrderItem[] {
  const cache = drawn.get(options) ?? new LRUCache<string, DemoOrderItem[]>({ max: 96 });
  drawn.set(options, cache);
  const key = `${account.sellerId}:${account.marketplaceId}:${day}`;
  const known = cache.get(key);
  if (known) return known;
  const items = drawOrderItems(options, account, day, draw);
  cache.set(key, items);
  return items;
}

/**
 * The order items of one account and day, split from that day's SKU draws so that, per SKU, the
 * items' quantities, prices and count are exactly the Sales and Traffic report's units, ordered
 * product sales and order items. Purchase times follow the local hour curve of the marketplace.
 */
function drawOrderItems(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): DemoOrderItem[] {
  const rng = new SeededRandom(
    options.seed ^ hash(`orders:${account.sellerId}:${account.marketplaceId}:${day}`),
  );
  const marketplace = marketplaceOf(account);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayNumber = String(Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH_DAY) / 86_400_000)).padStart(
    7,
    '0',
  );
  const recent = isoDaysBetween(day, utcIsoDayOf(options.now)) <= 2;
  const salesChannel = marketplace.siteUrl.replace('https://www.', '').replace(/^amazon/, 'Amazon');
  const hourTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const items: DemoOrderItem[] = [];
  let sequence = 0;
  let previous: { orderId: string; purchaseDate: Date; skus: Set<string>; fulfillment: string } | null = null;
  for (const skuDay of draw(options, account, day)) {
    const { sku } = skuDay;
    if (skuDay.units === 0 || skuDay.orderItems === 0) continue;
    const quantities = Array.from({ length: skuDay.orderItems }, () => 1);
    for (let extra = skuDay.units - skuDay.orderItems; extra > 0; extra--) {
      const at = rng.int(0, quantities.length - 1);
      quantities[at] = (quantities[at] ?? 0) + 1;
    }
    const priceCents = Math.round(sku.price * 100);
    for (const quantity of quantities) {
      // About one order in eight holds a second SKU fulfilled the same way.
      const joins =
        previous !== null &&
        !previous.skus.has(sku.sellerSku) &&
        previous.fulfillment === sku.fulfillment &&
        rng.chance(0.12);
      if (!joins || previous === null) {
        let pick = rng.int(0, 9999) / 10_000;
        let hour = 0;
        for (; hour < 23; hour++) {
          pick -= (HOUR_WEIGHTS[hour] as number) / hourTotal;
          if (pick < 0) break;
        }
        const local = zonedInstant(
          marketplace.timezone,
          year,
          month,
          date,
          hour,
          rng.int(0, 59),
          rng.int(0, 59),
        );
        sequence += 1;
        const suffix = String((sequence * 7919 + (hash(account.sellerId) % 10_000)) % 10_000_000).padStart(
          7,
          '0',
        );
        previous = {
          orderId: `${marketplace.region === 'NA' ? '111' : marketplace.region === 'EU' ? '202' : '503'}-${dayNumber}-${suffix}`,
          purchaseDate: new Date(local.getTime()),
          skus: new Set(),
          fulfillment: sku.fulfillment,
        };
      }
      const order = previous;
      order.skus.add(sku.sellerSku);
      const itemPrice = (quantity * priceCents) / 100;
      const promoted = rng.chance(0.07);
      const subscribed = SUBSCRIBABLE_GROUPS.has(sku.productGroup) && rng.chance(0.1);
      const discount = promoted
        ? Math.round(itemPrice * 10) / 100
        : subscribed
          ? Math.round(itemPrice * 5) / 100
          : 0;
      const pending = recent && hash(order.orderId) % 10 < 3;
      const line: OrderLine = {
        'amazon-order-id': order.orderId,
        'merchant-order-id': '',
        'purchase-date': flatTime(order.purchaseDate),
        'last-updated-date': flatTime(order.purchaseDate),
        'order-status': pending ? 'Pending' : 'Shipped',
        'fulfillment-channel': sku.fulfillment === 'FBA' ? 'Amazon' : 'Merchant',
        'sales-channel': salesChannel,
        'order-channel': '',
        'ship-service-level': 'Standard',
        'product-name': sku.productName,
        sku: sku.sellerSku,
        asin: sku.asin,
        'item-status': pending ? 'Unshipped' : 'Shipped',
        quantity: String(quantity),
        currency: account.currencyCode,
        'item-price': amount(itemPrice),
        'item-tax': amount(marketplace.region === 'NA' ? Math.round(itemPrice * 7) / 100 : 0),
        'shipping-price': amount(sku.fulfillment === 'FBM' ? 4.99 : 0),
        'shipping-tax': amount(0),
        'gift-wrap-price': '',
        'gift-wrap-tax': '',
        'item-promotion-discount': amount(discount),
        'ship-promotion-discount': amount(0),
        'ship-city': '',
        'ship-state': '',
        'ship-postal-code': '',
        'ship-country': marketplace.countryCode,
        'promotion-ids': promoted ? `${account.brandCode}-SAVE10` : '',
        'is-business-order': String(rng.chance(0.04)),
        'purchase-order-number': '',
        'price-designation': '',
        'buyer-key': buyerKey(options.seed, account, rng),
        'is-subscribe-and-save': String(subscribed),
      };
      items.push({
        orderId: order.orderId,
        purchaseDate: line['purchase-date'],
        skuDay,
        quantity,
        itemPrice,
        line,
      });
    }
  }
  // An order's lines share its buyer and its subscribe-and-save flag, as the Orders API gives them.
  const first = new Map<string, OrderLine>();
  for (const item of items) {
    const head = first.get(item.orderId);
    if (!head) first.set(item.orderId, item.line);
    else {
      item.line['buyer-key'] = head['buyer-key'];
      item.line['is-subscribe-and-save'] = head['is-subscribe-and-save'];
      item.line['is-business-order'] = head['is-business-order'];
    }
  }
  return items;
}

/**
 * An anonymous buyer: a fifth of orders come from a small loyal pool (the repeat purchasers), the
 * rest from a pool large enough that repeats are rare.
 */
function buyerKey(seed: number, account: PlannedAccount, rng: SeededRandom): string {
  const loyal = rng.chance(0.2);
  const index = loyal ? rng.int(0, 150) : rng.int(1_000, 200_000);
  return `b${hash(`${seed}:${account.sellerId}:${account.marketplaceId}:${index}`).toString(36)}`;
}

/** The all-orders flat file of one account and local day. */
export function allOrdersFile(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string {
  const items = orderItemsOf(options, account, day, draw);
  return stringify(
    items.map((i) => i.line),
    { delimiter: '\t', header: true, columns: [...ORDER_COLUMNS], record_delimiter: 'unix' },
  );
}

const REASONS: { reason: string; comment: string; disposition: (u: number) => string }[] = [
  { reason: 'DEFECTIVE', comment: 'Stopped working after two days', disposition: () => 'DEFECTIVE' },
  {
    reason: 'NOT_AS_DESCRIBED',
    comment: 'Colour is not the one in the picture',
    disposition: (u) => (u < 0.6 ? 'SELLABLE' : 'CUSTOMER_DAMAGED'),
  },
  { reason: 'UNWANTED_ITEM', comment: '', disposition: (u) => (u < 0.8 ? 'SELLABLE' : 'CUSTOMER_DAMAGED') },
  {
    reason: 'ORDERED_WRONG_ITEM',
    comment: 'Ordered the wrong size',
    disposition: (u) => (u < 0.85 ? 'SELLABLE' : 'CUSTOMER_DAMAGED'),
  },
  {
    reason: 'QUALITY_UNACCEPTABLE',
    comment: 'Feels cheaper than expected',
    disposition: (u) => (u < 0.5 ? 'SELLABLE' : 'CUSTOMER_DAMAGED'),
  },
  { reason: 'DAMAGED_BY_CARRIER', comment: 'Box arrived crushed', disposition: () => 'CARRIER_DAMAGED' },
  { reason: 'MISSING_PARTS', comment: 'The lid was missing', disposition: () => 'DAMAGED' },
  { reason: 'FOUND_BETTER_PRICE', comment: '', disposition: () => 'SELLABLE' },
  { reason: 'NO_REASON_GIVEN', comment: '', disposition: (u) => (u < 0.7 ? 'SELLABLE' : 'CUSTOMER_DAMAGED') },
];
const FULFILLMENT_CENTERS = {
  NA: ['PHX7', 'ONT8', 'BFI4', 'MDW2', 'TPA1'],
  EU: ['LTN4', 'BHX1', 'MAD4', 'FRA7'],
  FE: ['NRT5', 'SYD8'],
};
export type ReturnLine = Record<(typeof CUSTOMER_RETURNS_COLUMNS)[number], string>;

/**
 * The FBA customer returns of one account and local day: items bought 3 to 25 days before come
 * back at a rate of 2.5–7.5 % per SKU, each on one day decided by the item itself, so a day's
 * returns are always returns of orders that exist.
 */
export function customerReturnLines(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): ReturnLine[] {
  const marketplace = marketplaceOf(account);
  const centers = FULFILLMENT_CENTERS[marketplace.region];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lines: ReturnLine[] = [];
  for (let lag = RETURN_LAG.min; lag <= RETURN_LAG.max; lag++) {
    for (const item of orderItemsOf(options, account, addIsoDays(day, -lag), draw)) {
      const { sku } = item.skuDay;
      if (sku.fulfillment !== 'FBA') continue;
      const h = hash(`${options.seed}|${item.orderId}|${sku.sellerSku}|return`);
      const rate = 25 + (hash(sku.sellerSku) % 50);
      if (h % 1000 >= rate || RETURN_LAG.min + ((h >>> 10) % (RETURN_LAG.max - RETURN_LAG.min + 1)) !== lag)
        continue;
      const why = REASONS[(h >>> 16) % REASONS.length] as (typeof REASONS)[number];
      const disposition = why.disposition(((h >>> 20) % 100) / 100);
      const at = zonedInstant(
        marketplace.timezone,
        year,
        month,
        date,
        8 + ((h >>> 8) % 12),
        (h >>> 4) % 60,
        h % 60,
      );
      lines.push({
        'return-date': flatTime(new Date(at.getTime())),
        'order-id': item.orderId,
        sku: sku.sellerSku,
        asin: sku.asin,
        fnsku: fnskuOf(sku.sellerSku),
        'product-name': sku.productName,
        quantity: '1',
        'fulfillment-center-id': centers[(h >>> 3) % centers.length] as string,
        'detailed-disposition': disposition,
        reason: why.reason,
        status: disposition === 'SELLABLE' ? 'Unit returned to inventory' : 'Reimbursed',
        'license-plate-number': `LPN${item.orderId.replaceAll('-', '')}${sku.sellerSku.replace(/\W/g, '')}`,
        'customer-comments': (h >>> 12) % 3 === 0 ? why.comment : '',
      });
    }
  }
  return lines;
}

/** The FBA customer returns report of one account and local day (see customerReturnLines). */
export function customerReturnsFile(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string {
  return stringify(customerReturnLines(options, account, day, draw), {
    delimiter: '\t',
    header: true,
    columns: [...CUSTOMER_RETURNS_COLUMNS],
    record_delimiter: 'unix',
  });
}

/** The FNSKU Amazon labels a SKU's units with: stable per SKU, the same in every report. */
export const fnskuOf = (sellerSku: string) =>
  `X00${(hash(sellerSku) % 10_000_000).toString(36).toUpperCase().padStart(7, '0')}`;
