import { z } from 'zod';
import { readFlatFileOncePerKey, TIMESTAMP_PATTERN } from './flat-file.ts';

// Our model of the FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA): one
// line per returned lot, tab-separated, requested one day of return dates at a time.

/** The report's columns, in the published order (the simulator writes them, the reader requires them). */
export const CUSTOMER_RETURNS_COLUMNS = [
  'return-date',
  'order-id',
  'sku',
  'asin',
  'fnsku',
  'product-name',
  'quantity',
  'fulfillment-center-id',
  'detailed-disposition',
  'reason',
  'status',
  'license-plate-number',
  'customer-comments',
] as const;

const returnLine = z.object({
  'return-date': z.string().regex(TIMESTAMP_PATTERN, 'return-date is not a timestamp'),
  'order-id': z.string().regex(/^\d{3}-\d{7}-\d{7}$/, 'order-id is not an order id'),
  sku: z.string().min(1, 'sku is empty'),
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'asin is not an ASIN'),
  fnsku: z.string().min(1, 'fnsku is empty'),
  'product-name': z.string(),
  quantity: z.string().regex(/^[1-9]\d*$/, 'quantity is not a positive whole number'),
  'fulfillment-center-id': z.string().min(1, 'fulfillment-center-id is empty'),
  // SELLABLE, DAMAGED, CUSTOMER_DAMAGED, DEFECTIVE, CARRIER_DAMAGED, EXPIRED… Amazon adds values,
  // so any upper-case code is taken as it is.
  'detailed-disposition': z.string().regex(/^[A-Z_]+$/, 'detailed-disposition is not a disposition code'),
  reason: z.string().regex(/^[A-Z_]+$/, 'reason is not a reason code'),
  status: z.string().min(1, 'status is empty'),
  'license-plate-number': z.string().min(1, 'license-plate-number is empty'),
  'customer-comments': z.string(),
});

export interface ReturnFact {
  licensePlateNumber: string;
  returnDate: string;
  amazonOrderId: string;
  sellerSku: string;
  asin: string;
  fnsku: string;
  productName: string;
  quantity: number;
  fulfillmentCenterId: string;
  detailedDisposition: string;
  reason: string;
  status: string;
  customerComments: string | null;
}

export function readCustomerReturns(documentId: string, body: string): ReturnFact[] {
  return readFlatFileOncePerKey(
    documentId,
    body,
    CUSTOMER_RETURNS_COLUMNS,
    returnLine,
    'license-plate-number',
    (row) => {
      const lpn = row['license-plate-number'];
      return {
        licensePlateNumber: lpn,
        returnDate: row['return-date'],
        amazonOrderId: row['order-id'],
        sellerSku: row.sku,
        asin: row.asin,
        fnsku: row.fnsku,
        productName: row['product-name'],
        quantity: Number(row.quantity),
        fulfillmentCenterId: row['fulfillment-center-id'],
        detailedDisposition: row['detailed-disposition'],
        reason: row.reason,
        status: row.status,
        customerComments: row['customer-comments'] || null,
      };
    },
  );
}
