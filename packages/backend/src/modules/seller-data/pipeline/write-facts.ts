import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ReportDocumentError } from '../reports/report-document.ts';
import { accountBrand } from './account-brands.ts';
import type { ParsedDocument } from './parse-documents.ts';

const CHUNK = 2000;
const JSON_CHUNK = 20_000;
type Parsed<K extends ParsedDocument['kind']> = Extract<ParsedDocument, { kind: K }>;

/** The listings snapshot: upserts the account's SKUs (agency-kept detail fields stay as they are). */
export async function writeListings(
  trx: Transaction<Database>,
  p: Parsed<'merchantListings'>,
): Promise<number> {
  const { sellerId, marketplaceId, documentId } = p.document;
  const brandCode = await accountBrand(trx, { sellerId, marketplaceId });
  if (!brandCode)
    throw new ReportDocumentError(documentId, `seller ${sellerId} is not authorized in ${marketplaceId}`);
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
  return p.facts.length;
}

/** Amazon writes open dates as '2024-03-01 10:00:00 PST'; the zone name is kept out of parsing. */
function parseOpenDate(text: string): Date | null {
  const parsed = Date.parse(text.replace(/ [A-Z]{3,4}$/, 'Z').replace(' ', 'T'));
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** Catalog Items answers: parent ASIN and product group of the account's SKUs, by ASIN. */
export async function writeCatalogItems(
  trx: Transaction<Database>,
  p: Parsed<'catalogItems'>,
): Promise<number> {
  const { sellerId, marketplaceId } = p.document;
  for (const fact of p.facts) {
    await trx
      .updateTable('catalog_items')
      .set({
        parent_asin: fact.parentAsin ?? fact.asin,
        product_group: fact.productGroup,
        updated_at: sql`now()`,
      })
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', marketplaceId)
      .where('asin', '=', fact.asin)
      .execute();
  }
  return p.facts.length;
}

/** Sales and traffic days: each changed day's rows replace the day's earlier rows whole. */
export async function writeSalesAndTraffic(
  trx: Transaction<Database>,
  docs: Parsed<'salesAndTraffic'>[],
): Promise<number> {
  const byAccount = new Map<string, Parsed<'salesAndTraffic'>[]>();
  for (const doc of docs) {
    const key = `${doc.document.sellerId}|${doc.document.marketplaceId}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), doc]);
  }
  let written = 0;
  for (const group of byAccount.values()) {
    const { sellerId, marketplaceId } = (group[0] as Parsed<'salesAndTraffic'>).document;
    await trx
      .deleteFrom('sku_sales_traffic_daily')
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', marketplaceId)
      .where(sql<boolean>`report_date = any(${group.map((d) => d.day)}::date[])`)
      .execute();
    const rows = group.flatMap((doc) =>
      doc.facts.map((f) => ({
        seller_id: sellerId,
        marketplace_id: marketplaceId,
        report_date: f.reportDate,
        seller_sku: f.sellerSku,
        asin: f.asin,
        parent_asin: f.parentAsin,
        ordered_product_sales: f.orderedProductSales,
        currency_code: f.currencyCode,
        units_ordered: f.unitsOrdered,
        total_order_items: f.totalOrderItems,
        browser_sessions: f.browserSessions,
        mobile_app_sessions: f.mobileAppSessions,
        browser_page_views: f.browserPageViews,
        mobile_app_page_views: f.mobileAppPageViews,
        buy_box_percentage: f.buyBoxPercentage,
      })),
    );
    // One JSON parameter per chunk: the database unpacks the rows itself, far faster than binding
    // fifteen parameters per row.
    for (let i = 0; i < rows.length; i += JSON_CHUNK) {
      await sql`
        insert into sku_sales_traffic_daily
        select * from json_to_recordset(${JSON.stringify(rows.slice(i, i + JSON_CHUNK))}::json) as r(
          seller_id text, marketplace_id text, report_date date, seller_sku text, asin text, parent_asin text,
          ordered_product_sales numeric, currency_code text, units_ordered integer, total_order_items integer,
          browser_sessions integer, mobile_app_sessions integer, browser_page_views integer,
          mobile_app_page_views integer, buy_box_percentage numeric)`.execute(trx);
    }
    written += rows.length;
  }
  return written;
}
