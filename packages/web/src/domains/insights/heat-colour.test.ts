import { describe, expect, it } from 'vitest';
import { contrastOf, heatCell } from './heat-colour';

describe('heatmap cell colours', () => {
  it('meet WCAG AA (4.5:1) for every share of the busiest hour', () => {
    for (let i = 0; i <= 1000; i += 1) {
      expect(contrastOf(heatCell(i / 1000))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are white for an empty hour and the full blue for the busiest', () => {
    expect(heatCell(0)).toEqual({ background: 'rgb(255, 255, 255)', color: '#000000' });
    expect(heatCell(1)).toEqual({ background: 'rgb(15, 108, 189)', color: '#ffffff' });
  });

  it('clamps shares outside 0…1 and not-a-number', () => {
    expect(heatCell(2)).toEqual(heatCell(1));
    expect(heatCell(Number.NaN)).toEqual(heatCell(0));
  });
});
