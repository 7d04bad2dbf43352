import { addIsoDays, MARKETPLACES } from '@portal/schema';
import { stringify } from 'csv-stringify/sync';
import { REPORT_TYPES } from '../reports/report-document.ts';
import { hash, type PlannedAccount, type PlannedSku } from './demo-catalog-plan.ts';
import { perUnitVolumeOf } from './demo-inventory.ts';
import { type SkuStock, stockOf } from './demo-inventory-plan.ts';
import type { DemoMarketplaceOptions } from './demo-marketplace.ts';
import { type DrawSkuDays, fnskuOf } from './demo-orders.ts';

// The ASIN screens' documents (docs/decisions/0190-0192), written from the same plan and draws as
// the FBA inventory snapshot and the Sales and Traffic report, so they agree with both.

const flatFile = (columns: readonly string[], lines: Record<string, string>[]) =>
  stringify(lines, { delimiter: '\t', header: true, columns: [...columns], record_delimiter: 'unix' });
const cents = (value: number) => Math.round(value * 100) / 100;

/** Fulfillment centers by country (real Amazon codes); elsewhere two invented ones. */
const CENTERS: Record<string, string[]> = {
  US: ['PHX7', 'ONT8', 'BFI4', 'MDW2', 'TEB9', 'CLT2'],
  CA: ['YYZ4', 'YVR3', 'YYC1'],
  MX: ['MEX1', 'MEX3'],
  GB: ['LTN1', 'BHX4', 'EDI4'],
  DE: ['FRA7', 'MUC3', 'LEJ1'],
  FR: ['ORY1', 'LYS1'],
  IT: ['MXP5', 'FCO1'],
  ES: ['MAD4', 'BCN1'],
  JP: ['NRT1', 'KIX2'],
  AU: ['SYD1', 'MEL1'],
};

/** The account's two or three fulfillment centers. */
export function centersOf(account: PlannedAccount): string[] {
  const country = MARKETPLACES.find((m) => m.marketplaceId === account.marketplaceId)?.countryCode ?? 'US';
  const all = CENTERS[country] ?? [`${country}X1`, `${country}X2`];
  const count = Math.min(all.length, 2 + (hash(`${account.sellerId}:${account.marketplaceId}:fc`) % 2));
  const start = hash(account.sellerId) % all.length;
  return Array.from({ length: count }, (_, i) => all[(start + i) % all.length] as string);
}

/** Splits a quantity over the centers by fixed per-SKU shares (so a day's split follows the day before). */
function split(quantity: number, sku: string, centers: readonly string[]): number[] {
  const weights = centers.map((fc) => 1 + (hash(`${sku}:${fc}`) % 4));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((quantity * w) / total));
  parts[0] = (parts[0] ?? 0) + quantity - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const UNSELLABLE = ['CUSTOMER_DAMAGED', 'DEFECTIVE', 'CARRIER_DAMAGED'] as const;
/** Units physically in the centers, by disposition: sellable (reserved ones too) and unsellable. */
function byDisposition(sku: PlannedSku, s: SkuStock | undefined): [string, number][] {
  const sellable = s ? s.fulfillable + s.customerOrders + s.fcTransfers + s.fcProcessing : 0;
  return [
    ['SELLABLE', sellable],
    [UNSELLABLE[hash(sku.sellerSku) % UNSELLABLE.length] as string, s?.unsellable ?? 0],
  ];
}

const LEDGER_COLUMNS = [
  'Date',
  'FNSKU',
  'ASIN',
  'MSKU',
  'Title',
  'Disposition',
  'Starting Warehouse Balance',
  'In Transit Between Warehouses',
  'Receipts',
  'Customer Shipments',
  'Customer Returns',
  'Vendor Returns',
  'Warehouse Transfer In/Out',
  'Found',
  'Lost',
  'Damaged',
  'Disposed',
  'Other Events',
  'Ending Warehouse Balance',
  'Unknown Events',
  'Location',
] as const;

/**
 * The Inventory Ledger summary of one account and day, by fulfillment center: each FBA SKU's
 * warehouse units split over the account's centers and dispositions, so that per SKU they sum to
 * the Manage Inventory snapshot's afn-warehouse-quantity of the same day. The day's change is
 * written as receipts or shipments (sellable) and returns or disposals (unsellable).
 */
