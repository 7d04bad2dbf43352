import { camelName } from './case.ts';
import type { MetricUnit } from './constants/ad-metrics.ts';
import { METRIC_REGISTRY, type MetricArea } from './constants/metric-registry.ts';

const description = (text: string) => `  """\n  ${text}\n  """`;

const UNIT_NOTE: Record<MetricUnit, string> = {
  count: 'A count.',
  money: "Money, in the marketplace's currency.",
  percent: 'A percent.',
  multiple: 'A multiple.',
};

/** GraphQL object types that carry every metric of a registry area, each beside a paired value. */
export interface MetricFieldsOf {
  area: MetricArea;
  types: readonly string[];
  /** The paired value's REST prefix (old_: the compare period, ly_: a year earlier) and its note. */
  paired: { prefix: string; note: string };
}

/**
 * The metric fields of any area of the metric registry, as SDL extensions of the types that carry
 * them: for each metric its value and its paired value (buy_box → buyBox, oldBuyBox), described
 * from the registry's label, source and unit. GraphQL has no way to share a field list between
 * object types, so the list is repeated in the built schema but written once: in the registry.
 */
export function metricFieldsSdl({ area, types, paired }: MetricFieldsOf): string {
  const fields = METRIC_REGISTRY.filter((m) => m.area === area)
    .map((m) =>
      [
        description(`${m.label}: ${m.source}. ${UNIT_NOTE[m.unit]}`),
        `  ${camelName(m.id)}: Float`,
        description(`${m.label} ${paired.note}`),
        `  ${camelName(`${paired.prefix}${m.id}`)}: Float`,
      ].join('\n'),
    )
    .join('\n');
  const header = `# Derived from the metric registry (packages/schema/src/constants/metric-registry.ts, ${area}).`;
  return [header, ...types.map((type) => `extend type ${type} {\n${fields}\n}`)].join('\n\n');
}
