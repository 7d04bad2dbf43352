import { AD_METRIC_LIST, adMetricEnumValue, type MetricDefinition } from '../constants/ad-metrics.ts';
import { AD_METRICS, AD_TYPES, adTypesOf } from '../constants/advertising.ts';

const description = (text: string, indent = '') => `${indent}"""\n${indent}${text}\n${indent}"""`;

/** "(sp, sb; hidden in the portal)" or "(attribution, dsp; hidden for dsp)". */
function adTypesNote(metric: MetricDefinition): string {
  const types = adTypesOf(metric.id);
  const hiddenIn = AD_TYPES.filter((t) => AD_METRICS[t].some((m) => m.id === metric.id && m.hidden));
  if (hiddenIn.length === 0) return `(${types.join(', ')})`;
  if (hiddenIn.length === types.length) return `(${types.join(', ')}; hidden in the portal)`;
  return `(${types.join(', ')}; hidden for ${hiddenIn.join(', ')})`;
}

const UNIT_NOTE = {
  count: 'A count.',
  money: "Money, in the marketplace's currency.",
  percent: 'A percent.',
  multiple: 'A multiple (revenue per unit of spend).',
};

/**
 * The SDL the metric table declares: the AdMetric enum and the AdPerformanceRow type, built in memory
 * with the rest of the derived SDL (derived-sdl.ts).
 */
export function adMetricsSdl(): string {
  const enumValues = AD_METRIC_LIST.map((m) =>
    [
      description(`${m.label}: ${m.description} ${UNIT_NOTE[m.unit]}`, '  '),
      `  ${adMetricEnumValue(m.id)}`,
    ].join('\n'),
  );
  const fields = AD_METRIC_LIST.map((m) =>
    [description(`${m.description.replace(/\.$/, '')} ${adTypesNote(m)}.`, '  '), `  ${m.field}: Float`].join(
      '\n',
    ),
  );
  return `# Derived from packages/schema/src/constants/ad-metrics.ts (derived-sdl.ts).

${description('An advertising metric (spec 1 §9); the REST contract writes it in lower case (ADVERTISING_COST is advertising_cost).')}
enum AdMetric {
${enumValues.join('\n')}
}

${description('One table row: a campaign, ad group, keyword, target, advertiser or brand with its metrics.\nMetrics that do not belong to the ad type are null.')}
type AdPerformanceRow {
${description("The group's key (campaign id, keyword id, brand code, …).", '  ')}
  id: ID!
${description("The group's name as Amazon shows it.", '  ')}
  name: String!
${fields.join('\n')}
}
`;
}
