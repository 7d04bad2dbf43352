import { z } from 'zod';
import { readFlatFile } from './flat-file.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the FBA Inventory Ledger summary flat file (GET_LEDGER_SUMMARY_VIEW_DATA, requested
// daily and by fulfillment center): per day, SKU, disposition and fulfillment center, the balance
// the day opened with, the day's events and the balance it closed with. The ending balance by
// fulfillment center and disposition is the ASIN inventory row (docs/decisions/0190). The
// documented identity (ending = starting + the signed events) is checked, so a garbled line that
// still parses is refused whole, naming its line and column.

/** The signed event columns between the starting and the ending warehouse balance. */
const EVENT_COLUMNS = [
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
  'Unknown Events',
] as const;
const REQUIRED_COLUMNS = [
  'Date',
  'FNSKU',
  'ASIN',
  'MSKU',
  'Title',
  'Disposition',
  'Starting Warehouse Balance',
  'In Transit Between Warehouses',
  ...EVENT_COLUMNS,
  'Ending Warehouse Balance',
  'Location',
] as const;

/** Dispositions the ledger reports (SELLABLE and Amazon's unsellable reasons). */
export const LEDGER_DISPOSITIONS = [
  'SELLABLE',
  'DEFECTIVE',
  'CUSTOMER_DAMAGED',
  'WAREHOUSE_DAMAGED',
  'CARRIER_DAMAGED',
  'DISTRIBUTOR_DAMAGED',
  'EXPIRED',
] as const;
export type LedgerDisposition = (typeof LEDGER_DISPOSITIONS)[number];

const balance = (column: string) => z.string().regex(/^\d+$/, `${column} is not a whole number`);
const signed = (column: string) => z.string().regex(/^-?\d+$/, `${column} is not a whole number`);

const ledgerLine = z.object({
  // The ledger writes its day as MM/DD/YYYY.
  Date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Date is not MM/DD/YYYY'),
  FNSKU: z.string().min(1, 'FNSKU is empty'),
  ASIN: z.string().regex(/^[A-Z0-9]{10}$/, 'ASIN is not an ASIN'),
  MSKU: z.string().min(1, 'MSKU is empty'),
  Title: z.string(),
  Disposition: z.enum(LEDGER_DISPOSITIONS, { error: () => 'Disposition is not a ledger disposition' }),
  'Starting Warehouse Balance': balance('Starting Warehouse Balance'),
  'In Transit Between Warehouses': balance('In Transit Between Warehouses'),
  ...(Object.fromEntries(EVENT_COLUMNS.map((c) => [c, signed(c)])) as Record<
    (typeof EVENT_COLUMNS)[number],
    z.ZodString
  >),
  'Ending Warehouse Balance': balance('Ending Warehouse Balance'),
  Location: z.string().regex(/^[A-Z0-9]{3,6}$/, 'Location is not a fulfillment center id'),
});

export interface LedgerSummaryFact {
  day: string;
  fnsku: string;
  asin: string;
  sellerSku: string;
  productName: string;
  disposition: LedgerDisposition;
  fulfillmentCenterId: string;
  startingBalance: number;
  inTransitBetweenWarehouses: number;
  /** Net of the day's events (receipts, shipments, returns, transfers, adjustments). */
  netEvents: number;
  /** The Ending Warehouse Balance: the ASIN inventory row's quantity. */
  quantity: number;
}

const isoDay = (usDay: string) => `${usDay.slice(6, 10)}-${usDay.slice(0, 2)}-${usDay.slice(3, 5)}`;

/** Reads one daily ledger summary by fulfillment center; refuses it whole on a bad line or a broken balance. */
export function readLedgerSummary(
  documentId: string,
  body: string,
  requestedDay: string,
): LedgerSummaryFact[] {
  const seen = new Set<string>();
  return readFlatFile(documentId, body, REQUIRED_COLUMNS, ledgerLine).map(({ line, row }) => {
    const day = isoDay(row.Date);
    if (day !== requestedDay) {
      throw new ReportDocumentError(
        documentId,
        `Date ${row.Date} is not the requested day ${requestedDay}`,
        `line ${line}, column "Date"`,
      );
    }
    const key = `${row.MSKU}|${row.Location}|${row.Disposition}`;
    if (seen.has(key)) {
      throw new ReportDocumentError(
        documentId,
        `MSKU ${row.MSKU} at ${row.Location} (${row.Disposition}) twice`,
        `line ${line}`,
      );
    }
    seen.add(key);
    const starting = Number(row['Starting Warehouse Balance']);
    const netEvents = EVENT_COLUMNS.reduce((sum, c) => sum + Number(row[c]), 0);
    const ending = Number(row['Ending Warehouse Balance']);
    if (ending !== starting + netEvents) {
      throw new ReportDocumentError(
        documentId,
        `Ending Warehouse Balance ${ending} is not the starting balance plus the day's events (${starting + netEvents})`,
        `line ${line}, column "Ending Warehouse Balance"`,
      );
    }
    return {
      day,
      fnsku: row.FNSKU,
      asin: row.ASIN,
      sellerSku: row.MSKU,
      productName: row.Title,
      disposition: row.Disposition,
      fulfillmentCenterId: row.Location,
      startingBalance: starting,
      inTransitBetweenWarehouses: Number(row['In Transit Between Warehouses']),
      netEvents,
      quantity: ending,
    };
  });
}
