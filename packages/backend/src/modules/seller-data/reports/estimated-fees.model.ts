import { z } from 'zod';
import { AMOUNT_PATTERN, blankAsZero, readFlatFileOncePerKey } from './flat-file.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the FBA estimated fees flat file (GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA): per active
// FBA SKU, its price, size tier and the fees Amazon expects per unit sold. The fee estimate row of
// spec 2 §3 is its estimated-fee-total with its currency (docs/decisions/0191). The total must be
// the sum of its parts (referral + variable closing + fulfillment), within a cent.

const FEE_COLUMNS = [
  'estimated-fee-total',
  'estimated-referral-fee-per-unit',
  'estimated-variable-closing-fee',
  'expected-fulfillment-fee-per-unit',
] as const;
const REQUIRED_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'product-group',
  'your-price',
  'sales-price',
  'product-size-tier',
  'currency',
  ...FEE_COLUMNS,
] as const;

const amount = (column: string) => z.string().regex(AMOUNT_PATTERN, `${column} is not an amount`);
const optionalAmount = (column: string) => z.union([z.literal(''), amount(column)]);

const feeLine = z.object({
  sku: z.string().min(1, 'sku is empty'),
  fnsku: z.string(),
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'asin is not an ASIN'),
  'product-name': z.string(),
  'product-group': z.string(),
  'your-price': amount('your-price'),
  'sales-price': optionalAmount('sales-price'),
  'product-size-tier': z.string().min(1, 'product-size-tier is empty'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency is not a currency code'),
  'estimated-fee-total': amount('estimated-fee-total'),
  'estimated-referral-fee-per-unit': amount('estimated-referral-fee-per-unit'),
  'estimated-variable-closing-fee': optionalAmount('estimated-variable-closing-fee'),
  'expected-fulfillment-fee-per-unit': amount('expected-fulfillment-fee-per-unit'),
});

export interface FeeEstimateFact {
  sellerSku: string;
  fnsku: string | null;
  asin: string;
  yourPrice: number;
  salesPrice: number | null;
  productSizeTier: string;
  currency: string;
  estimatedFeeTotal: number;
  referralFee: number;
  variableClosingFee: number;
  fulfillmentFee: number;
}

const money = blankAsZero;

/** Reads one estimated fees snapshot; refuses it whole on a bad cell, a repeated SKU or a total that is not its parts. */
export function readEstimatedFees(documentId: string, body: string): FeeEstimateFact[] {
  return readFlatFileOncePerKey(documentId, body, REQUIRED_COLUMNS, feeLine, 'sku', (row, line) => {
    const fact: FeeEstimateFact = {
      sellerSku: row.sku,
      fnsku: row.fnsku || null,
      asin: row.asin,
      yourPrice: Number(row['your-price']),
      salesPrice: row['sales-price'] === '' ? null : Number(row['sales-price']),
      productSizeTier: row['product-size-tier'],
      currency: row.currency,
      estimatedFeeTotal: Number(row['estimated-fee-total']),
      referralFee: money(row['estimated-referral-fee-per-unit']),
      variableClosingFee: money(row['estimated-variable-closing-fee']),
      fulfillmentFee: money(row['expected-fulfillment-fee-per-unit']),
    };
    const parts = fact.referralFee + fact.variableClosingFee + fact.fulfillmentFee;
    if (Math.abs(parts - fact.estimatedFeeTotal) > 0.011) {
      throw new ReportDocumentError(
        documentId,
        `estimated-fee-total ${row['estimated-fee-total']} is not referral + closing + fulfillment (${parts.toFixed(2)})`,
        `line ${line}, column "estimated-fee-total"`,
      );
    }
    return fact;
  });
}
