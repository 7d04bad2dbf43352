import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { REPORT_TYPES } from '../reports/report-document.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed = Extract<ParsedDocument, { kind: 'listingsItemsIssues' }>;

/**
 * Each account's latest snapshot replaces its product errors whole (an error Amazon no longer
 * reports is gone); an error still reported keeps the day it was first reported. A snapshot older
 * than one already loaded for the account changes nothing. The listing's hazmat, consumable and
 * master carton go to the catalog row of the SKU.
 */
export async function writeProductErrors(trx: Transaction<Database>, docs: Parsed[]): Promise<number> {
  let rows = 0;
  const ordered = [...docs].sort((a, b) => a.day.localeCompare(b.day));
  for (const doc of ordered) {
    const { sellerId, marketplaceId } = doc.document;
    const newer = await trx
      .selectFrom('report_loads')
      .select('report_date')
      .where('report_type', '=', REPORT_TYPES.listingsItemsIssues)
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', marketplaceId)
      .where(sql<boolean>`report_date > ${doc.day}::date`)
      .executeTakeFirst();
    if (newer) continue;
    const facts = doc.facts.map((f) => ({
      seller_sku: f.sellerSku,
      asin: f.asin,
      source: f.source,
      error_code: f.code,
      severity: f.severity,
      description: f.description,
    }));
    await sql`
      with previous as (
        delete from product_errors where seller_id = ${sellerId} and marketplace_id = ${marketplaceId}
        returning seller_sku, source, error_code, first_reported
      )
      insert into product_errors (seller_id, marketplace_id, seller_sku, asin, source, error_code, severity,
        description, first_reported, snapshot_day)
      select ${sellerId}, ${marketplaceId}, f.seller_sku, f.asin, f.source, f.error_code, f.severity,
        f.description, coalesce(p.first_reported, ${doc.day}::date), ${doc.day}::date
      from json_to_recordset(${JSON.stringify(facts)}::json) as f(seller_sku text, asin text, source text,
        error_code text, severity text, description text)
      left join previous p using (seller_sku, source, error_code)
      on conflict do nothing`.execute(trx);
    rows += facts.length;
    const attributes = doc.attributes.map((a) => ({
      seller_sku: a.sellerSku,
      fnsku: a.fnsku,
      hazmat: a.hazmat,
      consumable: a.consumable,
      case_quantity: a.caseQuantity,
      length: a.carton?.length ?? null,
      width: a.carton?.width ?? null,
      height: a.carton?.height ?? null,
      unit: a.carton?.unit ?? null,
    }));
    await sql`
      update catalog_items c set fnsku = coalesce(a.fnsku, c.fnsku), hazmat = a.hazmat, consumable = a.consumable,
        master_carton_units = a.case_quantity, master_carton_length = a.length,
        master_carton_width = a.width, master_carton_height = a.height, master_carton_unit = a.unit,
        updated_at = now()
      from json_to_recordset(${JSON.stringify(attributes)}::json) as a(seller_sku text, fnsku text, hazmat boolean,
        consumable boolean, case_quantity integer, length numeric, width numeric, height numeric, unit text)
      where c.seller_id = ${sellerId} and c.marketplace_id = ${marketplaceId} and c.seller_sku = a.seller_sku`.execute(
      trx,
    );
  }
  return rows;
}
