import { describe, expect, it } from 'vitest';
import { axisIdOf, chartAxes, planChartAxes, styleYAxes } from './chart-axes';

type Tick = (value: number | string) => string;
// The callback's declared signature carries chart.js's tick context; the axis only reads the value.
const tickOf = (axes: ReturnType<typeof chartAxes>, id: string) =>
  axes[id]?.ticks?.callback as unknown as Tick;

describe('chartAxes', () => {
  it('gives money, counts and percents an axis each, the first on the left', () => {
    const axes = chartAxes(['money', 'integer', 'percent', 'money']);
    expect(Object.keys(axes)).toEqual(['y-money', 'y-integer', 'y-percent']);
    expect(axes['y-money']?.position).toBe('left');
    expect(axes['y-percent']?.position).toBe('right');
  });

  it('writes each axis ticks short, in its own unit and the marketplace currency', () => {
    const axes = chartAxes(['money', 'percent', 'integer', 'multiple'], 'GBP');
    expect(tickOf(axes, 'y-money')(140000)).toBe('£140K');
    expect(tickOf(axes, 'y-money')(12.5)).toBe('£12.5');
    expect(tickOf(axes, 'y-percent')(12.5)).toBe('12.5%');
    expect(tickOf(axes, 'y-integer')(1200)).toBe('1.2K');
    expect(tickOf(axes, 'y-multiple')(3)).toBe('3x');
  });

  it('puts a metric without a format on the decimal axis', () => {
    expect(axisIdOf(undefined)).toBe('y-decimal');
    expect(Object.keys(chartAxes([undefined]))).toEqual(['y-decimal']);
  });
});

describe('planChartAxes', () => {
  // The peak is what the chart once split axes by; kept in the arguments to show it no longer counts.
  const series = (key: string, format: 'integer' | 'money' | 'percent', _peak: number) => ({
    key,
    label: key,
    format,
  });

  it('draws Impressions and Clicks, both counts, on one axis however far apart they are', () => {
    const plan = planChartAxes([series('Impressions', 'integer', 52000), series('Clicks', 'integer', 900)]);
    expect(Object.keys(plan.scales)).toEqual(['y-integer']);
    expect(plan.axisOf).toEqual({ Impressions: 'y-integer', Clicks: 'y-integer' });
  });

  it('steps a count axis by whole numbers only (no 1.2 units); other units keep fractions', () => {
    const plan = planChartAxes([series('Units', 'integer', 3), series('Conversion', 'percent', 14)]);
    expect(plan.scales['y-integer']?.ticks).toMatchObject({ precision: 0 });
    expect(plan.scales['y-percent']?.ticks).not.toHaveProperty('precision');
  });

  it('draws ACoS and CTR, both percentages, on one axis', () => {
    const plan = planChartAxes([series('ACoS', 'percent', 31), series('CTR', 'percent', 0.6)]);
    expect(Object.keys(plan.scales)).toEqual(['y-percent']);
    expect(plan.scales['y-percent']?.title).toEqual({ display: true, text: 'ACoS, CTR' });
  });

  it('keeps counts of one magnitude on one axis titled with both metrics', () => {
    const plan = planChartAxes([series('Clicks', 'integer', 900), series('Orders', 'integer', 120)]);
    expect(Object.keys(plan.scales)).toEqual(['y-integer']);
    expect(plan.scales['y-integer']?.title).toEqual({ display: true, text: 'Clicks, Orders' });
  });

  it('never puts money and percent on one axis, whatever their size', () => {
    const plan = planChartAxes([series('Ad Spend', 'money', 30), series('ACoS', 'percent', 31)], 'GBP');
    expect(plan.axisOf).toEqual({ 'Ad Spend': 'y-money', ACoS: 'y-percent' });
    const tick = plan.scales['y-money']?.ticks?.callback as unknown as Tick;
    expect(tick(140000)).toBe('£140K');
  });

  it('puts the first listed metric’s unit on the left even when a later one is larger', () => {
    const plan = planChartAxes([series('ACoS', 'percent', 30), series('Ad Spend', 'money', 52000)]);
    expect(plan.scales[plan.axisOf.ACoS as string]?.position).toBe('left');
    expect(plan.scales[plan.axisOf['Ad Spend'] as string]?.position).toBe('right');
  });

  it('keeps an all-zero series on its unit axis instead of opening one more', () => {
    const plan = planChartAxes([series('Orders', 'integer', 0), series('Clicks', 'integer', 900)]);
    expect(Object.keys(plan.scales)).toEqual(['y-integer']);
  });
});

describe('axis ticks', () => {
  const ticksOf = (format: 'percent' | 'money' | 'integer', values: number[], currency?: string) => {
    const tick = chartAxes([format], currency)[`y-${format}`]?.ticks?.callback as unknown as (
      value: number,
      index: number,
      ticks: { value: number }[],
    ) => string;
    const ticks = values.map((value) => ({ value }));
    return values.map((value, index) => tick(value, index, ticks));
  };

  it('writes a narrow percent range with the digits that tell its ticks apart', () => {
    const labels = ticksOf('percent', [0.55, 0.6, 0.65, 0.7]);
    expect(labels).toEqual(['0.55%', '0.6%', '0.65%', '0.7%']);
  });

  it('writes 8.45% to 8.6% in steps of 0.05 without repeating 8.5%', () => {
    const labels = ticksOf('percent', [8.45, 8.5, 8.55, 8.6]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps wide ranges short: whole thousands of dollars and whole percents', () => {
    expect(ticksOf('money', [0, 20000, 40000, 60000, 80000])).toEqual(['$0', '$20K', '$40K', '$60K', '$80K']);
    expect(ticksOf('percent', [0, 10, 20])).toEqual(['0%', '10%', '20%']);
  });

  it('tells apart money ticks half a thousand apart', () => {
    const labels = ticksOf('money', [73500, 74000, 74500], 'GBP');
    expect(labels).toEqual(['£73.5K', '£74K', '£74.5K']);
  });
});

describe('styleYAxes', () => {
  const plan = planChartAxes([
    { key: 'tent', label: 'camping tent', format: 'decimal' },
    { key: 'stove', label: 'camp stove', format: 'decimal' },
  ]);

  it('turns every y axis top-down under one title, so rank 1 is drawn at the top', () => {
    const styled = styleYAxes(plan.scales, { title: 'Rank', reverse: true });
    expect(Object.keys(styled)).toEqual(Object.keys(plan.scales));
    for (const scale of Object.values(styled)) {
      expect(scale).toMatchObject({ reverse: true, title: { display: true, text: 'Rank' } });
    }
  });

  it('leaves the planned axes alone without a style', () => {
    expect(styleYAxes(plan.scales, undefined)).toBe(plan.scales);
    for (const scale of Object.values(plan.scales)) expect(scale).not.toHaveProperty('reverse');
  });
});
