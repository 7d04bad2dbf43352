import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camelName } from './case.ts';
import { METRIC_REGISTRY } from './constants/metric-registry.ts';
import { PERFORMANCE_METRICS, SALES_METRICS } from './constants/performance.ts';
import { METRIC_FIELD_TYPES } from './derived-sdl.ts';
import { typeDefs } from './sdl.ts';

const schema = buildASTSchema(parse(typeDefs.join('\n')), { assumeValidSDL: false });

const fieldsOf = (name: string) => {
  const type = schema.getType(name);
  if (!type || !('getFields' in type)) throw new Error(`${name} missing`);
  return type.getFields();
};

describe('the metric fields derived from the metric registry', () => {
  it.each(['PerformanceRow', 'PerformanceSummary'])('gives %s every metric and its compare value', (name) => {
    const fields = fieldsOf(name);
    for (const metric of PERFORMANCE_METRICS) {
      expect(String(fields[camelName(metric)]?.type)).toBe('Float');
      expect(String(fields[camelName(`old_${metric}`)]?.type)).toBe('Float');
    }
  });

  it.each(['SalesFigures', 'SalesPeriod', 'SalesBrandRow'])(
    "gives %s every sales metric and last year's value",
    (name) => {
      const fields = fieldsOf(name);
      for (const metric of SALES_METRICS) {
        expect(String(fields[metric]?.type)).toBe('Float');
        expect(String(fields[camelName(`ly_${metric}`)]?.type)).toBe('Float');
      }
    },
  );

  it.each(METRIC_FIELD_TYPES.flatMap(({ area, types }) => types.map((type) => [type, area] as const)))(
    "describes %s's fields by the registry's %s labels and sources",
    (name, area) => {
      const fields = fieldsOf(name);
      for (const metric of METRIC_REGISTRY.filter((m) => m.area === area)) {
        expect(fields[camelName(metric.id)]?.description).toContain(`${metric.label}: ${metric.source}.`);
      }
    },
  );
});