export function ledgerSummaryFile(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string | null {
  const stock = stockOf(options, account, day, draw);
  if (!stock) return null;
  const before = stockOf(options, account, addIsoDays(day, -1), draw) ?? stock;
  const centers = centersOf(account);
  const usDay = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  const lines = account.skus.flatMap((sku) => {
    if (sku.fulfillment !== 'FBA' || !stock.has(sku.sellerSku)) return [];
    const ends = byDisposition(sku, stock.get(sku.sellerSku));
    const starts = byDisposition(sku, before.get(sku.sellerSku));
    return ends.flatMap(([disposition, quantity], d) => {
      const endSplit = split(quantity, sku.sellerSku, centers);
      const startSplit = split(starts[d]?.[1] ?? 0, sku.sellerSku, centers);
      return centers.flatMap((fc, i) => {
        const [start, end] = [startSplit[i] ?? 0, endSplit[i] ?? 0];
        if (start === 0 && end === 0) return [];
        const delta = end - start;
        const sellable = disposition === 'SELLABLE';
        const line: Record<(typeof LEDGER_COLUMNS)[number], string> = {
          Date: usDay,
          FNSKU: fnskuOf(sku.sellerSku),
          ASIN: sku.asin,
          MSKU: sku.sellerSku,
          Title: sku.productName,
          Disposition: disposition,
          'Starting Warehouse Balance': String(start),
          'In Transit Between Warehouses': '0',
          Receipts: String(sellable && delta > 0 ? delta : 0),
          'Customer Shipments': String(sellable && delta < 0 ? delta : 0),
          'Customer Returns': String(!sellable && delta > 0 ? delta : 0),
          'Vendor Returns': '0',
          'Warehouse Transfer In/Out': '0',
          Found: '0',
          Lost: '0',
          Damaged: '0',
          Disposed: String(!sellable && delta < 0 ? delta : 0),
          'Other Events': '0',
          'Ending Warehouse Balance': String(end),
          'Unknown Events': '0',
          Location: fc,
        };
        return [line];
      });
    });
  });
  return flatFile(LEDGER_COLUMNS, lines);
}

const FEE_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'product-group',
  'brand',
  'fulfilled-by',
  'your-price',
  'sales-price',
  'longest-side',
  'unit-of-dimension',
  'product-size-tier',
  'currency',
  'estimated-fee-total',
  'estimated-referral-fee-per-unit',
  'estimated-variable-closing-fee',
  'expected-fulfillment-fee-per-unit',
] as const;

/** Size tier by cubic feet per unit, with the per-unit fulfillment fee of the tier. */
export function sizeTierOf(volume: number): { tier: string; fulfillmentFee: number } {
  if (volume < 0.2) return { tier: 'Small standard', fulfillmentFee: 3.22 };
  if (volume < 0.9) return { tier: 'Large standard', fulfillmentFee: 4.75 + cents(volume * 2) };
  return { tier: 'Large bulky', fulfillmentFee: 9.61 + cents(volume * 1.5) };
}
/** Referral fee: 15 % of the price, at least 0.30. */
export const referralFeeOf = (price: number) => Math.max(0.3, cents(price * 0.15));

/** The estimated FBA fees file of one account on one day: every FBA SKU at its price and size tier. */
export function estimatedFeesFile(account: PlannedAccount): string {
  const lines = account.skus.flatMap((sku) => {
    if (sku.fulfillment !== 'FBA') return [];
    const volume = perUnitVolumeOf(sku.asin);
    const { tier, fulfillmentFee } = sizeTierOf(volume);
    const referral = referralFeeOf(sku.price);
    return [
      {
        sku: sku.sellerSku,
        fnsku: fnskuOf(sku.sellerSku),
        asin: sku.asin,
        'product-name': sku.productName,
        'product-group': sku.productGroup,
        brand: account.brandName,
        'fulfilled-by': 'Amazon',
        'your-price': sku.price.toFixed(2),
        'sales-price': '',
        'longest-side': (Math.cbrt(volume * 1728) * 1.4).toFixed(2),
        'unit-of-dimension': 'inches',
        'product-size-tier': tier,
        currency: account.currencyCode,
        'estimated-fee-total': cents(referral + fulfillmentFee).toFixed(2),
        'estimated-referral-fee-per-unit': referral.toFixed(2),
        'estimated-variable-closing-fee': '0.00',
        'expected-fulfillment-fee-per-unit': fulfillmentFee.toFixed(2),
      },
    ];
  });
  return flatFile(FEE_COLUMNS, lines);
}

