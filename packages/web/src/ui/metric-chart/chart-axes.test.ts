import { describe, expect, it } from 'vitest';
import { axisIdOf, chartAxes } from './chart-axes';

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
