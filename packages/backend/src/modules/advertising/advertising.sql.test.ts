import { describe, expect, it } from 'vitest';
import { partsOf, ratiosOf, readsBrandSales } from './advertising.sql.ts';

describe('SQL parts derived from the metric table', () => {
  it('sums the sponsored parts, ACoS and TACoS inputs included, but not the brand sales', () => {
    expect(partsOf('sp').sort()).toEqual(
      ['advertising_cost', 'advertising_revenue', 'clicks', 'impressions', 'orders'].sort(),
    );
  });

  it('computes ACoS, TACoS, ROAS, CTR, CPC and CVR for sponsored brands from their parts', () => {
    expect(ratiosOf('sb')).toEqual([
      {
        id: 'acos',
        kind: 'ratio',
        numerator: 'advertising_cost',
        denominator: 'advertising_revenue',
        factor: 100,
      },
      { id: 'tacos', kind: 'ratio', numerator: 'advertising_cost', denominator: 'revenue', factor: 100 },
      {
        id: 'roas',
        kind: 'ratio',
        numerator: 'advertising_revenue',
        denominator: 'advertising_cost',
        factor: 1,
      },
      { id: 'ctr', kind: 'ratio', numerator: 'clicks', denominator: 'impressions', factor: 100 },
      { id: 'cpc', kind: 'ratio', numerator: 'advertising_cost', denominator: 'clicks', factor: 1 },
      { id: 'cvr', kind: 'ratio', numerator: 'orders', denominator: 'clicks', factor: 100 },
    ]);
  });

  it('reads the brands whole sales only for the types that show TACoS', () => {
    expect(readsBrandSales('sp')).toBe(true);
    expect(readsBrandSales('dsp')).toBe(false);
    expect(readsBrandSales('attribution')).toBe(false);
  });

  it('has no ratio and sums every DSP metric, the hidden total purchases included', () => {
    expect(ratiosOf('dsp')).toEqual([]);
    expect(partsOf('dsp')).toContain('total_purchases');
  });
});