/** The share of buy box below which the seller's own offer does not hold it on the day's snapshot. */
export const BUY_BOX_HOLD_PERCENT = 50;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const sellerIdOf = (seed: string) => {
  let h = hash(seed);
  return `A${Array.from({ length: 13 }, () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    return ALPHABET[h % ALPHABET.length];
  }).join('')}`;
};

/**
 * The day's getItemOffersBatch answers of an account: per ASIN the seller's own offer and two to
 * six competitors. The seller holds the buy box when the SKU's buy box percentage of that day in
 * the Sales and Traffic draws is at least 50 %; otherwise the cheapest competitor does.
 */
export function itemOffersAnswers(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string {
  const shares = new Map(
    draw(options, account, day)
      .filter((r) => r.browserSessions + r.mobileSessions > 0)
      .map((r) => [r.sku.sellerSku, r.buyBox]),
  );
  const country = MARKETPLACES.find((m) => m.marketplaceId === account.marketplaceId)?.countryCode ?? 'US';
  const money = (amount: number) => ({ CurrencyCode: account.currencyCode, Amount: cents(amount) });
  const responses = account.skus.map((sku) => {
    const ours = (shares.get(sku.sellerSku) ?? 0) >= BUY_BOX_HOLD_PERCENT;
    const fba = sku.fulfillment === 'FBA';
    const competitors = 2 + (hash(`${sku.asin}:competitors`) % 5);
    const offers = [
      {
        SellerId: account.sellerId,
        MyOffer: true,
        SubCondition: 'new',
        SellerFeedbackRating: {
          SellerPositiveFeedbackRating: 90 + (hash(account.sellerId) % 10),
          FeedbackCount: 200 + (hash(account.sellerId) % 5000),
        },
        ShippingTime: { minimumHours: fba ? 0 : 24, maximumHours: fba ? 0 : 48, availabilityType: 'NOW' },
        ListingPrice: money(sku.price),
        Shipping: money(0),
        ShipsFrom: { Country: country },
        IsFulfilledByAmazon: fba,
        IsBuyBoxWinner: ours,
        IsFeaturedMerchant: true,
      },
      ...Array.from({ length: competitors }, (_, i) => {
        const h = hash(`${sku.asin}:${i}:${day}`);
        // The buy box holder undercuts the seller; the others ask 1–9 % more.
        const winner = !ours && i === 0;
        const factor = winner ? 0.94 + (h % 5) / 100 : 1.01 + (h % 9) / 100;
        const theirsFba = hash(`${sku.asin}:${i}`) % 3 !== 0;
        return {
          SellerId: sellerIdOf(`${sku.asin}:${i}`),
          SubCondition: i === competitors - 1 && competitors > 3 ? 'used' : 'new',
          SellerFeedbackRating: {
            SellerPositiveFeedbackRating: 70 + (h % 30),
            FeedbackCount: 10 + (hash(`${sku.asin}:${i}:feedback`) % 20_000),
          },
          ShippingTime: {
            minimumHours: theirsFba ? 0 : 48,
            maximumHours: theirsFba ? 0 : 96,
            availabilityType: h % 11 === 0 ? 'FUTURE_WITHOUT_DATE' : 'NOW',
          },
          ListingPrice: money(sku.price * factor),
          Shipping: money(theirsFba ? 0 : 4.99),
          ShipsFrom: { Country: theirsFba ? country : i % 2 === 0 ? 'CN' : country },
          IsFulfilledByAmazon: theirsFba,
          IsBuyBoxWinner: winner,
          IsFeaturedMerchant: winner || theirsFba,
        };
      }),
    ];
    return {
      status: { statusCode: 200, reasonPhrase: 'OK' },
      body: {
        payload: {
          ASIN: sku.asin,
          marketplaceId: account.marketplaceId,
          ItemCondition: 'New',
          status: 'Success',
          Identifier: { MarketplaceId: account.marketplaceId, ASIN: sku.asin, ItemCondition: 'New' },
          Summary: { TotalOfferCount: offers.length },
          Offers: offers,
        },
      },
      request: { uri: `/products/pricing/v0/items/${sku.asin}/offers`, method: 'GET' },
    };
  });
  return JSON.stringify({ responses });
}

export const MARKET_DATA_REPORTS = [
  REPORT_TYPES.ledgerSummary,
  REPORT_TYPES.estimatedFees,
  REPORT_TYPES.itemOffers,
] as const;
