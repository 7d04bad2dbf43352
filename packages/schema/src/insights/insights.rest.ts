import { z } from 'zod';
import { DEFAULT_INSIGHTS_MARKETPLACE, INSIGHTS_MAX_DAYS, RETURN_BY } from '../constants/insights.ts';
import { defineContract, defineRoute, type RestRoute } from '../rest/route.ts';
import { pageShape } from '../rest/shapes.ts';

const day = z.iso.date().meta({ description: 'A marketplace-local day, `YYYY-MM-DD`.' });
const brandCode = z.string().min(1).max(100);
const marketplace = z
  .string()
  .regex(/^[A-Z0-9]{8,16}$/, 'must be a marketplace id')
  .default(DEFAULT_INSIGHTS_MARKETPLACE)
  .meta({ description: 'The one marketplace read: its currency and timezone (default United States).' });

const accountManagers = z
  .array(z.string().min(1).max(100))
  .max(100)
  .meta({ description: 'Account manager user ids (staff only): their brands.' });

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A period and its optional comparison, checked the same way for bodies and queries. */
const checkPeriods = <T extends { from: string; to: string; compareFrom?: string; compareTo?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (spanDays(value.from, value.to) > INSIGHTS_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `a period spans at most ${INSIGHTS_MAX_DAYS} days`,
    });
  if ((value.compareFrom === undefined) !== (value.compareTo === undefined))
    ctx.addIssue({ code: 'custom', path: ['compareTo'], message: 'compareFrom and compareTo come together' });
  else if (value.compareFrom !== undefined && value.compareTo !== undefined) {
    if (value.compareFrom > value.compareTo)
      ctx.addIssue({ code: 'custom', path: ['compareTo'], message: 'must not be before compareFrom' });
    else if (spanDays(value.compareFrom, value.compareTo) > INSIGHTS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['compareTo'],
        message: `a period spans at most ${INSIGHTS_MAX_DAYS} days`,
      });
  }
};

const periodFields = {
  from: day,
  to: day,
  compareFrom: day.optional(),
  compareTo: day.optional(),
  marketplace,
};

/** The payload of every POST insight call (spec 2 §7 'Insights'). */
export const insightsBody = z
  .object({
    ...periodFields,
    brands: z
      .array(brandCode)
      .max(500)
      .optional()
      .meta({ description: 'Brand codes; none means every brand the caller may see.' }),
    accountManagers: accountManagers.optional(),
  })
  .superRefine(checkPeriods);
export type InsightsBody = z.output<typeof insightsBody>;

const returnBy = z.enum(RETURN_BY);

/** One row of an insight answer (spec 2 §3 'Insight rows'); each call fills the fields it names. */
export const insightRowShape = z
  .object({
    brand_code: z.string().optional(),
    brand_name: z.string().optional(),
    seller_sku: z.string().optional(),
    metric: z.string().optional(),
    label: z.string().optional(),
    value: z.number().nullable().optional(),
    old_value: z.number().nullable().optional(),
    count: z.number().nullable().optional(),
    old_count: z.number().nullable().optional(),
    average_order: z.number().nullable().optional(),
    old_average_order: z.number().nullable().optional(),
    repeating_percentage: z.number().nullable().optional(),
    old_repeating_percentage: z.number().nullable().optional(),
    percentage: z.number().nullable().optional(),
    old_percentage: z.number().nullable().optional(),
    units_returned: z.number().nullable().optional(),
    old_units_returned: z.number().nullable().optional(),
    values: z.array(z.number()).optional().meta({ description: 'The heatmap: 24 hourly order counts.' }),
  })
  .meta({ id: 'InsightRow' });
export type InsightRow = z.output<typeof insightRowShape>;

/** A returned lot as the SKU modal lists it (spec 2 §3 'Return rows'). */
export const returnRowShape = z
  .object({
    amazon_order_id: z.string(),
    detailed_disposition: z.string(),
    listing_title: z.string(),
    quantity: z.number().int(),
    reason: z.string(),
    return_date: z.string(),
    seller_sku: z.string(),
    fulfillment_center_id: z.string(),
    license_plate_number: z.string(),
    status: z.string(),
    customer_comments: z.string().nullable(),
  })
  .meta({ id: 'InsightReturnRow' });

const rows = { 200: { description: 'The insight rows.', schema: z.array(insightRowShape) } } as const;

const post = <const N extends string, const B extends z.ZodType>(
  path: `/${string}`,
  operationId: N,
  summary: string,
  body: B,
) =>
  defineRoute({
    method: 'post',
    path,
    operationId,
    summary,
    tag: 'insights',
    access: { permission: 'insights.read' },
    body,
    responses: rows,
  }) satisfies RestRoute;

/** The query of the SKU-level GET calls (from, to, brand and seller_sku; empty ones dropped). */
export const insightsSkuQuery = z
  .object({
    ...periodFields,
    brand: brandCode.optional().meta({ description: 'The brand drilled into (its SKUs).' }),
    brands: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(brandCode).max(500),
      )
      .optional()
      .meta({ description: 'Brand codes, comma-separated, when no single brand is drilled into.' }),
    accountManagers: z
      .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), accountManagers)
      .optional(),
    seller_sku: z.string().min(1).max(200).optional(),
    returnBy: returnBy.optional(),
    value: z.string().min(1).max(100).optional().meta({ description: 'The reason or disposition picked.' }),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(checkPeriods);
export type InsightsSkuQuery = z.output<typeof insightsSkuQuery>;

const get = <const N extends string, const S extends z.ZodType>(
  path: `/performance/${string}`,
  operationId: N,
  summary: string,
  schema: S,
) =>
  defineRoute({
    method: 'get',
    path,
    operationId,
    summary,
    tag: 'insights',
    access: { permission: 'insights.read' },
    query: insightsSkuQuery,
    responses: { 200: { description: 'The answer.', schema } },
  }) satisfies RestRoute;

