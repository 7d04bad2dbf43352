import { stringify } from 'csv-stringify/sync';
import { hash, type PlannedAccount } from './demo-catalog-plan.ts';
import { type SkuStock, stockOf } from './demo-inventory-plan.ts';
import type { DemoMarketplaceOptions } from './demo-marketplace.ts';
import { type DrawSkuDays, fnskuOf } from './demo-orders.ts';

const INVENTORY_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'your-price',
  'mfn-listing-exists',
  'mfn-fulfillable-quantity',
  'afn-listing-exists',
  'afn-warehouse-quantity',
  'afn-fulfillable-quantity',
  'afn-unsellable-quantity',
  'afn-reserved-quantity',
  'afn-total-quantity',
  'per-unit-volume',
  'afn-inbound-working-quantity',
  'afn-inbound-shipped-quantity',
  'afn-inbound-receiving-quantity',
  'afn-researching-quantity',
  'afn-reserved-future-supply',
  'afn-future-supply-buyable',
] as const;
const RESERVED_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'reserved_qty',
  'reserved_customerorders',
  'reserved_fc-transfers',
  'reserved_fc-processing',
] as const;

/** A SKU's cubic feet per unit, fixed by its ASIN (the fees file sizes its tier from it). */
export const perUnitVolumeOf = (asin: string) => Math.round((0.05 + (hash(asin) % 120) / 100) * 100) / 100;

const flatFile = (columns: readonly string[], lines: Record<string, string>[]) =>
  stringify(lines, { delimiter: '\t', header: true, columns: [...columns], record_delimiter: 'unix' });
const reservedOf = (s: SkuStock) => s.customerOrders + s.fcTransfers + s.fcProcessing;

/**
 * The FBA Manage Inventory file of one account at the end of one day: every listed SKU, FBA ones
 * with their simulated stock, merchant-fulfilled ones with the seller's own quantity. Null when
 * the day is outside the simulated history.
 */
export function fbaInventoryFile(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string | null {
  const stock = stockOf(options, account, day, draw);
  if (!stock) return null;
  const lines = account.skus.map((sku) => {
    const s = stock.get(sku.sellerSku);
    const fba = sku.fulfillment === 'FBA' && s !== undefined;
    const warehouse = fba ? s.fulfillable + s.unsellable + reservedOf(s) : 0;
    const inbound = fba ? s.inboundWorking + s.inboundShipped + s.inboundReceiving : 0;
    const line: Record<(typeof INVENTORY_COLUMNS)[number], string> = {
      sku: sku.sellerSku,
      fnsku: fba ? fnskuOf(sku.sellerSku) : '',
      asin: sku.asin,
      'product-name': sku.productName,
      condition: 'New',
      'your-price': sku.price.toFixed(2),
      'mfn-listing-exists': fba ? 'No' : 'Yes',
      'mfn-fulfillable-quantity': fba ? '' : String(20 + (hash(sku.sellerSku) % 40)),
      'afn-listing-exists': fba ? 'Yes' : 'No',
      'afn-warehouse-quantity': String(warehouse),
      'afn-fulfillable-quantity': String(fba ? s.fulfillable : 0),
      'afn-unsellable-quantity': String(fba ? s.unsellable : 0),
      'afn-reserved-quantity': String(fba ? reservedOf(s) : 0),
      'afn-total-quantity': String(warehouse + inbound),
      'per-unit-volume': perUnitVolumeOf(sku.asin).toFixed(2),
      'afn-inbound-working-quantity': String(fba ? s.inboundWorking : 0),
      'afn-inbound-shipped-quantity': String(fba ? s.inboundShipped : 0),
      'afn-inbound-receiving-quantity': String(fba ? s.inboundReceiving : 0),
      'afn-researching-quantity': String(fba ? s.researching : 0),
      'afn-reserved-future-supply': '0',
      'afn-future-supply-buyable': '0',
    };
    return line;
  });
  return flatFile(INVENTORY_COLUMNS, lines);
}

/** The reserved inventory file of one account at the end of one day: FBA SKUs with reserved units. */
export function reservedInventoryFile(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  day: string,
  draw: DrawSkuDays,
): string | null {
  const stock = stockOf(options, account, day, draw);
  if (!stock) return null;
  const lines = account.skus.flatMap((sku) => {
    const s = stock.get(sku.sellerSku);
    if (sku.fulfillment !== 'FBA' || !s || reservedOf(s) === 0) return [];
    return [
      {
        sku: sku.sellerSku,
        fnsku: fnskuOf(sku.sellerSku),
        asin: sku.asin,
        'product-name': sku.productName,
        reserved_qty: String(reservedOf(s)),
        reserved_customerorders: String(s.customerOrders),
        'reserved_fc-transfers': String(s.fcTransfers),
        'reserved_fc-processing': String(s.fcProcessing),
      },
    ];
  });
  return flatFile(RESERVED_COLUMNS, lines);
}
