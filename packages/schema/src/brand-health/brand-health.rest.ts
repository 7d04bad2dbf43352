import { z } from 'zod';
import { PERFORMANCE_CHECKLIST_ITEMS } from '../constants/brand-health.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day, nullableString } from '../rest/shapes.ts';

const brandCode = z.string().min(1).max(100).meta({ description: 'The brand code (the spec’s brandId).' });
const tag = 'brand analytics';

/** A rate as a fraction (0.012 = 1.2 %), computed from its counts; null when not reported. */
const rate = z
  .number()
  .nullable()
  .meta({ description: 'A fraction (0.012 = 1.2 %); null when not reported.' });
const count = z.number().int().nullable();
const timeFrame = z.object({ start: day.nullable(), end: day.nullable() });
const rated = z.object({ rate });
const orderDefect = z.object({ rate, orderCount: count });
const returnDefect = z.object({ rate, returnOrderCount: count });
const listingData = z.object({ defectCount: count, timeFrame });

/** The brand performance response of spec 2 §3, one per month and marketplace account. */
export const brandPerformanceShape = z
  .object({
    month: day.meta({ description: 'First day of the month the snapshot stands for.' }),
    snapshot_day: day.meta({ description: 'The day Amazon’s report was taken.' }),
    marketplace_id: z.string(),
    seller_id: z.string(),
    account_status: z.string(),
    buyer_seller_contact_response_time_metrics: z.object({
      responseTimeMetrics: z.object({
        averageResponseTimeInHours: z.number().nullable(),
        responseUnder24Hours: count,
        responseOver24Hours: count,
        noResponseForContactsOlderThan24Hours: count,
        timeFrame,
      }),
    }),
    customer_experience: z.object({
      customerExperienceMetrics: z.object({
        lateShipment: rated,
        preFulfillmentCancellation: rated,
        refunds: rated,
        orderCount: count,
        timeFrame,
      }),
    }),
    customer_service: z.object({
      customerServiceMetrics: z.object({ customerServiceDissatisfaction: rated }),
    }),
    order_defects: z.object({
      orderDefectMetrics: z.object({
        a_z_claims: orderDefect,
        chargebacks: orderDefect,
        orderWithDefects: orderDefect,
        negativeFeedbacks: orderDefect,
      }),
    }),
    return_dissatisfaction: z.object({
      returnDissatisfactionMetrics: z.object({
        invalidRejection: returnDefect,
        returnDissatisfaction: returnDefect,
        negativeReturnFeedback: returnDefect,
        lateResponse: returnDefect,
      }),
    }),
    tracking_information: z.object({
      trackingMetrics: z.object({
        validTracking: rated,
        onTimeDelivery: rated,
        requiredCategories: nullableString.meta({ description: 'Comma-separated categories.' }),
      }),
    }),
    intellectual_property_data: listingData,
    listing_policy_data: listingData,
    product_authenticity_data: listingData,
    product_safety_data: listingData,
    performance_checklist: z.object(
      Object.fromEntries(
        PERFORMANCE_CHECKLIST_ITEMS.map((item) => [item, z.object({ status: nullableString })]),
      ) as Record<
        (typeof PERFORMANCE_CHECKLIST_ITEMS)[number],
        z.ZodObject<{ status: typeof nullableString }>
      >,
    ),
  })
  .meta({ id: 'BrandPerformance', description: 'The brand performance response of spec 2 §3.' });

/** The brand inventory row of spec 2 §3 (one FBA SKU of the brand, latest snapshot). */
export const brandInventoryRowShape = z
  .object({
    seller_sku: z.string(),
    asin: z.string(),
    product_name: z.string(),
    marketplace_id: z.string(),
    date: day.meta({ description: 'The snapshot day.' }),
    doi: z.number().nullable().meta({ description: 'Days of inventory; null when nothing sold in 30 days.' }),
    average_daily_sales: z.number().meta({ description: 'Units per day over the last 30 days.' }),
    sales_last_30_days: z.number(),
    currency_code: z.string(),
    units_sold_last_30_days: z.number().int(),
    total_units: z.number().int(),
    inbound: z.number().int(),
    available: z.number().int(),
    fc_transfer: count,
    fc_processing: count,
    customer_order: count,
    unfulfillable: z.number().int(),
    recommended_replenishment_qty: z.number().int(),
    recommended_ship_date: day.nullable(),
  })
  .meta({ id: 'BrandInventoryRow' });

/** Both calls read one brand the caller must be allowed to see. */
const params = z.object({ brandCode });
const errors = { 403: 'Not one of the caller’s brands.', 404: 'Brand not found.' };

/** Spec 2 §7 'Brand analytics': brand health and brand inventory. */
export const brandHealthContract = defineContract({
  performance: defineRoute({
    method: 'get',
    path: '/brand-performance/{brandCode}',
    operationId: 'brandPerformance',
    summary: 'The brand’s account health, one snapshot per month and marketplace account, oldest first',
    tag,
    access: { permission: 'brandHealth.view' },
    params,
    responses: {
      200: {
        description: 'Brand performance responses, oldest month first; empty when no report was loaded.',
        schema: z.array(brandPerformanceShape),
      },
    },
    errors,
  }),
  inventory: defineRoute({
    method: 'get',
    path: '/brand-inventory/{brandCode}',
    operationId: 'brandInventory',
    summary: 'The brand’s FBA SKUs at the latest inventory snapshot',
    tag,
    access: { permission: 'brandHealth.view' },
    params,
    responses: {
      200: {
        description: 'Inventory rows, by SKU.',
        schema: z.array(brandInventoryRowShape),
      },
    },
    errors,
  }),
});
