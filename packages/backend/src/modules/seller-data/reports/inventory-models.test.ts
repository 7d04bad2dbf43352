import { describe, expect, it } from 'vitest';
import { readFbaInventory } from './fba-inventory.model.ts';
import { ReportDocumentError } from './report-document.ts';
import { readReservedInventory } from './reserved-inventory.model.ts';

const INVENTORY_HEADER = [
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
].join('\t');
// warehouse 35 = 20 + 5 + 10; total 55 = 35 + 10 + 5 + 5 (the documentation's own example).
const FBA_LINE =
  'AB-8675309\tX00000E5TX\tB003ZYF3LO\tNon-stick bakeware\tNew\t10.25\tNo\t\tYes\t35\t20\t5\t10\t55\t0.23\t10\t5\t5\t0\t\t';
const FBM_LINE = 'AB-1\t\tB003ZYF3LP\tBakeware lid\tNew\t\tYes\t10\tNo\t0\t0\t0\t0\t0\t\t0\t0\t0\t\t\t';
const RESERVED_HEADER =
  'sku\tfnsku\tasin\tproduct-name\treserved_qty\treserved_customerorders\treserved_fc-transfers\treserved_fc-processing';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof ReportDocumentError) return error.message;
    throw error;
  }
  throw new Error('the document was accepted');
};

describe('our model of the FBA Manage Inventory flat file', () => {
  it('reads FBA and merchant-fulfilled lines, empty optional cells as zero', () => {
    const facts = readFbaInventory('inv-1', `${INVENTORY_HEADER}\n${FBA_LINE}\n${FBM_LINE}\n`);

    expect(facts).toHaveLength(2);
    expect(facts[0]).toMatchObject({
      sellerSku: 'AB-8675309',
      yourPrice: 10.25,
      afnListingExists: true,
      afnFulfillableQuantity: 20,
      afnTotalQuantity: 55,
      afnInboundWorkingQuantity: 10,
      afnReservedFutureSupply: 0,
      perUnitVolume: 0.23,
    });
    expect(facts[1]).toMatchObject({ mfnListingExists: true, mfnFulfillableQuantity: 10, fnsku: null });
  });

  it('refuses a file without a column it reads, at the header', () => {
    const header = INVENTORY_HEADER.replace('\tafn-unsellable-quantity', '');
    const line = FBA_LINE.split('\t').toSpliced(11, 1).join('\t');

    expect(refusal(() => readFbaInventory('inv-2', `${header}\n${line}\n`))).toBe(
      'Report document inv-2 refused at line 1: missing column(s) afn-unsellable-quantity',
    );
  });

  it('refuses a cell that is not a quantity, naming its line and column', () => {
    const bad = FBA_LINE.replace('\t20\t', '\ttwenty\t');

    expect(refusal(() => readFbaInventory('inv-3', `${INVENTORY_HEADER}\n${FBM_LINE}\n${bad}\n`))).toBe(
      'Report document inv-3 refused at line 3, column "afn-fulfillable-quantity": afn-fulfillable-quantity is not a whole number',
    );
  });

  it('refuses quantities that break the documented sums', () => {
    const truncated = FBA_LINE.replace('\t35\t20\t', '\t35\t2\t');

    expect(refusal(() => readFbaInventory('inv-4', `${INVENTORY_HEADER}\n${truncated}\n`))).toBe(
      'Report document inv-4 refused at line 2, column "afn-warehouse-quantity": afn-warehouse-quantity 35 is not fulfillable + unsellable + reserved (17)',
    );
  });

  it('refuses a short line and a SKU listed twice', () => {
    const short = FBA_LINE.split('\t').slice(0, 12).join('\t');

    // csv-parse meets the short record first and names its line.
    expect(refusal(() => readFbaInventory('inv-5', `${INVENTORY_HEADER}\n${short}\n`))).toBe(
      'Report document inv-5 refused: Invalid Record Length: expect 21, got 12 on line 2',
    );
    expect(refusal(() => readFbaInventory('inv-6', `${INVENTORY_HEADER}\n${FBA_LINE}\n${FBA_LINE}\n`))).toBe(
      'Report document inv-6 refused at line 3: sku AB-8675309 twice',
    );
  });
});

describe('our model of the reserved inventory flat file', () => {
  it('reads the reserved split of each SKU', () => {
    const facts = readReservedInventory(
      'res-1',
      `${RESERVED_HEADER}\nAB-1\tX00000E5TX\tB003ZYF3LO\tBakeware\t10\t6\t3\t1\n`,
    );

    expect(facts).toEqual([
      {
        sellerSku: 'AB-1',
        fnsku: 'X00000E5TX',
        asin: 'B003ZYF3LO',
        reservedQuantity: 10,
        customerOrders: 6,
        fcTransfers: 3,
        fcProcessing: 1,
      },
    ]);
  });

  it('refuses a reserved quantity that is not the sum of its reasons', () => {
    const body = `${RESERVED_HEADER}\nAB-1\tX00000E5TX\tB003ZYF3LO\tBakeware\t10\t6\t3\t0\n`;

    expect(refusal(() => readReservedInventory('res-2', body))).toBe(
      'Report document res-2 refused at line 2, column "reserved_qty": reserved_qty 10 is not the sum of its reasons (9)',
    );
  });

  it('refuses a negative quantity', () => {
    const body = `${RESERVED_HEADER}\nAB-1\tX00000E5TX\tB003ZYF3LO\tBakeware\t-1\t0\t0\t0\n`;

    expect(refusal(() => readReservedInventory('res-3', body))).toBe(
      'Report document res-3 refused at line 2, column "reserved_qty": reserved_qty is not a whole number',
    );
  });
});
