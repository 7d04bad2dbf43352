import { describe, expect, it } from 'vitest';
import { AD_METRIC_IDS, AD_METRIC_LIST, AD_METRIC_TABLE, AD_PART_IDS, AD_RATIO_IDS } from './ad-metrics.ts';
import { AD_METRICS, AD_TABLE_COLUMNS, AD_TYPES } from './advertising.ts';

describe('the advertising metric table', () => {
  it('lists the summed parts exactly where the table says a metric is summed', () => {
    const summed = AD_METRIC_LIST.filter((m) => m.source.kind === 'sum').map((m) => m.id);
    expect([...AD_PART_IDS].sort()).toEqual(summed.sort());
  });

  it('lists the ratios exactly where the table says a metric is a ratio', () => {
    const ratios = AD_METRIC_LIST.filter((m) => m.source.kind === 'ratio').map((m) => m.id);
    expect([...AD_RATIO_IDS].sort()).toEqual(ratios.sort());
  });

  it('computes ACoS from ad spend over ad revenue, and both ratios in percent', () => {
    expect(AD_METRIC_TABLE.acos.source).toEqual({
      kind: 'ratio',
      numerator: 'advertising_cost',
      denominator: 'advertising_revenue',
    });
    expect(AD_METRIC_TABLE.acos.unit).toBe('percent');
    expect(AD_METRIC_TABLE.tacos.unit).toBe('percent');
  });

  it('gives every metric its own GraphQL field', () => {
    const fields = AD_METRIC_LIST.map((m) => m.field);
    expect(new Set(fields).size).toBe(AD_METRIC_IDS.length);
  });

  it('offers every ratio of an ad type together with the parts it is computed from', () => {
    for (const adType of AD_TYPES) {
      const ids = AD_METRICS[adType].map((m) => m.id);
      for (const metric of AD_METRICS[adType]) {
        if (metric.source.kind !== 'ratio') continue;
        expect(ids).toEqual(expect.arrayContaining([metric.source.numerator, metric.source.denominator]));
      }
    }
  });

  it('gives every table column of every ad type a metric of that type', () => {
    for (const adType of AD_TYPES) {
      const ids = AD_METRICS[adType].map((m) => m.id);
      const metricColumns = AD_TABLE_COLUMNS[adType].filter((c) => c !== 'name');
      expect(ids).toEqual(expect.arrayContaining(metricColumns));
    }
  });

  it('hides revenue and TACoS for sponsored ads and total purchases for DSP only', () => {
    expect(AD_METRICS.sp.filter((m) => m.hidden).map((m) => m.id)).toEqual(['revenue', 'tacos']);
    expect(AD_METRICS.dsp.filter((m) => m.hidden).map((m) => m.id)).toEqual(['total_purchases']);
    expect(AD_METRICS.attribution.filter((m) => m.hidden)).toEqual([]);
  });
});
