import { z } from 'zod';
import { PERFORMANCE_METRICS } from '../constants/performance.ts';
import { metricValue, metricValueFields } from '../rest/metric-values.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day, listParam, marketplaceIdShape } from '../rest/shapes.ts';
import { ASIN_PATTERN } from './asin-fields.ts';

const tag = 'asin-performance';
const params = z.object({ asin: z.string().regex(ASIN_PATTERN, 'must be an ASIN of 10 letters or digits') });
const range = z.object({
  from: day,
  to: day,
  compareFrom: day.optional(),
  compareTo: day.optional(),
  marketplace: marketplaceIdShape
    .optional()
    .meta({ description: 'Amazon marketplace id; ATVPDKIKX0DER when absent.' }),
});
const skus = listParam(200, 100).optional().meta({ description: 'None: every SKU of the ASIN (spec 2 §5).' });
const value = metricValue;
const metricValues = metricValueFields(PERFORMANCE_METRICS, 'old_');

/** ASIN performance (spec 2 §7 'ASIN analytics'), summed from the SKU-day Sales and Traffic facts. */
export const asinPerformanceContract = defineContract({
  skus: defineRoute({
    method: 'get',
    path: '/asins/performance/skus/{asin}',
    operationId: 'asinPerformanceSkus',
    summary: 'The ASIN’s SKUs with their figures over the range (and the comparison range)',
    tag,
    access: { permission: 'asins.view' },
    params,
    query: range,
    responses: {
      200: {
        description: 'One row per SKU of the ASIN; ratios from summed parts.',
        schema: z.object({
          currency: z.string(),
          rows: z.array(
            z.object({
              seller_sku: z.string(),
              ...metricValues,
              page_views_percentage: value,
              old_page_views_percentage: value,
            }),
          ),
        }),
      },
    },
    errors: { 404: 'Asin not found.' },
  }),
  summary: defineRoute({
    method: 'get',
    path: '/asins/performance/summary/{asin}',
    operationId: 'asinPerformanceSummary',
    summary: 'The ASIN’s (or the chosen SKUs’) totals over the range and the comparison range',
    tag,
    access: { permission: 'asins.view' },
    params,
    query: range.extend({ skus }),
    responses: {
      200: {
        description: 'Ratios from summed parts.',
        schema: z.object({ currency: z.string(), ...metricValues }),
      },
    },
    errors: { 404: 'Asin not found.' },
  }),
  metric: defineRoute({
    method: 'get',
    path: '/asins/performance/metric/{asin}',
    operationId: 'asinPerformanceMetric',
    summary: 'One series per metric (and per comparison) over the range',
    description:
      'The facts are daily (the Sales and Traffic report by SKU): every interval is answered with one point per day, and `interval` says so.',
    tag,
    access: { permission: 'asins.view' },
    params,
    query: range.extend({
      skus,
      metric: listParam(5, 20).pipe(z.array(z.enum(PERFORMANCE_METRICS)).min(1, 'needs at least one metric')),
      interval: z.enum(['minute', 'hour', 'day']).optional(),
    }),
    responses: {
      200: {
        description: 'current first, then previous when comparing.',
        schema: z.object({
          currency: z.string(),
          interval: z.literal('day'),
          series: z.array(
            z.object({
              metric: z.enum(PERFORMANCE_METRICS),
              type: z.enum(['current', 'previous']),
              data: z.array(z.object({ date: day, value })),
            }),
          ),
        }),
      },
    },
    errors: { 404: 'Asin not found.' },
  }),
});
