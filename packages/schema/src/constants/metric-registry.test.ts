import { describe, expect, it } from 'vitest';
import { AD_METRIC_IDS } from './ad-metrics.ts';
import { insightsHigherIsBetter, METRIC_REGISTRY, registeredMetric } from './metric-registry.ts';
import { PERFORMANCE_METRICS, SALES_METRICS } from './performance.ts';

describe('the metric registry', () => {
  it('holds every metric of every area once', () => {
    const keys = METRIC_REGISTRY.map((m) => `${m.area}:${m.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of AD_METRIC_IDS) expect(registeredMetric('advertising', id)).toBeDefined();
    for (const id of PERFORMANCE_METRICS) expect(registeredMetric('performance', id)).toBeDefined();
    for (const id of SALES_METRICS) expect(registeredMetric('sales', id)).toBeDefined();
  });

  it('makes ratios of two parts and gives each performance metric its own colour', () => {
    expect(registeredMetric('advertising', 'acos')?.parts).toEqual([
      'advertising_cost',
      'advertising_revenue',
    ]);
    expect(registeredMetric('performance', 'conversion')?.parts).toHaveLength(2);
    const colours = PERFORMANCE_METRICS.map((id) => registeredMetric('performance', id)?.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('says returns going up is bad news', () => {
    expect(insightsHigherIsBetter('return_rate')).toBe(false);
    expect(insightsHigherIsBetter('revenue')).toBe(true);
    expect(registeredMetric('advertising', 'cpc')?.better).toBe('lower');
  });
});
