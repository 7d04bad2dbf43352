import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { flooredFormatOf, formatMetricValue, formatPercentChange } from './format-metric';
import { percentChange } from './percent-change';
import { SummaryTiles } from './SummaryTiles';

describe('percentChange', () => {
  it('computes the change in percent rounded to 2 decimals', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.67);
    expect(percentChange(2.005, 1)).toBe(100.5);
  });

  it('is null when either value is missing', () => {
    expect(percentChange(null, 100)).toBeNull();
    expect(percentChange(100, undefined)).toBeNull();
  });

  it('is null when either value is zero', () => {
    expect(percentChange(0, 100)).toBeNull();
    expect(percentChange(100, 0)).toBeNull();
  });

  it('reads a rise from a negative value as a rise', () => {
    expect(percentChange(-50, -100)).toBe(50);
  });
});

describe('formatting', () => {
  it('writes money, percent and integers, and N/A for missing values', () => {
    expect(formatMetricValue(1234.5, 'money')).toBe('$1,234.50');
    expect(formatMetricValue(12.345, 'percent')).toBe('12.35%');
    expect(formatMetricValue(1234.6, 'integer')).toBe('1,235');
    expect(formatMetricValue(null, 'money')).toBe('N/A');
  });

  it('floors money to whole units of its currency, plain with none, and leaves other units named (spec 2 §9)', () => {
    expect(formatMetricValue(1234.99, flooredFormatOf('money', 'GBP'))).toBe('£1,234');
    expect(formatMetricValue(1234.99, flooredFormatOf('money', null))).toBe('1,234');
    expect(flooredFormatOf('count', 'USD')).toBe('integer');
    expect(flooredFormatOf('percent')).toBe('percent');
  });

  it('signs a change: + for zero and up, - for down', () => {
    expect(formatPercentChange(0)).toBe('+0.00%');
    expect(formatPercentChange(-3.1)).toBe('-3.10%');
    expect(formatPercentChange(null)).toBe('N/A');
  });
});

describe('SummaryTiles', () => {
  const metrics = [
    { key: 'revenue', label: 'Revenue', current: 1500, previous: 1000, format: 'money' as const },
    { key: 'orders', label: 'Orders', current: 80, previous: 100, format: 'integer' as const },
    { key: 'acos', label: 'ACoS', current: 12, previous: 0, format: 'percent' as const },
  ];

  const tile = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

  it('shows current, previous and a green positive change', () => {
    renderUi(<SummaryTiles metrics={metrics} showPrevious />);
    const revenue = tile('Revenue');
    expect(within(revenue).getByText('$1,500.00')).toBeTruthy();
    expect(within(revenue).getByText('Previous: $1,000.00')).toBeTruthy();
    expect(within(revenue).getByText('+50.00%')).toBeTruthy();
  });

  it('gives a rise and a fall different colours', () => {
    renderUi(<SummaryTiles metrics={metrics} showPrevious />);
    const rise = within(tile('Revenue')).getByText('+50.00%');
    const fall = within(tile('Orders')).getByText('-20.00%');
    expect(rise.className).not.toBe(fall.className);
  });

  it('colours a rise of a metric where lower is better like a fall', () => {
    const spend = { key: 'cost', label: 'Ad Spend', current: 150, previous: 100, format: 'money' as const };
    renderUi(<SummaryTiles metrics={[...metrics, { ...spend, higherIsBetter: false }]} showPrevious />);
    const spendRise = within(tile('Ad Spend')).getByText('+50.00%');
    const ordersFall = within(tile('Orders')).getByText('-20.00%');
    const revenueRise = within(tile('Revenue')).getByText('+50.00%');
    expect(spendRise.className).toBe(ordersFall.className);
    expect(spendRise.className).not.toBe(revenueRise.className);
  });

  it('shows N/A when the previous value is zero', () => {
    renderUi(<SummaryTiles metrics={metrics} showPrevious />);
    expect(within(tile('ACoS')).getByText('N/A')).toBeTruthy();
  });

  it('says N/A once when there is no previous value, with no change beside it', () => {
    const orders = {
      key: 'orders',
      label: 'Orders',
      current: 12,
      previous: null,
      format: 'integer' as const,
    };
    renderUi(<SummaryTiles metrics={[orders]} showPrevious />);
    expect(within(tile('Orders')).getByText('Previous: N/A')).toBeTruthy();
    expect(within(tile('Orders')).queryAllByText(/N\/A/)).toHaveLength(1);
  });

  it('hides previous values and changes outside compare mode', () => {
    renderUi(<SummaryTiles metrics={metrics} />);
    expect(screen.queryByText(/Previous:/)).toBeNull();
    expect(screen.queryByText('+50.00%')).toBeNull();
  });
});
