import { z } from 'zod';
import { MOVERS_WINDOWS } from '../constants/performance.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { codeList, day, marketplaceIdShape } from '../rest/shapes.ts';

const tag = 'dashboard';
const access = { permission: 'dashboard.read' } as const;
const marketplaceQuery = z.object({
  marketplace: marketplaceIdShape
    .optional()
    .meta({ description: 'Amazon marketplace id; ATVPDKIKX0DER when absent (spec 2 §9).' }),
});
const windowParams = z.object({ window: z.enum(MOVERS_WINDOWS) });
const money = z.number();
/** Every revenue answer is in one marketplace's currency and ends on one day. */
const revenueFrame = {
  currency: z.string().meta({ description: 'ISO 4217 code of the marketplace’s amounts.' }),
  through: day.meta({ description: 'The last day the windows cover (yesterday, UTC).' }),
};
const windowRevenue = { revenue_1d: money, revenue_7d: money, revenue_30d: money };
const percentChange = z.number().nullable();

const moversRoute = <const P extends string, const O extends string, const R extends z.ZodObject>(
  path: P,
  operationId: O,
  summary: string,
  row: R,
) =>
  defineRoute({
    method: 'get',
    path,
    operationId,
    summary,
    description:
      'revenue_amount is the window’s revenue minus the equal window before it, from the daily rollups; at most 20 rows.',
    tag,
    access,
    params: windowParams,
    query: marketplaceQuery,
    responses: {
      200: {
        description: 'Scoped to the caller.',
        schema: z.object({ ...revenueFrame, rows: z.array(row) }),
      },
    },
  });

const brandMover = z.object({ brand_code: z.string(), brand_name: z.string(), revenue_amount: money });
const asinMover = z.object({ asin: z.string(), revenue_amount: money });

/**
 * The home dashboard's widgets (spec 2 §2, §7): watchlists, new brands and movers. Every figure is
 * summed from brand_daily_sales and asin_daily_sales. Mounted before the brands and ASINs domains:
 * these fixed paths come before `/brands/{brandCode}` and `/asins/{asin}`.
 */
export const dashboardContract = defineContract({
  brandWatchlist: defineRoute({
    method: 'get',
    path: '/brands/watchlist/get',
    operationId: 'brandWatchlist',
    summary: 'The caller’s watched brands with their revenue over 1, 7 and 30 days',
    tag,
    access,
    query: marketplaceQuery,
    responses: {
      200: {
        description: 'Sorted by brand code.',
        schema: z.object({
          ...revenueFrame,
          rows: z.array(z.object({ brand_code: z.string(), name: z.string(), ...windowRevenue })),
        }),
      },
    },
  }),
  asinWatchlist: defineRoute({
    method: 'get',
    path: '/asins/watchlist/get',
    operationId: 'asinWatchlist',
    summary: 'The caller’s watched ASINs with their revenue over 1, 7 and 30 days',
    tag,
    access,
    query: marketplaceQuery,
    responses: {
      200: {
        description: 'Sorted by ASIN; only ASINs of brands the caller may see.',
        schema: z.object({
          ...revenueFrame,
          rows: z.array(z.object({ asin: z.string(), brand_code: z.string(), ...windowRevenue })),
        }),
      },
    },
  }),
  newBrands: defineRoute({
    method: 'get',
    path: '/brands/new/get',
    operationId: 'newBrands',
    summary: 'Brands created in the last 90 days, newest first',
    tag,
    access,
    responses: {
      200: {
        description: 'Scoped to the caller.',
        schema: z.array(z.object({ brand_code: z.string(), name: z.string(), created_at: z.string() })),
      },
    },
  }),
  newBrandRevenue: defineRoute({
    method: 'get',
    path: '/brand-revenue/new/revenue',
    operationId: 'newBrandRevenue',
    summary: 'Revenue change in percent over 1, 7 and 30 days against the window before, per brand',
    description:
      'A change is computed only when both windows have non-zero revenue (spec 2 §5), rounded to 2 decimals; otherwise null.',
    tag,
    access,
    query: marketplaceQuery.extend({ brands: codeList(100) }),
    responses: {
      200: {
        description: 'One item per brand the caller may see.',
        schema: z.object({
          through: revenueFrame.through,
          items: z.array(
            z.object({
              brand_code: z.string(),
              revenue_1d: percentChange,
              revenue_7d: percentChange,
              revenue_30d: percentChange,
            }),
          ),
        }),
      },
    },
  }),
  brandRevenueTrend: defineRoute({
    method: 'get',
    path: '/brand-revenue/trend',
    operationId: 'brandRevenueTrend',
    summary: 'A brand’s daily revenue and units over the last 30 days (the brand overview widget)',
    tag,
    access,
    query: marketplaceQuery.extend({
      brand: z.string().max(100).optional().meta({ description: 'A brand user’s own brand when absent.' }),
    }),
    responses: {
      200: {
        description: 'One row per day, zeros where nothing sold.',
        schema: z.object({
          ...revenueFrame,
          brand_code: z.string(),
          rows: z.array(z.object({ date: day, revenue: money, units: z.number().int() })),
        }),
      },
    },
    errors: { 400: 'Staff must name the brand.', 404: 'Brand not found.' },
  }),
  brandGainers: moversRoute(
    '/brands/gainers/{window}',
    'brandGainers',
    'Brands whose revenue grew most',
    brandMover,
  ),
  brandLosers: moversRoute(
    '/brands/losers/{window}',
    'brandLosers',
    'Brands whose revenue fell most',
    brandMover,
  ),
  asinGainers: moversRoute(
    '/asins/gainers/{window}',
    'asinGainers',
    'ASINs whose revenue grew most',
    asinMover,
  ),
  asinLosers: moversRoute('/asins/losers/{window}', 'asinLosers', 'ASINs whose revenue fell most', asinMover),
});
