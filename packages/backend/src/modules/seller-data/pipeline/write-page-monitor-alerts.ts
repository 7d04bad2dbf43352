import { ADDITIONAL_AM_ALERT_TYPE } from '@portal/schema';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ALERT_COLLECTIONS } from '../../alerts/alert-rules.ts';
import { ReportDocumentError } from '../reports/report-document.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed = Extract<ParsedDocument, { kind: 'pageMonitorAlerts' }>;

/**
 * A page monitor's days of alerts (docs/decisions/0251), written as alerts with the catalog's
 * brand, sub brand, product name and image. A changed day replaces what the monitor said of it:
 * an alert it no longer names is withdrawn, one it names again keeps its id (and so its hidden
 * tabs). A SKU the account does not list refuses the document.
 */
export async function writePageMonitorAlerts(trx: Transaction<Database>, docs: Parsed[]): Promise<number> {
  const byAccount = new Map<string, Parsed[]>();
  for (const doc of docs) {
    const key = `${doc.document.sellerId}|${doc.document.marketplaceId}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), doc]);
  }
  let written = 0;
  for (const group of byAccount.values()) {
    const { sellerId, marketplaceId } = (group[0] as Parsed).document;
    await refuseUnknownSkus(trx, group);
    const rows = group.flatMap((doc) =>
      doc.facts.map((f) => ({
        seller_sku: f.sellerSku,
        asin: f.asin,
        alert_sub_type: f.alertSubType,
        date_time: f.observedAt,
        message: f.message,
        full_payload: f.payload,
      })),
    );
    const json = JSON.stringify(rows);
    await sql`
      delete from alerts a
      where a.collection = ${ALERT_COLLECTIONS.pageMonitor} and a.seller_id = ${sellerId}
        and a.marketplace_id = ${marketplaceId}
        and (a.date_time at time zone 'UTC')::date = any(${group.map((d) => d.day)}::date[])
        and not exists (
          select 1 from json_to_recordset(${json}::json) as r(seller_sku text, alert_sub_type text, date_time timestamptz)
          where r.seller_sku = a.seller_sku and r.alert_sub_type = a.alert_sub_type and r.date_time = a.date_time)`.execute(
      trx,
    );
    if (rows.length === 0) continue;
    await sql`
      insert into alerts (collection, alert_type, alert_sub_type, brand_code, sub_brand_code, seller_id,
        marketplace_id, seller_sku, asin, product_name, product_image_url, message, date_time, full_payload)
      select ${ALERT_COLLECTIONS.pageMonitor}, ${ADDITIONAL_AM_ALERT_TYPE}, r.alert_sub_type, ci.brand_code,
        ci.sub_brand_code, ci.seller_id, ci.marketplace_id, r.seller_sku, r.asin, ci.product_name, ci.image_url,
        r.message, r.date_time, r.full_payload
      from json_to_recordset(${json}::json) as r(seller_sku text, asin text, alert_sub_type text,
        date_time timestamptz, message text, full_payload jsonb)
      join catalog_items ci on ci.seller_id = ${sellerId} and ci.marketplace_id = ${marketplaceId}
        and ci.seller_sku = r.seller_sku
      on conflict on constraint alerts_natural_key do update
        set asin = excluded.asin, message = excluded.message, full_payload = excluded.full_payload`.execute(
      trx,
    );
    written += rows.length;
  }
  return written;
}

async function refuseUnknownSkus(trx: Transaction<Database>, group: Parsed[]): Promise<void> {
  const { sellerId, marketplaceId } = (group[0] as Parsed).document;
  const skus = [...new Set(group.flatMap((d) => d.facts.map((f) => f.sellerSku)))];
  if (skus.length === 0) return;
  const { rows } = await sql<{ seller_sku: string }>`
    select seller_sku from catalog_items
    where seller_id = ${sellerId} and marketplace_id = ${marketplaceId} and seller_sku = any(${skus}::text[])`.execute(
    trx,
  );
  const known = new Set(rows.map((r) => r.seller_sku));
  for (const doc of group) {
    const i = doc.facts.findIndex((f) => !known.has(f.sellerSku));
    const fact = doc.facts[i];
    if (fact)
      throw new ReportDocumentError(
        doc.document.documentId,
        `seller SKU ${fact.sellerSku} is not listed by seller ${sellerId} in ${marketplaceId}`,
        `alerts[${i}].sellerSku`,
      );
  }
}
