import { z } from 'zod';
import { SALES_INTERVALS, SALES_METRICS } from '../constants/performance.ts';
import { type metricValue, metricValueFields } from '../rest/metric-values.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { codeList, day } from '../rest/shapes.ts';

/**
 * Each sales metric and its value a year earlier (ly_ = last year, same days). Keyed by string: the
 * service builds them from the metric table's ids.
 */
const salesValues: Record<string, typeof metricValue> = metricValueFields(SALES_METRICS, 'ly_');

export const salesQuery = z.object({
  from: day,
  to: day,
  interval: z.enum(SALES_INTERVALS).optional().meta({ description: 'Default by span: day, week or month.' }),
  marketplace: codeList(40).optional().meta({ description: 'Marketplace ids; default ATVPDKIKX0DER.' }),
  filterBrands: codeList().optional().meta({ description: 'Brand codes; a brand user only its own.' }),
});
export type SalesQuery = z.output<typeof salesQuery>;

export const salesPerformanceShape = z
  .object({
    interval: z.enum(SALES_INTERVALS),
    currency_code: z.string().nullable().meta({ description: 'Null when the marketplaces mix currencies.' }),
    totals: z.object(salesValues),
    periods: z.array(
      z.object({ period: day.meta({ description: 'First day of the bucket.' }), ...salesValues }),
    ),
    rows: z.array(
      z.object({
        brand_code: z.string(),
        brand_name: z.string(),
        marketplace_id: z.string(),
        currency_code: z.string().nullable(),
        ...salesValues,
      }),
    ),
  })
  .meta({ id: 'SalesPerformance' });
export type SalesPerformance = z.output<typeof salesPerformanceShape>;

/** /performance-sales (docs/decisions/0122): sales by period and by brand and marketplace, with last year. */
export const salesContract = defineContract({
  sales: defineRoute({
    method: 'get',
    path: '/performance/sales',
    operationId: 'salesPerformance',
    summary:
      'Revenue, units, orders and average selling price by period, brand and marketplace, with last year',
    tag: 'performance',
    access: { permission: 'performance.read' },
    query: salesQuery,
    responses: { 200: { description: 'Totals, periods and brand rows.', schema: salesPerformanceShape } },
  }),
});
