import { camelName } from '../case.ts';
import {
  PERFORMANCE_METRIC_TABLE,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
  type PerformanceUnit,
  SALES_METRIC_TABLE,
  SALES_METRICS,
} from '../constants/performance.ts';

const description = (text: string) => `  """\n  ${text}\n  """`;

/** The GraphQL fields of a metric and its compare value: buy_box → buyBox, oldBuyBox. */
const oldField = (id: PerformanceMetric) => camelName(`old_${id}`);

const UNIT_NOTE: Record<PerformanceUnit, string> = {
  count: 'A count.',
  money: "Money, in the marketplace's currency.",
  percent: 'A percent.',
};

/** The value and compare-period value of every metric, in the table's order. */
function metricFields(): string {
  return PERFORMANCE_METRICS.map((id) => {
    const m = PERFORMANCE_METRIC_TABLE[id];
    return [
      description(`${m.label}: ${m.formula}. ${UNIT_NOTE[m.unit]}`),
      `  ${camelName(id)}: Float`,
      description(`${m.label} in the compare period; null unless comparing.`),
      `  ${oldField(id)}: Float`,
    ].join('\n');
  }).join('\n');
}

/** Each sales metric and its value over the same days a year earlier (lyRevenue, …). */
function salesFields(): string {
  return SALES_METRICS.map((id) => {
    const m = SALES_METRIC_TABLE[id];
    const ly = camelName(`ly_${id}`);
    return [
      description(`${m.label}: ${m.formula}. ${UNIT_NOTE[m.unit]}`),
      `  ${id}: Float`,
      description(`${m.label} over the same days a year earlier.`),
      `  ${ly}: Float`,
    ].join('\n');
  }).join('\n');
}

/** The types that carry every sales metric with last year's value. */
export const SALES_FIGURE_TYPES = ['SalesFigures', 'SalesPeriod', 'SalesBrandRow'] as const;

/**
 * The metric fields the performance and sales metric tables declare, on the row and on the summary (both
 * carry every metric with its compare value). Built in memory with the rest of the derived SDL
 * (derived-sdl.ts): GraphQL has no way to share a field list between object types, so the list is
 * repeated in the built schema but written once, here.
 */
export function performanceMetricsSdl(): string {
  const fields = metricFields();
  const sales = salesFields();
  return `# Derived from packages/schema/src/constants/performance.ts (derived-sdl.ts).

extend type PerformanceRow {
${fields}
}

extend type PerformanceSummary {
${fields}
}
${SALES_FIGURE_TYPES.map((type) => `\nextend type ${type} {\n${sales}\n}\n`).join('')}`;
}
