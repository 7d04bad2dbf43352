import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ReportDocumentError } from '../reports/report-document.ts';
import { accountBrand } from './account-brands.ts';
import type { ParsedDocument } from './parse-documents.ts';

const CHUNK = 2000;
type Parsed<K extends ParsedDocument['kind']> = Extract<ParsedDocument, { kind: K }>;
type Account = { sellerId: string; marketplaceId: string };

/** The latest listings snapshot day of an account (null before its first listings document). */
async function latestSnapshotDay(trx: Transaction<Database>, a: Account): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select to_char(max(snapshot_day), 'YYYY-MM-DD') as day from listing_snapshots
    where seller_id = ${a.sellerId} and marketplace_id = ${a.marketplaceId}`.execute(trx);
  return rows[0]?.day ?? null;
}

/**
 * Merchant listings documents: each is kept as its day's snapshot (docs/decisions/0250), and the
 * latest one is the account's catalog: its SKUs are upserted (agency-kept detail fields stay as
 * they are). An older document arriving late adds its snapshot and leaves the catalog alone.
 */
export async function writeListings(
  trx: Transaction<Database>,
  docs: Parsed<'merchantListings'>[],
): Promise<number> {
  let written = 0;
  for (const p of [...docs].sort((a, b) => a.day.localeCompare(b.day))) {
    const { sellerId, marketplaceId, documentId } = p.document;
    const brandCode = await accountBrand(trx, { sellerId, marketplaceId });
    if (!brandCode)
      throw new ReportDocumentError(documentId, `seller ${sellerId} is not authorized in ${marketplaceId}`);
    await writeSnapshot(trx, p, brandCode);
    written += p.facts.length;
  }
  for (const p of docs) {
    if (p.day !== (await latestSnapshotDay(trx, p.document))) continue;
    const brandCode = (await accountBrand(trx, p.document)) as string;
    await upsertCatalog(trx, p, brandCode);
  }
  return written;
}

/**
 * Replaces the day's snapshot of the account. A SKU keeps the parent its same-day catalog answer
 * gave while its ASIN stays; a new one starts from the catalog's parent of that ASIN, which the
 * day's Catalog Items answers then correct.
 */
async function writeSnapshot(trx: Transaction<Database>, p: Parsed<'merchantListings'>, brandCode: string) {
  const { sellerId, marketplaceId } = p.document;
  const rows = p.facts.map((f) => ({ seller_sku: f.sellerSku, asin: f.asin }));
  await sql`
    delete from listing_snapshots s
    where s.seller_id = ${sellerId} and s.marketplace_id = ${marketplaceId} and s.snapshot_day = ${p.day}::date
      and not exists (select 1 from json_to_recordset(${JSON.stringify(rows)}::json) as r(seller_sku text, asin text)
        where r.seller_sku = s.seller_sku and r.asin = s.asin)`.execute(trx);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await sql`
      insert into listing_snapshots (seller_id, marketplace_id, snapshot_day, seller_sku, brand_code, asin, parent_asin)
      select ${sellerId}, ${marketplaceId}, ${p.day}::date, r.seller_sku, ${brandCode}, r.asin,
        (select nullif(ci.parent_asin, ci.asin) from catalog_items ci where ci.seller_id = ${sellerId}
          and ci.marketplace_id = ${marketplaceId} and ci.asin = r.asin limit 1)
      from json_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::json) as r(seller_sku text, asin text)
      on conflict (seller_id, marketplace_id, snapshot_day, seller_sku) do update set brand_code = excluded.brand_code`.execute(
      trx,
    );
  }
}

async function upsertCatalog(trx: Transaction<Database>, p: Parsed<'merchantListings'>, brandCode: string) {
  const { sellerId, marketplaceId } = p.document;
  for (let i = 0; i < p.facts.length; i += CHUNK) {
    const rows = p.facts.slice(i, i + CHUNK).map((f) => ({
      seller_id: sellerId,
      marketplace_id: marketplaceId,
      seller_sku: f.sellerSku,
      brand_code: brandCode,
      asin: f.asin,
      product_name: f.productName,
      image_url: f.imageUrl,
      price: f.price,
      fulfillment: f.fulfillment,
      status: f.status,
      open_date: f.openDate ? parseOpenDate(f.openDate) : null,
    }));
    await trx
      .insertInto('catalog_items')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['seller_id', 'marketplace_id', 'seller_sku']).doUpdateSet((eb) => ({
          asin: eb.ref('excluded.asin'),
          product_name: eb.ref('excluded.product_name'),
          image_url: eb.ref('excluded.image_url'),
          price: eb.ref('excluded.price'),
          fulfillment: eb.ref('excluded.fulfillment'),
          status: eb.ref('excluded.status'),
          open_date: eb.ref('excluded.open_date'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }
}

/** Amazon writes open dates as '2024-03-01 10:00:00 PST'; the zone name is kept out of parsing. */
function parseOpenDate(text: string): Date | null {
  const parsed = Date.parse(text.replace(/ [A-Z]{3,4}$/, 'Z').replace(' ', 'T'));
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/**
 * Catalog Items answers: parent ASIN and product group by ASIN. They set the parents of their
 * day's listings snapshot; the answers of the latest snapshot day (or later) set the catalog's.
 */
export async function writeCatalogItems(
  trx: Transaction<Database>,
  docs: Parsed<'catalogItems'>[],
): Promise<number> {
  let written = 0;
  for (const p of [...docs].sort((a, b) => a.day.localeCompare(b.day))) {
    const { sellerId, marketplaceId } = p.document;
    const json = JSON.stringify(
      p.facts.map((f) => ({ asin: f.asin, parent_asin: f.parentAsin, product_group: f.productGroup })),
    );
    await sql`
      update listing_snapshots s set parent_asin = nullif(r.parent_asin, r.asin)
      from json_to_recordset(${json}::json) as r(asin text, parent_asin text)
      where s.seller_id = ${sellerId} and s.marketplace_id = ${marketplaceId} and s.snapshot_day = ${p.day}::date
        and s.asin = r.asin`.execute(trx);
    const latest = await latestSnapshotDay(trx, p.document);
    if (latest === null || p.day >= latest) {
      await sql`
        update catalog_items c set parent_asin = coalesce(r.parent_asin, r.asin), product_group = r.product_group,
          updated_at = now()
        from json_to_recordset(${json}::json) as r(asin text, parent_asin text, product_group text)
        where c.seller_id = ${sellerId} and c.marketplace_id = ${marketplaceId} and c.asin = r.asin`.execute(
        trx,
      );
    }
    written += p.facts.length;
  }
  return written;
}
