import { AD_METRIC_TABLE, type MetricUnit } from './ad-metrics.ts';
import {
  PERFORMANCE_METRIC_TABLE,
  type PerformanceMetric,
  SALES_METRIC_TABLE,
  type SalesMetric,
} from './performance.ts';

/**
 * The metric registry (issue 29): one entry per metric of every area, in one shape — id, label,
 * unit, colour, the parts it is made of, which way is good news, and where it comes from. The
 * areas' own tables (AD_METRIC_TABLE, PERFORMANCE_METRIC_TABLE, SALES_METRIC_TABLE,
 * INSIGHTS_METRIC_TABLE) stay the typed source their SQL, SDL enums and screens read; this file
 * lays them side by side so a screen, a chart or a test can ask any metric the same questions.
 * ASIN screens show the performance metrics (spec 2 §9), so they have no table of their own.
 */
export type MetricArea = 'advertising' | 'performance' | 'sales' | 'insights';

export interface RegisteredMetric {
  area: MetricArea;
  id: string;
  label: string;
  unit: MetricUnit;
  /** The chart line and tile accent; null where the area's charts use their palette by position. */
  colour: string | null;
  /** The summed facts the value is made of (one for a sum, numerator and denominator for a ratio). */
  parts: readonly string[];
  /** Which way a change is good news: tiles colour a change by it, never by its sign. */
  better: 'higher' | 'lower';
  /** How the value is made, in words (the SQL follows it). */
  source: string;
}

/** Performance insights' summary and card metrics (spec 2 §2 'Performance Insights', §8). */
export const INSIGHTS_METRIC_TABLE = {
  revenue: { label: 'Revenue', unit: 'money', higherIsBetter: true, parts: ['ordered_product_sales'] },
  orders: { label: 'Orders', unit: 'count', higherIsBetter: true, parts: ['orders'] },
  units: { label: 'Units', unit: 'count', higherIsBetter: true, parts: ['units'] },
  average_order: {
    label: 'Average Order Value',
    unit: 'money',
    higherIsBetter: true,
    parts: ['ordered_product_sales', 'orders'],
  },
  units_returned: {
    label: 'Units Returned',
    unit: 'count',
    higherIsBetter: false,
    parts: ['units_returned'],
  },
  return_rate: {
    label: 'Return Rate',
    unit: 'percent',
    higherIsBetter: false,
    parts: ['units_returned', 'units'],
  },
  repeat_purchasers: {
    label: 'Repeat Purchasers',
    unit: 'percent',
    higherIsBetter: true,
    parts: ['repeat_buyers', 'buyers'],
  },
  subscribe_and_save: {
    label: 'Subscribe And Save',
    unit: 'percent',
    higherIsBetter: true,
    parts: ['subscribe_and_save_orders', 'orders'],
  },
} as const satisfies Record<
  string,
  { label: string; unit: MetricUnit; higherIsBetter: boolean; parts: readonly string[] }
>;
export type InsightsMetric = keyof typeof INSIGHTS_METRIC_TABLE;

/** Whether a rise of an insights summary metric is good news (unknown metrics: yes). */
export const insightsHigherIsBetter = (metric: string): boolean =>
  (INSIGHTS_METRIC_TABLE as Record<string, { higherIsBetter: boolean }>)[metric]?.higherIsBetter ?? true;

const better = (higherIsBetter: boolean) => (higherIsBetter ? 'higher' : 'lower');

/** Performance and sales metrics are both made from the sales-and-traffic facts, in one shape. */
const fromSalesFacts = (
  area: 'performance' | 'sales',
  m: (typeof PERFORMANCE_METRIC_TABLE)[PerformanceMetric] | (typeof SALES_METRIC_TABLE)[SalesMetric],
): RegisteredMetric => ({
  area,
  id: m.id,
  label: m.label,
  unit: m.unit,
  colour: m.colour,
  parts: m.parts,
  better: better(m.higherIsBetter),
  source: m.formula,
});

export const METRIC_REGISTRY: readonly RegisteredMetric[] = [
  ...Object.values(AD_METRIC_TABLE).map(
    (m): RegisteredMetric => ({
      area: 'advertising',
      id: m.id,
      label: m.label,
      unit: m.unit,
      colour: null,
      parts: m.source.kind === 'ratio' ? [m.source.numerator, m.source.denominator] : [m.id],
      better: better(m.higherIsBetter),
      source: m.description,
    }),
  ),
  ...Object.values(PERFORMANCE_METRIC_TABLE).map((m) => fromSalesFacts('performance', m)),
  ...Object.values(SALES_METRIC_TABLE).map((m) => fromSalesFacts('sales', m)),
  ...Object.entries(INSIGHTS_METRIC_TABLE).map(
    ([id, m]): RegisteredMetric => ({
      area: 'insights',
      id,
      label: m.label,
      unit: m.unit,
      colour: null,
      parts: m.parts,
      better: better(m.higherIsBetter),
      source: m.parts.length > 1 ? `${m.parts[0]} / ${m.parts[1]}` : `Σ ${m.parts[0]}`,
    }),
  ),
];

/** A metric of an area; undefined for an id the area does not have. */
export const registeredMetric = (area: MetricArea, id: string): RegisteredMetric | undefined =>
  METRIC_REGISTRY.find((m) => m.area === area && m.id === id);
