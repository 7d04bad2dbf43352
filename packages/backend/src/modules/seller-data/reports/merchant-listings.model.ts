import { z } from 'zod';
import { readFlatFileOncePerKey } from './flat-file.ts';

// Our model of the merchant listings report (GET_MERCHANT_LISTINGS_ALL_DATA): a tab-separated
// flat file with a header row, one listing per line. The columns the portal reads are required;
// Amazon's others (listing-id, item-note, zshop-*, …) may be present and are ignored.

const REQUIRED_COLUMNS = [
  'item-name',
  'seller-sku',
  'price',
  'open-date',
  'asin1',
  'fulfillment-channel',
  'status',
] as const;

const listingRow = z.object({
  'item-name': z.string().min(1, 'item-name is empty'),
  'seller-sku': z.string().min(1, 'seller-sku is empty'),
  price: z.union([z.literal(''), z.string().regex(/^\d+(\.\d{1,2})?$/, 'price is not an amount')]),
  'open-date': z.string(),
  'image-url': z.string().optional(),
  asin1: z.string().regex(/^[A-Z0-9]{10}$/, 'asin1 is not an ASIN'),
  // DEFAULT: the merchant fulfils (FBM); AMAZON_NA, AMAZON_EU, AMAZON_FE: Amazon fulfils (FBA).
  'fulfillment-channel': z.string().regex(/^(DEFAULT|AMAZON_(NA|EU|FE))$/, 'unknown fulfillment-channel'),
  status: z.enum(['Active', 'Inactive', 'Incomplete']),
});

export interface ListingFact {
  sellerSku: string;
  asin: string;
  productName: string;
  price: number | null;
  imageUrl: string | null;
  fulfillment: 'FBA' | 'FBM';
  status: string;
  openDate: string | null;
}

/** Reads the flat file; a missing column or a bad line refuses the whole document. */
export function readMerchantListings(documentId: string, body: string): ListingFact[] {
  return readFlatFileOncePerKey(documentId, body, REQUIRED_COLUMNS, listingRow, 'seller-sku', (row) => {
    return {
      sellerSku: row['seller-sku'],
      asin: row.asin1,
      productName: row['item-name'],
      price: row.price === '' ? null : Number(row.price),
      imageUrl: row['image-url'] || null,
      fulfillment: row['fulfillment-channel'] === 'DEFAULT' ? 'FBM' : 'FBA',
      status: row.status,
      openDate: row['open-date'] || null,
    };
  });
}
