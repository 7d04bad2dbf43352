import { sql, type Transaction } from 'kysely';
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

/**
 * What a load of one account's days must rebuild: the brands the account sells for (its own and
 * its catalog's), and every seller account in the marketplace that can hold those brands' SKUs
 * (a brand's day sums all of them). Only those sellers are read, so one account's load does not
 * grow with every other account's data.
 */
export async function rollupScope(
  trx: Transaction<Database>,
  account: AccountKey,
): Promise<{ codes: string[]; sellers: string[] }> {
  const { sellerId, marketplaceId } = account;
  const brands = await sql<{ brand_code: string }>`
    select brand_code from authorized_marketplaces where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
    union
    select brand_code from catalog_items where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}`.execute(
    trx,
  );
  const codes = brands.rows.map((b) => b.brand_code);
  if (codes.length === 0) return { codes, sellers: [] };
  const sellers = await sql<{ seller_id: string }>`
    select seller_id from authorized_marketplaces
    where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[])
    union
    select seller_id from catalog_items
    where marketplace_id = ${marketplaceId} and brand_code = any(${codes}::text[])`.execute(trx);
  return { codes, sellers: sellers.rows.map((s) => s.seller_id) };
}
