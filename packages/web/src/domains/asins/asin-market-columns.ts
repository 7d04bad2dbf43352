import { MARKETPLACES } from '@portal/schema';
import type { AsinFeesEstimateQuery, AsinInventoryQuery, AsinProductOffersQuery } from '../../gql/graphql';
import type { DataTableColumn } from '../../ui';

export type AsinInventoryRow = AsinInventoryQuery['asinInventory']['rows'][number];
export type FeeEstimateRow = AsinFeesEstimateQuery['asinFeesEstimate']['rows'][number];
export type ProductOfferRow = AsinProductOffersQuery['asinProductOffers']['rows'][number];

/**
 * A column whose field is the REST name the backend sorts by (spec 2 §3) and whose text comes
 * from the GraphQL row.
 */
function column<Row>(
  field: string,
  header: string,
  text: (row: Row) => string,
  extra: Partial<DataTableColumn<Row>> = {},
): DataTableColumn<Row> {
  return { field, header, sortable: true, format: (_, row) => text(row), ...extra };
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const marketplace = (id: string) => MARKETPLACES.find((m) => m.marketplaceId === id)?.name ?? id;
const orEmpty = (value: number | string | null | undefined) => (value == null ? '' : String(value));
const END = { align: 'end' } as const;

/** Spec 2 'ASIN inventory, fees and offers': Inventory. */
export const INVENTORY_COLUMNS: DataTableColumn<AsinInventoryRow>[] = [
  column('seller_sku', 'SKU', (r) => r.sellerSku, { width: 140 }),
  column('fnsku', 'FNSKU', (r) => r.fnsku, { width: 120 }),
  column('product_name', 'Name', (r) => r.productName, { width: 240 }),
  column('country', 'Country', (r) => r.country, { width: 90 }),
  column('fulfillment_center_id', 'Fulfillment Center', (r) => r.fulfillmentCenterId, { width: 150 }),
  column('detailed_disposition', 'Detailed Disposition', (r) => r.detailedDisposition, { width: 170 }),
  column('quantity', 'Quantity', (r) => String(r.quantity), { ...END, width: 100 }),
  column('date', 'Date', (r) => r.date, { width: 110 }),
];

/** Fees estimate. */
export const FEE_COLUMNS: DataTableColumn<FeeEstimateRow>[] = [
  column('fees_estimate_amount', 'Fee Estimate', (r) => money(r.feesEstimateAmount, r.feesEstimateCurrency), {
    ...END,
    width: 130,
  }),
  column('fees_estimate_currency', 'Fee Currency', (r) => r.feesEstimateCurrency, { width: 120 }),
  column('marketplace_id', 'Marketplace', (r) => marketplace(r.marketplaceId), { width: 150 }),
  column('date', 'Date', (r) => r.date, { width: 110 }),
];

/** Product offers: six columns shown, the rest offered by the column chooser. */
export const OFFER_COLUMNS: DataTableColumn<ProductOfferRow>[] = [
  column('listing_amount', 'Listing Amount', (r) => money(r.listingAmount, r.listingCurrency), {
    ...END,
    width: 130,
  }),
  column('marketplace_id', 'Marketplace', (r) => marketplace(r.marketplaceId), { width: 140 }),
  column('is_buy_box_winner', 'Buy Box Winner?', (r) => yesNo(r.isBuyBoxWinner), { width: 140 }),
  column('is_featured_merchant', 'Featured Merchant?', (r) => yesNo(r.isFeaturedMerchant), { width: 160 }),
  column('availability_type', 'Availability', (r) => orEmpty(r.availabilityType), { width: 170 }),
  column('date', 'Date', (r) => r.date, { width: 110 }),
  ...[
    column<ProductOfferRow>('listing_currency', 'Listing Currency', (r) => r.listingCurrency),
    column<ProductOfferRow>('is_fulfilled_by_amazon', 'Fulfilled By Amazon', (r) =>
      yesNo(r.isFulfilledByAmazon),
    ),
    column<ProductOfferRow>('condition', 'Condition', (r) => r.condition),
    column<ProductOfferRow>(
      'seller_feedback_count',
      'Feedback Count',
      (r) => orEmpty(r.sellerFeedbackCount),
      END,
    ),
    column<ProductOfferRow>(
      'seller_positive_feedback_rating',
      'Positive Feedback Rating',
      (r) => (r.sellerPositiveFeedbackRating == null ? '' : `${r.sellerPositiveFeedbackRating} %`),
      END,
    ),
    column<ProductOfferRow>(
      'shipping_amount',
      'Shipping Amount',
      (r) => money(r.shippingAmount, r.shippingCurrency),
      END,
    ),
    column<ProductOfferRow>('shipping_currency', 'Currency', (r) => r.shippingCurrency),
    column<ProductOfferRow>(
      'shipping_time_minimum_hours',
      'Min Shipping Hours',
      (r) => orEmpty(r.shippingTimeMinimumHours),
      END,
    ),
    column<ProductOfferRow>(
      'shipping_time_maximum_hours',
      'Max Shipping Hours',
      (r) => orEmpty(r.shippingTimeMaximumHours),
      END,
    ),
    column<ProductOfferRow>('ships_from', 'Ships From', (r) => orEmpty(r.shipsFromCountry), {
      sortable: false,
    }),
  ].map((c) => ({ ...c, hiddenByDefault: true, width: 150 })),
];
