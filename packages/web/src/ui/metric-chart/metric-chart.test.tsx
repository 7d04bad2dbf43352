import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { chartInterval, dayRangeInterval } from './chart-interval';
import { MetricChart } from './MetricChart';

type StandInProps = {
  data: { labels: string[]; datasets: { label: string; borderDash?: number[]; data: (number | null)[] }[] };
  options: {
    scales: Record<string, unknown>;
    plugins: {
      tooltip: {
        callbacks: { label: (item: { raw: unknown; datasetIndex: number; dataset: unknown }) => string };
      };
    };
  };
};

// jsdom has no canvas: stand the chart in with its data so the tests see which series it gets, on
// which axes, and what the tooltip of each series' first point says.
function standIn(type: string) {
  return ({ data, options }: StandInProps) => (
    <ul
      aria-label={`${type} series`}
      data-labels={data.labels.join('|')}
      data-axes={Object.keys(options.scales).join(',')}
      data-tooltips={data.datasets
        .map((dataset, datasetIndex) =>
          options.plugins.tooltip.callbacks.label({ raw: dataset.data[0], datasetIndex, dataset }),
        )
        .join(' | ')}
    >
      {data.datasets.map((d) => (
        <li key={d.label}>{`${d.label}${d.borderDash ? ' dashed' : ''}`}</li>
      ))}
    </ul>
  );
}
vi.mock('react-chartjs-2', () => ({ Line: standIn('line'), Bar: standIn('bar') }));

const at = (iso: string) => new Date(iso);

describe('chartInterval', () => {
  it('uses minutes under 24 hours', () => {
    expect(chartInterval(at('2026-03-17T00:00:00Z'), at('2026-03-17T23:59:59Z'))).toBe('minute');
  });
  it('uses hours from 24 hours up to 5 days', () => {
    expect(chartInterval(at('2026-03-17T00:00:00Z'), at('2026-03-18T00:00:00Z'))).toBe('hour');
    expect(chartInterval(at('2026-03-12T00:00:00Z'), at('2026-03-17T00:00:00Z'))).toBe('hour');
  });
  it('uses days over 5 days', () => {
    expect(chartInterval(at('2026-03-12T00:00:00Z'), at('2026-03-17T00:00:01Z'))).toBe('day');
  });
  it('charts yesterday by the hour and 7 days by the day', () => {
    const day = new Date(2026, 2, 17);
    expect(dayRangeInterval({ from: day, to: day })).toBe('hour');
    expect(dayRangeInterval({ from: new Date(2026, 2, 11), to: day })).toBe('day');
  });
});

const metrics = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'orders', label: 'Orders' },
];
const points = [
  { at: new Date(2026, 2, 16), value: 10 },
  { at: new Date(2026, 2, 17), value: 12 },
];

describe('MetricChart', () => {
  it('shows No data when nothing is selected', () => {
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={[]}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        interval="day"
      />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows No data when the selected series are all empty', () => {
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: [{ at: new Date(2026, 2, 16), value: null }] }}
        interval="day"
      />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('draws the current series solid and the previous one dashed', () => {
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        previous={{ revenue: points }}
        interval="day"
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Revenue',
      'Revenue (previous) dashed',
    ]);
  });

  it('reports the new selection, in metric order, when a checkbox is ticked', async () => {
    const onSelectedChange = vi.fn();
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['orders']}
        onSelectedChange={onSelectedChange}
        current={{}}
        interval="day"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Orders' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Revenue' }));
    expect(onSelectedChange).toHaveBeenCalledWith(['revenue', 'orders']);
  });

  it('draws bars on request, the previous period as paler bars rather than dashed', () => {
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        previous={{ revenue: points }}
        interval="day"
        chartType="bar"
      />,
    );
    const bars = screen.getByRole('list', { name: 'bar series' });
    expect(screen.queryByRole('list', { name: 'line series' })).toBeNull();
    expect(Array.from(bars.children).map((li) => li.textContent)).toEqual(['Revenue', 'Revenue (previous)']);
  });

  it('offers Line and Bar only when the screen handles the choice, and reports the one picked', async () => {
    const onChartTypeChange = vi.fn();
    const withoutChoice = renderUi(
      <MetricChart metrics={metrics} selected={[]} onSelectedChange={vi.fn()} current={{}} interval="day" />,
    );
    expect(screen.queryByRole('radiogroup', { name: 'Chart type' })).toBeNull();
    withoutChoice.unmount();

    renderUi(
      <MetricChart
        metrics={metrics}
        selected={[]}
        onSelectedChange={vi.fn()}
        current={{}}
        interval="day"
        onChartTypeChange={onChartTypeChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Line' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Bar' }));
    expect(onChartTypeChange).toHaveBeenCalledWith('bar');
  });

  it('puts a metric with its own format on the axis of its unit, its tooltip in its own format', () => {
    const floored = (value: number) => `$${Math.floor(value)}`;
    renderUi(
      <MetricChart
        metrics={[
          { key: 'revenue', label: 'Revenue', format: floored, unit: 'money' },
          { key: 'units', label: 'Units', format: 'integer' },
          { key: 'conversion', label: 'Conversion', format: 'percent' },
        ]}
        selected={['revenue', 'units', 'conversion']}
        onSelectedChange={vi.fn()}
        current={{
          revenue: [{ at: points[0]?.at ?? new Date(2026, 2, 16), value: 1234.56 }],
          units: [{ at: points[0]?.at ?? new Date(2026, 2, 16), value: 1200 }],
          conversion: [{ at: points[0]?.at ?? new Date(2026, 2, 16), value: 12.5 }],
        }}
        interval="day"
      />,
    );
    const series = screen.getByRole('list', { name: 'line series' });
    expect(series.dataset.axes).toBe('y-money,y-integer,y-percent');
    expect(series.dataset.tooltips).toBe('Revenue: $1234 | Units: 1,200 | Conversion: 12.50%');
  });
  it('offers no interval choice unless asked to', () => {
    renderUi(
      <MetricChart metrics={metrics} selected={[]} onSelectedChange={vi.fn()} current={{}} interval="day" />,
    );
    expect(screen.queryByRole('combobox', { name: 'Interval' })).toBeNull();
  });

  it('offers day, week and month and reports the chosen interval', async () => {
    const onChange = vi.fn();
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        interval="week"
        grain={{ value: 'week', onChange }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Interval' });
    expect(select).toHaveProperty('value', 'week');

    await userEvent.selectOptions(select, 'Month');

    expect(onChange).toHaveBeenCalledWith('month');
  });

  it('names weekly points by their first day and monthly points by the month', () => {
    const weekly = renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        interval="week"
      />,
    );
    expect(screen.getByRole('list', { name: 'line series' }).dataset.labels).toBe('Wk Mar 16|Wk Mar 17');
    weekly.unmount();
    renderUi(
      <MetricChart
        metrics={metrics}
        selected={['revenue']}
        onSelectedChange={vi.fn()}
        current={{ revenue: points }}
        interval="month"
      />,
    );
    expect(screen.getByRole('list', { name: 'line series' }).dataset.labels).toBe('Mar 2026|Mar 2026');
  });
});
