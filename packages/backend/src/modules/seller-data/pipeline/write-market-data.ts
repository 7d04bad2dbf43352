import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed<K extends ParsedDocument['kind']> = Extract<ParsedDocument, { kind: K }>;
const JSON_CHUNK = 20_000;
type MarketTable = 'fc_inventory_snapshots' | 'fee_estimates' | 'product_offers';

/**
 * The changed days of one document family, every account's together: the days' earlier rows are
 * deleted in one statement (what a corrected document left out is gone) and the new rows inserted
 * in one, each row carrying its account and day. A document at a time cost two statements per
 * document (about 2,000 for the demo's ~1,000 market data documents).
 */
async function replaceDays<P extends ParsedDocument>(
  trx: Transaction<Database>,
  table: MarketTable,
  docs: P[],
  insert: (rows: string) => Promise<unknown>,
  rowsOf: (doc: P) => Record<string, unknown>[],
): Promise<number> {
  if (docs.length === 0) return 0;
  const days = docs.map((d) => ({
    seller_id: d.document.sellerId,
    marketplace_id: d.document.marketplaceId,
    snapshot_day: d.day,
  }));
  await sql`
    delete from ${sql.table(table)} t
    using json_to_recordset(${JSON.stringify(days)}::json) as k(seller_id text, marketplace_id text, snapshot_day date)
    where t.seller_id = k.seller_id and t.marketplace_id = k.marketplace_id and t.snapshot_day = k.snapshot_day`.execute(
    trx,
  );
  const rows = docs.flatMap((doc) =>
    rowsOf(doc).map((row) => ({
      seller_id: doc.document.sellerId,
      marketplace_id: doc.document.marketplaceId,
      snapshot_day: doc.day,
      ...row,
    })),
  );
  for (let i = 0; i < rows.length; i += JSON_CHUNK)
    await insert(JSON.stringify(rows.slice(i, i + JSON_CHUNK)));
  return rows.length;
}

/**
 * Inventory Ledger days: stock by fulfillment center and disposition. `countryOf` names the country
 * of the account's marketplace, where its fulfillment centers are (ADR 0190).
 */
export async function writeLedgerSummaries(
  trx: Transaction<Database>,
  docs: Parsed<'ledgerSummary'>[],
  countryOf: (marketplaceId: string) => string,
): Promise<number> {
  return replaceDays(
    trx,
    'fc_inventory_snapshots',
    docs,
    (rows) =>
      sql`
      insert into fc_inventory_snapshots (seller_id, marketplace_id, snapshot_day, seller_sku, fnsku, asin,
        product_name, country, fulfillment_center_id, detailed_disposition, starting_balance,
        in_transit_between_warehouses, net_events, quantity)
      select r.*
      from json_to_recordset(${rows}::json) as r(seller_id text, marketplace_id text, snapshot_day date, seller_sku text, fnsku text, asin text,
        product_name text, country text, fulfillment_center_id text, detailed_disposition text,
        starting_balance integer, in_transit_between_warehouses integer, net_events integer, quantity integer)`.execute(
        trx,
      ),
    (doc) =>
      doc.facts.map((f) => ({
        seller_sku: f.sellerSku,
        fnsku: f.fnsku,
        asin: f.asin,
        product_name: f.productName,
        country: countryOf(doc.document.marketplaceId),
        fulfillment_center_id: f.fulfillmentCenterId,
        detailed_disposition: f.disposition,
        starting_balance: f.startingBalance,
        in_transit_between_warehouses: f.inTransitBetweenWarehouses,
        net_events: f.netEvents,
        quantity: f.quantity,
      })),
  );
}

/** Estimated fees days: one estimate per SKU. */
export async function writeFeeEstimates(
  trx: Transaction<Database>,
  docs: Parsed<'estimatedFees'>[],
): Promise<number> {
  return replaceDays(
    trx,
    'fee_estimates',
    docs,
    (rows) =>
      sql`
      insert into fee_estimates (seller_id, marketplace_id, snapshot_day, seller_sku, fnsku, asin, your_price,
        sales_price, product_size_tier, currency, estimated_fee_total, referral_fee, variable_closing_fee,
        fulfillment_fee)
      select r.*
      from json_to_recordset(${rows}::json) as r(seller_id text, marketplace_id text, snapshot_day date, seller_sku text, fnsku text, asin text,
        your_price numeric, sales_price numeric, product_size_tier text, currency text,
        estimated_fee_total numeric, referral_fee numeric, variable_closing_fee numeric,
        fulfillment_fee numeric)`.execute(trx),
    (doc) =>
      doc.facts.map((f) => ({
        seller_sku: f.sellerSku,
        fnsku: f.fnsku,
        asin: f.asin,
        your_price: f.yourPrice,
        sales_price: f.salesPrice,
        product_size_tier: f.productSizeTier,
        currency: f.currency,
        estimated_fee_total: f.estimatedFeeTotal,
        referral_fee: f.referralFee,
        variable_closing_fee: f.variableClosingFee,
        fulfillment_fee: f.fulfillmentFee,
      })),
  );
}

/** Competing offers days: every offer on each of the account's ASINs, ours included. */
export async function writeProductOffers(
  trx: Transaction<Database>,
  docs: Parsed<'itemOffers'>[],
): Promise<number> {
  return replaceDays(
    trx,
    'product_offers',
    docs,
    (rows) =>
      sql`
      insert into product_offers (seller_id, marketplace_id, snapshot_day, asin, offer_seller_id, condition,
        is_my_offer, listing_amount, listing_currency, shipping_amount, shipping_currency, is_buy_box_winner,
        is_featured_merchant, is_fulfilled_by_amazon, availability_type, seller_feedback_count,
        seller_positive_feedback_rating, shipping_time_minimum_hours, shipping_time_maximum_hours,
        ships_from_country)
      select r.*
      from json_to_recordset(${rows}::json) as r(seller_id text, marketplace_id text, snapshot_day date, asin text, offer_seller_id text, condition text,
        is_my_offer boolean, listing_amount numeric, listing_currency text, shipping_amount numeric,
        shipping_currency text, is_buy_box_winner boolean, is_featured_merchant boolean,
        is_fulfilled_by_amazon boolean, availability_type text, seller_feedback_count integer,
        seller_positive_feedback_rating numeric, shipping_time_minimum_hours integer,
        shipping_time_maximum_hours integer, ships_from_country text)`.execute(trx),
    (doc) =>
      doc.facts.map((f) => ({
        asin: f.asin,
        offer_seller_id: f.offerSellerId,
        condition: f.condition,
        is_my_offer: f.isMyOffer,
        listing_amount: f.listingAmount,
        listing_currency: f.listingCurrency,
        shipping_amount: f.shippingAmount,
        shipping_currency: f.shippingCurrency,
        is_buy_box_winner: f.isBuyBoxWinner,
        is_featured_merchant: f.isFeaturedMerchant,
        is_fulfilled_by_amazon: f.isFulfilledByAmazon,
        availability_type: f.availabilityType,
        seller_feedback_count: f.sellerFeedbackCount,
        seller_positive_feedback_rating: f.sellerPositiveFeedbackRating,
        shipping_time_minimum_hours: f.shippingTimeMinimumHours,
        shipping_time_maximum_hours: f.shippingTimeMaximumHours,
        ships_from_country: f.shipsFromCountry,
      })),
  );
}
