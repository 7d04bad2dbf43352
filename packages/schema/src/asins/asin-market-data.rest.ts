import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day, integerParam, optionalText } from '../rest/shapes.ts';
import { ASIN_PATTERN } from './asin-fields.ts';

const tag = 'asin-market-data';
const params = z.object({
  id: z
    .string()
    .regex(ASIN_PATTERN, 'must be an ASIN of 10 letters or digits')
    .meta({ description: 'The ASIN.' }),
});

/** The ASIN inventory row of spec 2 §3: FBA units by fulfillment center and disposition. */
export const asinInventoryRowShape = z
  .object({
    seller_sku: z.string(),
    fnsku: z.string(),
    product_name: z.string(),
    country: z.string().meta({ description: 'ISO country of the fulfillment center.' }),
    fulfillment_center_id: z.string(),
    detailed_disposition: z.string(),
    quantity: z.number().int(),
    date: day,
  })
  .meta({ id: 'AsinInventoryRow' });

/** The fee estimate row of spec 2 §3 (one SKU of the ASIN per snapshot day). */
export const feeEstimateRowShape = z
  .object({
    fees_estimate_amount: z.number(),
    fees_estimate_currency: z.string(),
    marketplace_id: z.string(),
    date: day,
  })
  .meta({ id: 'FeeEstimateRow' });

/** The product offer row of spec 2 §3: one offer on the ASIN (ours or a competitor's) per snapshot day. */
export const productOfferRowShape = z
  .object({
    listing_amount: z.number(),
    listing_currency: z.string(),
    marketplace_id: z.string(),
    is_buy_box_winner: z.boolean(),
    is_featured_merchant: z.boolean(),
    is_fulfilled_by_amazon: z.boolean(),
    availability_type: z.string().nullable(),
    condition: z.string(),
    seller_feedback_count: z.number().int().nullable(),
    seller_positive_feedback_rating: z.number().nullable(),
    shipping_amount: z.number(),
    shipping_currency: z.string(),
    shipping_time_minimum_hours: z.number().int().nullable(),
    shipping_time_maximum_hours: z.number().int().nullable(),
    ships_from: z.object({ Country: z.string().nullable() }),
    date: day,
  })
  .meta({ id: 'ProductOfferRow' });

/** Sortable and filterable columns of each table (filter: equals). */
export const ASIN_INVENTORY_FIELDS = [
  'seller_sku',
  'fnsku',
  'product_name',
  'country',
  'fulfillment_center_id',
  'detailed_disposition',
  'quantity',
  'date',
] as const;
export const FEE_ESTIMATE_FIELDS = [
  'fees_estimate_amount',
  'fees_estimate_currency',
  'marketplace_id',
  'date',
] as const;
export const PRODUCT_OFFER_FIELDS = [
  'listing_amount',
  'listing_currency',
  'marketplace_id',
  'is_buy_box_winner',
  'is_featured_merchant',
  'is_fulfilled_by_amazon',
  'availability_type',
  'condition',
  'seller_feedback_count',
  'seller_positive_feedback_rating',
  'shipping_amount',
  'shipping_currency',
  'shipping_time_minimum_hours',
  'shipping_time_maximum_hours',
  'date',
] as const;

const pageQuery = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({
    page: integerParam(0, 100_000).optional().meta({ description: 'Zero-based.' }),
    pageSize: integerParam(1, 200).optional(),
    sortField: z.enum(fields).optional().meta({ description: 'date (newest first) when absent.' }),
    sortOrder: z.enum(['asc', 'desc']).optional(),
    filterField: z.enum(fields).optional(),
    filterValue: optionalText(200),
  });
const page = <T extends z.ZodType>(row: T) => z.object({ count: z.number().int(), rows: z.array(row) });
const errors = { 404: 'Asin not found (also for an ASIN of a brand the caller may not see).' };

/** Spec 2 §7 'ASIN analytics': the inventory, fees estimate and product offers tables. */
export const asinMarketDataContract = defineContract({
  inventory: defineRoute({
    method: 'get',
    path: '/asin-inventory/{id}',
    operationId: 'asinInventory',
    summary: 'The ASIN’s FBA units by fulfillment center and disposition, per snapshot day',
    tag,
    access: { permission: 'asinMarketData.view' },
    params,
    query: pageQuery(ASIN_INVENTORY_FIELDS),
    responses: { 200: { description: 'One page of rows.', schema: page(asinInventoryRowShape) } },
    errors,
  }),
  fees: defineRoute({
    method: 'get',
    path: '/amazon-fees-estimate/asins/{id}',
    operationId: 'asinFeesEstimate',
    summary: 'The ASIN’s estimated FBA fees per unit, per SKU and snapshot day',
    tag,
    access: { permission: 'asinStaffMarketData.view' },
    params,
    query: pageQuery(FEE_ESTIMATE_FIELDS),
    responses: { 200: { description: 'One page of rows.', schema: page(feeEstimateRowShape) } },
    errors,
  }),
  offers: defineRoute({
    method: 'get',
    path: '/amazon-product-offers/asins/{id}',
    operationId: 'asinProductOffers',
    summary: 'The offers on the ASIN (the seller’s and the competitors’), per snapshot day',
    tag,
    access: { permission: 'asinStaffMarketData.view' },
    params,
    query: pageQuery(PRODUCT_OFFER_FIELDS),
    responses: { 200: { description: 'One page of rows.', schema: page(productOfferRowShape) } },
    errors,
  }),
});
