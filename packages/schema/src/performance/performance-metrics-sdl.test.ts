import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camelName } from '../case.ts';
import { PERFORMANCE_METRICS, SALES_METRICS } from '../constants/performance.ts';
import { typeDefs } from '../sdl.ts';
import { SALES_FIGURE_TYPES } from './performance-metrics-sdl.ts';

const schema = buildASTSchema(parse(typeDefs.join('\n')), { assumeValidSDL: false });

describe('the performance SDL derived from the metric table', () => {
  it.each(['PerformanceRow', 'PerformanceSummary'])('gives %s every metric and its compare value', (name) => {
    const type = schema.getType(name);
    if (!type || !('getFields' in type)) throw new Error(`${name} missing`);
    const fields = type.getFields();
    for (const metric of PERFORMANCE_METRICS) {
      expect(String(fields[camelName(metric)]?.type)).toBe('Float');
      expect(String(fields[camelName(`old_${metric}`)]?.type)).toBe('Float');
    }
  });

  it.each(SALES_FIGURE_TYPES)("gives %s every sales metric and last year's value", (name) => {
    const type = schema.getType(name);
    if (!type || !('getFields' in type)) throw new Error(`${name} missing`);
    const fields = type.getFields();
    for (const metric of SALES_METRICS) {
      expect(String(fields[metric]?.type)).toBe('Float');
      expect(String(fields[camelName(`ly_${metric}`)]?.type)).toBe('Float');
    }
  });
});