/** The SKU lists a server-built export can hold (the heatmap's seven rows never need one). */
export const INSIGHT_EXPORT_CARDS = [
  'summary',
  'average-order',
  'purchasers',
  'return-rate',
  'sub-and-save',
  'promo-codes',
] as const;
export type InsightExportCard = (typeof INSIGHT_EXPORT_CARDS)[number];

/** The body of the server-built SKU list export: the card, its brand and the title the PDF carries. */
export const insightsExportBody = insightsBody.safeExtend({
  card: z.enum(INSIGHT_EXPORT_CARDS),
  brand: brandCode,
  title: z.string().trim().min(1).max(120),
});
export type InsightsExportBody = z.output<typeof insightsExportBody>;

/** The insight calls of spec 2 §7 'Insights', with the SKU-level paths docs/decisions/0082 names. */
export const insightsContract = defineContract({
  summary: post(
    '/summary',
    'insightsSummary',
    'Totals: revenue, orders, units, average order, returns',
    insightsBody,
  ),
  summaryBrand: post('/summary/brand', 'insightsSummaryBrand', 'Revenue and orders per brand', insightsBody),
  fbaReturns: post(
    '/fba-returns',
    'insightsFbaReturns',
    'Units returned by reason or disposition; with a value, that value’s SKUs',
    insightsBody.safeExtend({
      returnBy: returnBy.default('reason'),
      value: z.string().min(1).max(100).optional(),
    }),
  ),
  averageOrder: post('/average-order', 'insightsAverageOrder', 'Average order value', insightsBody),
  averageOrderBrand: post(
    '/average-order/brand',
    'insightsAverageOrderBrand',
    'Average order value per brand',
    insightsBody,
  ),
  purchasers: post('/purchasers', 'insightsPurchasers', 'Buyers and repeat purchasers', insightsBody),
  purchasersBrand: post(
    '/purchasers/brand',
    'insightsPurchasersBrand',
    'Repeat purchasers per brand',
    insightsBody,
  ),
  returnRate: post('/return-rate', 'insightsReturnRate', 'Units returned over units ordered', insightsBody),
  returnRateBrand: post(
    '/return-rate/brand',
    'insightsReturnRateBrand',
    'Return rate per brand',
    insightsBody,
  ),
  heatmap: post('/heatmap', 'insightsHeatmap', 'Orders by local weekday and hour', insightsBody),
  heatmapBrand: post(
    '/heatmap/brand',
    'insightsHeatmapBrand',
    'Orders by weekday and hour per brand',
    insightsBody,
  ),
  subAndSave: post('/sub-and-save', 'insightsSubAndSave', 'Subscribe and save orders', insightsBody),
  subAndSaveBrand: post(
    '/sub-and-save/brand',
    'insightsSubAndSaveBrand',
    'Subscribe and save per brand',
    insightsBody,
  ),
  promoCodes: post('/promo-codes', 'insightsPromoCodes', 'Orders per promotion code', insightsBody),
  promoCodesBrand: post(
    '/promo-codes/brand',
    'insightsPromoCodesBrand',
    'Promotion orders per brand',
    insightsBody,
  ),
  promoCodesSku: post(
    '/promo-codes/sku',
    'insightsPromoCodesSku',
    'Promotion orders per SKU of one brand',
    insightsBody.safeExtend({ brand: brandCode }),
  ),
  fbaReturnsCount: get(
    '/performance/fba-returns/count',
    'insightsFbaReturnsCount',
    'How many return lines the SKU modal pages through',
    z.object({ count: z.number().int() }),
  ),
  fbaReturnsSku: get(
    '/performance/fba-returns/sku',
    'insightsFbaReturnsSku',
    'One page of a SKU’s return lines (for a reason or disposition when given)',
    pageShape(returnRowShape),
  ),
  exportSku: defineRoute({
    method: 'post',
    path: '/performance/export/sku',
    operationId: 'insightsExportSku',
    summary:
      'Queues a job that builds a card’s full SKU list as a PDF; export-complete announces the stored file',
    tag: 'insights',
    access: { permission: 'insights.read' },
    body: insightsExportBody,
    responses: {
      202: {
        description: 'The export job is queued; read it at /jobs/{jobId}.',
        schema: z.object({ exportId: z.string(), jobId: z.uuid(), fileName: z.string() }),
      },
    },
    errors: { 429: 'The caller already has JOBS_ACTIVE_PER_USER exports queued or running.' },
  }) satisfies RestRoute,
  summarySku: get(
    '/performance/summary/sku',
    'insightsSummarySku',
    'Revenue and orders per SKU',
    z.array(insightRowShape),
  ),
  averageOrderSku: get(
    '/performance/average-order/sku',
    'insightsAverageOrderSku',
    'Average order value per SKU',
    z.array(insightRowShape),
  ),
  purchasersSku: get(
    '/performance/purchasers/sku',
    'insightsPurchasersSku',
    'Repeat purchasers per SKU',
    z.array(insightRowShape),
  ),
  returnRateSku: get(
    '/performance/return-rate/sku',
    'insightsReturnRateSku',
    'Return rate per SKU',
    z.array(insightRowShape),
  ),
  heatmapSku: get(
    '/performance/heatmap/sku',
    'insightsHeatmapSku',
    'One SKU’s orders by weekday and hour',
    z.array(insightRowShape),
  ),
  subAndSaveSku: get(
    '/performance/sub-and-save/sku',
    'insightsSubAndSaveSku',
    'Subscribe and save per SKU',
    z.array(insightRowShape),
  ),
});
