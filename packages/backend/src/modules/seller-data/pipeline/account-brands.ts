import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';

/**
 * The portal's brand of a seller account in a marketplace (authorized_marketplaces). One seller
 * account belongs to one brand in the agency's data; should two claim it, the first by code is
 * used and the catalog's own brand column can be corrected per SKU.
 */
export async function accountBrand(trx: Transaction<Database>, account: AccountKey): Promise<string | null> {
  const row = await trx
    .selectFrom('authorized_marketplaces')
    .select('brand_code')
    .where('seller_id', '=', account.sellerId)
    .where('marketplace_id', '=', account.marketplaceId)
    .orderBy('brand_code')
    .executeTakeFirst();
  return row?.brand_code ?? null;
}
