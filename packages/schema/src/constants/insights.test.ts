import { describe, expect, it } from 'vitest';
import {
  HEATMAP_WEEKDAYS,
  heatmapWeekdayLabel,
  INSIGHTS_PALETTE,
  insightChange,
  pieItems,
  returnRateBrands,
  returnRateSkus,
  subscribeAndSaveItems,
} from './insights.ts';

describe('the insight display rules of spec 2 §9', () => {
  it('shows pie items at or above 1 percent, the largest 20, with percentages of the whole', () => {
    // 25 items of 3.9 % each (97.5 %) plus one of exactly 1 % and one of 0.99… %.
    const items = [
      ...Array.from({ length: 25 }, (_, i) => ({ id: `big${i}`, units: 390 })),
      { id: 'edge', units: 100 },
      { id: 'tiny', units: 99.99 },
    ];
    const shown = pieItems(items, (i) => i.units);
    expect(shown).toHaveLength(20);
    expect(shown.every((s) => s.item.id.startsWith('big'))).toBe(true);
    expect(shown[0]?.percent).toBeCloseTo((390 / 9949.99) * 100, 6);
    const few = pieItems(
      [
        { id: 'a', units: 99 },
        { id: 'b', units: 1 },
        { id: 'c', units: 0.5 },
      ],
      (i) => i.units,
    );
    expect(few.map((s) => s.item.id)).toEqual(['a']);
    expect(pieItems([{ id: 'x', units: 0 }], (i) => i.units)).toEqual([]);
  });

  it('keeps the top 30 SKU return rates of 1 or more, and brands at 0.5 percent or more', () => {
    const skus = Array.from({ length: 40 }, (_, i) => ({ sku: `S${i}`, rate: i / 2 }));
    const top = returnRateSkus(skus, (s) => s.rate);
    expect(top).toHaveLength(30);
    expect(top[0]?.rate).toBe(19.5);
    expect(top.at(-1)?.rate).toBe(5);
    expect(returnRateSkus([{ rate: 0.99 }, { rate: 1 }], (s) => s.rate)).toEqual([{ rate: 1 }]);
    expect(returnRateBrands([{ rate: 0.49 }, { rate: 0.5 }, { rate: 3 }], (b) => b.rate)).toEqual([
      { rate: 0.5 },
      { rate: 3 },
    ]);
  });

  it('drops subscribe-and-save items at or below 0.009 percent', () => {
    const items = [{ p: 0.009 }, { p: 0.0091 }, { p: 0 }, { p: 12 }];
    expect(subscribeAndSaveItems(items, (i) => i.p)).toEqual([{ p: 0.0091 }, { p: 12 }]);
  });

  it('writes a change as percent with one decimal; a rise from 0 is +100%', () => {
    expect(insightChange(110, 100)).toBe('+10.0%');
    expect(insightChange(90, 100)).toBe('-10.0%');
    // A change that rounds to nothing carries no sign.
    expect(insightChange(100.04, 100)).toBe('0.0%');
    expect(insightChange(1, 3)).toBe('-66.7%');
    expect(insightChange(5, 0)).toBe('+100%');
    expect(insightChange(0, 0)).toBeNull();
    expect(insightChange(5, null)).toBeNull();
    expect(insightChange(0, 20)).toBe('-100.0%');
  });

  it('labels the heatmap rows by weekday cut to three letters, with fourteen colours', () => {
    expect(HEATMAP_WEEKDAYS.map(heatmapWeekdayLabel)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(new Set(INSIGHTS_PALETTE).size).toBe(14);
  });
});
