import { z } from 'zod';
import {
  PERFORMANCE_GROUP_BY,
  PERFORMANCE_INTERVALS,
  PERFORMANCE_METRICS,
  PERFORMANCE_ROW_EXTRA_FIELDS,
  PERFORMANCE_SORT_COLUMNS,
} from '../constants/performance.ts';
import { metricValue, metricValueFields } from '../rest/metric-values.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { codeList, day, listParam, pageShape, pagingQuery } from '../rest/shapes.ts';

const sortDirection = z
  .string()
  .max(10)
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['asc', 'desc']));

/** A seller SKU as the catalog holds them (at most 40 characters, Amazon's limit). */
const SELLER_SKU = /^[A-Za-z0-9._ -]{1,40}$/;

/** Values free of commas (product groups, seller SKUs and emails may hold spaces or '@'). */
const textList = (maxItems = 500) => listParam(maxItems, 200);

/**
 * The filters every performance call shares (spec 2 §2 and §7): the period, the compare period,
 * the marketplaces and the screen's filters. Brand users are scoped by the service whatever they send.
 */
export const performanceFilterFields = {
  from: day.meta({ description: 'First day of the period.' }),
  to: day.meta({ description: 'Last day of the period (at most a day after today).' }),
  compareFrom: day.optional().meta({ description: 'With `compareTo`: the previous period.' }),
  compareTo: day.optional(),
  marketplace: codeList(40)
    .optional()
    .meta({ description: 'Marketplace ids; default ATVPDKIKX0DER (spec 2 §9).' }),
  skus: listParam(500, 40)
    .pipe(
      z.array(
        z
          .string()
          .regex(SELLER_SKU, 'must be seller SKUs: letters, digits, spaces, dots, dashes or underscores'),
      ),
    )
    .optional()
    .meta({ description: 'Seller SKUs; none means every SKU (spec 2 §5).' }),
  filterBrands: codeList().optional().meta({ description: 'Brand or sub brand codes.' }),
  filterProductGroups: textList(200).optional(),
  filterAccountManagers: textList(200)
    .optional()
    .meta({ description: 'Account manager emails; staff only.' }),
  filterAsins: codeList().optional().meta({ description: 'ASINs (expanding an ASIN row into its SKUs).' }),
};
export const performanceFilters = z.object(performanceFilterFields);
export type PerformanceFilterInput = z.output<typeof performanceFilters>;

export const performanceSkusQuery = performanceFilters.extend({
  groupBy: z.enum(PERFORMANCE_GROUP_BY).optional().meta({ description: 'Default sku.' }),
  sortBy: z.enum(PERFORMANCE_SORT_COLUMNS).optional().meta({ description: 'Default revenue.' }),
  sortDirection: sortDirection.optional(),
  ...pagingQuery(200),
});
export type PerformanceSkusQuery = z.output<typeof performanceSkusQuery>;

const value = metricValue;
// Keyed by string: the service builds the values from the metric table's ids.
const metricFields: Record<string, typeof value> = metricValueFields(
  [...PERFORMANCE_METRICS, ...PERFORMANCE_ROW_EXTRA_FIELDS],
  'old_',
);

/** Spec 2 §3 SKU performance row; the grouping decides which identity fields are filled. */
export const performanceRowShape = z
  .object({
    id: z.string().meta({ description: 'The group key: seller SKU, brand code or ASIN.' }),
    seller_sku: z.string().nullable(),
    asin: z.string().nullable(),
    product_name: z.string().nullable(),
    product_image: z.string().nullable(),
    brand_code: z.string().nullable(),
    brand_name: z.string().nullable(),
    sub_brand_code: z.string().nullable(),
    account_manager: z.string().nullable(),
    logo: z.string().nullable(),
    sku_count: z.number().int().meta({ description: 'SKUs in the group (1 for a SKU row).' }),
    currency_code: z.string().nullable(),
    ...metricFields,
  })
  .meta({ id: 'PerformanceRow' });
export type PerformanceRow = z.output<typeof performanceRowShape>;

export const performanceSummaryShape = z
  .object(metricValueFields(PERFORMANCE_METRICS, 'old_') as Record<string, typeof value>)
  .extend({ currency_code: z.string().nullable() })
  .meta({ id: 'PerformanceSummary', description: 'Spec 2 §3 summary; old_ values when comparing.' });
export type PerformanceSummary = z.output<typeof performanceSummaryShape>;

export const performanceSeriesShape = z
  .array(
    z.object({
      metric: z.enum(PERFORMANCE_METRICS),
      type: z.enum(['current', 'previous']).meta({ description: 'previous marks the comparison series.' }),
      data: z.array(z.object({ date: day, value })),
    }),
  )
  .meta({ id: 'PerformanceSeries' });
export type PerformanceSeries = z.output<typeof performanceSeriesShape>;

/** Spec 2 §7 Brand analytics: the overall performance calls, and the filters' own lists. */
export const performanceContract = defineContract({
  skus: defineRoute({
    method: 'get',
    path: '/performance/skus',
    operationId: 'performanceSkus',
    summary: 'One page of SKU performance rows, grouped by SKU, brand or ASIN',
    tag: 'performance',
    access: { permission: 'performance.read' },
    query: performanceSkusQuery,
    responses: {
      200: {
        description: 'One page and the number of groups.',
        schema: pageShape(performanceRowShape),
      },
    },
  }),
  summary: defineRoute({
    method: 'post',
    path: '/performance/summary',
    operationId: 'performanceSummary',
    summary: 'Buy box, sessions, conversion, revenue and units over the period (and the compare period)',
    tag: 'performance',
    access: { permission: 'performance.read' },
    body: performanceFilters,
    responses: { 200: { description: 'The totals.', schema: performanceSummaryShape } },
  }),
  metric: defineRoute({
    method: 'post',
    path: '/performance/metric',
    operationId: 'performanceMetric',
    summary: 'A series per metric (and a previous series when comparing)',
    description:
      'The sales and traffic facts are daily: an hour or minute interval answers one point per day.',
    tag: 'performance',
    access: { permission: 'performance.read' },
    body: performanceFilters.extend({
      metric: listParam(5, 20).pipe(z.array(z.enum(PERFORMANCE_METRICS)).min(1)),
      interval: z.enum(PERFORMANCE_INTERVALS).optional(),
    }),
    responses: { 200: { description: 'The series.', schema: performanceSeriesShape } },
  }),
  productGroups: defineRoute({
    method: 'get',
    path: '/performance/product-groups',
    operationId: 'performanceProductGroups',
    summary: 'The product groups of the SKUs the caller may see (the filter’s list)',
    tag: 'performance',
    access: { permission: 'performance.read' },
    responses: { 200: { description: 'Sorted names.', schema: z.array(z.string()) } },
  }),
  pageView: defineRoute({
    method: 'post',
    path: '/analytics/page-views',
    operationId: 'recordPageView',
    summary: 'Record a page view of an ffp or ecom3k brand user (first-party analytics)',
    tag: 'performance',
    access: { permission: 'analytics.pageView' },
    body: z.object({ path: z.string().min(1).max(300).regex(/^\//, 'must be a path starting with /') }),
    responses: { 204: { description: 'Recorded.', empty: true } },
    errors: { 429: 'The user’s page views of the last 24 hours reached the quota (USER_QUOTAS).' },
  }),
});
