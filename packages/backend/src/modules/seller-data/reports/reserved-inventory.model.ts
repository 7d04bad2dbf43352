import { z } from 'zod';
import { readFlatFile } from './flat-file.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the FBA reserved inventory flat file (GET_RESERVED_INVENTORY_DATA): per SKU, why
// reserved units are held (customer orders, transfers between fulfillment centers, processing),
// the split the inventory screen shows and the Manage Inventory file does not give.

const SPLIT_COLUMNS = ['reserved_customerorders', 'reserved_fc-transfers', 'reserved_fc-processing'] as const;
const REQUIRED_COLUMNS = ['sku', 'fnsku', 'asin', 'product-name', 'reserved_qty', ...SPLIT_COLUMNS] as const;

const quantity = (column: string) => z.string().regex(/^\d+$/, `${column} is not a whole number`);

const reservedLine = z.object({
  sku: z.string().min(1, 'sku is empty'),
  fnsku: z.string(),
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'asin is not an ASIN'),
  'product-name': z.string(),
  reserved_qty: quantity('reserved_qty'),
  reserved_customerorders: quantity('reserved_customerorders'),
  'reserved_fc-transfers': quantity('reserved_fc-transfers'),
  'reserved_fc-processing': quantity('reserved_fc-processing'),
});

export interface ReservedInventoryFact {
  sellerSku: string;
  fnsku: string | null;
  asin: string;
  reservedQuantity: number;
  customerOrders: number;
  fcTransfers: number;
  fcProcessing: number;
}

/** Reads one reserved inventory snapshot; the three reasons must add up to the reserved quantity. */
export function readReservedInventory(documentId: string, body: string): ReservedInventoryFact[] {
  const seen = new Set<string>();
  return readFlatFile(documentId, body, REQUIRED_COLUMNS, reservedLine).map(({ line, row }) => {
    if (seen.has(row.sku)) throw new ReportDocumentError(documentId, `sku ${row.sku} twice`, `line ${line}`);
    seen.add(row.sku);
    const fact: ReservedInventoryFact = {
      sellerSku: row.sku,
      fnsku: row.fnsku || null,
      asin: row.asin,
      reservedQuantity: Number(row.reserved_qty),
      customerOrders: Number(row.reserved_customerorders),
      fcTransfers: Number(row['reserved_fc-transfers']),
      fcProcessing: Number(row['reserved_fc-processing']),
    };
    const split = fact.customerOrders + fact.fcTransfers + fact.fcProcessing;
    if (split !== fact.reservedQuantity) {
      throw new ReportDocumentError(
        documentId,
        `reserved_qty ${fact.reservedQuantity} is not the sum of its reasons (${split})`,
        `line ${line}, column "reserved_qty"`,
      );
    }
    return fact;
  });
}
