import { z } from 'zod';
import { AMOUNT_PATTERN, blankAsZero, readFlatFileOncePerKey } from './flat-file.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the FBA Manage Inventory flat file (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA): one
// line per SKU, tab-separated, a snapshot of the moment it is requested. Its documented identities
// are checked, so a document whose quantities disagree with each other (truncated or garbled
// cells that still look like numbers) is refused whole (docs/decisions/0160).

const QUANTITY_COLUMNS = [
  'afn-warehouse-quantity',
  'afn-fulfillable-quantity',
  'afn-unsellable-quantity',
  'afn-reserved-quantity',
  'afn-total-quantity',
  'afn-inbound-working-quantity',
  'afn-inbound-shipped-quantity',
  'afn-inbound-receiving-quantity',
] as const;
/** Columns Amazon leaves empty for some marketplaces or programs: empty reads as 0. */
const OPTIONAL_QUANTITY_COLUMNS = [
  'mfn-fulfillable-quantity',
  'afn-researching-quantity',
  'afn-reserved-future-supply',
  'afn-future-supply-buyable',
] as const;

const REQUIRED_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'your-price',
  'mfn-listing-exists',
  'afn-listing-exists',
  'per-unit-volume',
  ...QUANTITY_COLUMNS,
  ...OPTIONAL_QUANTITY_COLUMNS,
] as const;

const quantity = (column: string) => z.string().regex(/^\d+$/, `${column} is not a whole number`);
const optionalQuantity = (column: string) =>
  z.union([z.literal(''), z.string().regex(/^\d+$/, `${column} is not a whole number`)]);
const listed = (column: string) => z.enum(['Yes', 'No'], { error: () => `${column} is neither Yes nor No` });

/** One validator per column of a list (Object.fromEntries loses the keys' type; this keeps them). */
const columnsOf = <K extends string, T>(columns: readonly K[], make: (column: K) => T) =>
  Object.fromEntries(columns.map((column) => [column, make(column)])) as Record<K, T>;

const inventoryLine = z.object({
  sku: z.string().min(1, 'sku is empty'),
  fnsku: z.string(),
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'asin is not an ASIN'),
  'product-name': z.string(),
  condition: z.string().min(1, 'condition is empty'),
  'your-price': z.union([z.literal(''), z.string().regex(AMOUNT_PATTERN, 'your-price is not an amount')]),
  'mfn-listing-exists': listed('mfn-listing-exists'),
  'afn-listing-exists': listed('afn-listing-exists'),
  'per-unit-volume': z.union([
    z.literal(''),
    z.string().regex(/^\d+(\.\d+)?$/, 'per-unit-volume is not a volume'),
  ]),
  ...columnsOf(QUANTITY_COLUMNS, quantity),
  ...columnsOf(OPTIONAL_QUANTITY_COLUMNS, optionalQuantity),
});

export interface InventoryFact {
  sellerSku: string;
  fnsku: string | null;
  asin: string;
  productName: string;
  condition: string;
  yourPrice: number | null;
  mfnListingExists: boolean;
  mfnFulfillableQuantity: number;
  afnListingExists: boolean;
  afnWarehouseQuantity: number;
  afnFulfillableQuantity: number;
  afnUnsellableQuantity: number;
  afnReservedQuantity: number;
  afnTotalQuantity: number;
  perUnitVolume: number | null;
  afnInboundWorkingQuantity: number;
  afnInboundShippedQuantity: number;
  afnInboundReceivingQuantity: number;
  afnResearchingQuantity: number;
  afnReservedFutureSupply: number;
  afnFutureSupplyBuyable: number;
}

const count = blankAsZero;

/** Reads one FBA inventory snapshot; refuses it whole on a bad cell, a repeated SKU or a broken sum. */
export function readFbaInventory(documentId: string, body: string): InventoryFact[] {
  return readFlatFileOncePerKey(documentId, body, REQUIRED_COLUMNS, inventoryLine, 'sku', (row, line) => {
    const fact: InventoryFact = {
      sellerSku: row.sku,
      fnsku: row.fnsku || null,
      asin: row.asin,
      productName: row['product-name'],
      condition: row.condition,
      yourPrice: row['your-price'] === '' ? null : Number(row['your-price']),
      mfnListingExists: row['mfn-listing-exists'] === 'Yes',
      mfnFulfillableQuantity: count(row['mfn-fulfillable-quantity']),
      afnListingExists: row['afn-listing-exists'] === 'Yes',
      afnWarehouseQuantity: count(row['afn-warehouse-quantity']),
      afnFulfillableQuantity: count(row['afn-fulfillable-quantity']),
      afnUnsellableQuantity: count(row['afn-unsellable-quantity']),
      afnReservedQuantity: count(row['afn-reserved-quantity']),
      afnTotalQuantity: count(row['afn-total-quantity']),
      perUnitVolume: row['per-unit-volume'] === '' ? null : Number(row['per-unit-volume']),
      afnInboundWorkingQuantity: count(row['afn-inbound-working-quantity']),
      afnInboundShippedQuantity: count(row['afn-inbound-shipped-quantity']),
      afnInboundReceivingQuantity: count(row['afn-inbound-receiving-quantity']),
      afnResearchingQuantity: count(row['afn-researching-quantity']),
      afnReservedFutureSupply: count(row['afn-reserved-future-supply']),
      afnFutureSupplyBuyable: count(row['afn-future-supply-buyable']),
    };
    checkIdentities(documentId, line, fact);
    return fact;
  });
}

/** The sums the report's documentation states: warehouse = fulfillable + unsellable + reserved, total = warehouse + inbound. */
function checkIdentities(documentId: string, line: number, f: InventoryFact): void {
  const warehouse = f.afnFulfillableQuantity + f.afnUnsellableQuantity + f.afnReservedQuantity;
  if (f.afnWarehouseQuantity !== warehouse) {
    throw new ReportDocumentError(
      documentId,
      `afn-warehouse-quantity ${f.afnWarehouseQuantity} is not fulfillable + unsellable + reserved (${warehouse})`,
      `line ${line}, column "afn-warehouse-quantity"`,
    );
  }
  const total =
    f.afnWarehouseQuantity +
    f.afnInboundWorkingQuantity +
    f.afnInboundShippedQuantity +
    f.afnInboundReceivingQuantity;
  if (f.afnTotalQuantity !== total) {
    throw new ReportDocumentError(
      documentId,
      `afn-total-quantity ${f.afnTotalQuantity} is not warehouse + inbound (${total})`,
      `line ${line}, column "afn-total-quantity"`,
    );
  }
}
