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
  const series = (key: string, format: 'integer' | 'money' | 'percent', peak: number) => ({
    key,
    label: key,
    format,
    peak,
  });

  it('gives Clicks an axis of its own when it would lie flat under Impressions', () => {
    const plan = planChartAxes([series('Impressions', 'integer', 52000), series('Clicks', 'integer', 900)]);
    expect(Object.keys(plan.scales)).toEqual(['y-integer', 'y-integer-2']);
    expect(plan.axisOf).toEqual({ Impressions: 'y-integer', Clicks: 'y-integer-2' });
    expect(plan.scales['y-integer-2']?.position).toBe('right');
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

  it('puts the first listed metric on the left even when a later one is larger', () => {
    const plan = planChartAxes([series('Clicks', 'integer', 900), series('Impressions', 'integer', 52000)]);
    expect(plan.scales[plan.axisOf.Clicks as string]?.position).toBe('left');
    expect(plan.scales[plan.axisOf.Impressions as string]?.position).toBe('right');
  });

  it('keeps an all-zero series on its unit axis instead of opening one more', () => {
    const plan = planChartAxes([series('Orders', 'integer', 0), series('Clicks', 'integer', 900)]);
    expect(Object.keys(plan.scales)).toEqual(['y-integer']);
  });
});

describe('styleYAxes', () => {
  const plan = planChartAxes([
    { key: 'tent', label: 'camping tent', format: 'decimal', peak: 40 },
    { key: 'stove', label: 'camp stove', format: 'decimal', peak: 2 },
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
