import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day, gridQuery, pageShape } from '../rest/shapes.ts';
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

/**
 * A table's query: every column of its row is sortable and filterable (filter: equals), except the
 * offers' ships_from object; date, newest first, when no sort field is sent.
 */
const tableQuery = <const F extends readonly string[]>(columns: F) =>
  z.object(
    gridQuery({
      sortFields: columns,
      filterFields: columns,
      maxPageSize: 200,
      defaultSort: 'date (newest first) when absent.',
    }),
  );
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
    query: tableQuery(asinInventoryRowShape.keyof().options),
    responses: { 200: { description: 'One page of rows.', schema: pageShape(asinInventoryRowShape) } },
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
    query: tableQuery(feeEstimateRowShape.keyof().options),
    responses: { 200: { description: 'One page of rows.', schema: pageShape(feeEstimateRowShape) } },
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
    query: tableQuery(productOfferRowShape.keyof().exclude(['ships_from']).options),
    responses: { 200: { description: 'One page of rows.', schema: pageShape(productOfferRowShape) } },
    errors,
  }),
});
