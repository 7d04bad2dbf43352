import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useBrandRevenueTrendQuery } from '../../../gql/hooks';
import { type ChartPoint, ErrorState, LoadingState, MetricChart, SummaryTiles } from '../../../ui';
import { Widget } from './widget-parts';

const METRICS = [
  { key: 'revenue', label: 'Revenue', format: 'money' as const },
  { key: 'units', label: 'Units Sold', format: 'integer' as const },
];

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/**
 * The brand user's overview (spec 2 §2 "an overview widget" for mc and mr): the brand's revenue and
 * units of the last 30 days from its daily rollup, with yesterday, 7-day and 30-day totals.
 */
export function BrandOverviewWidget() {
  const marketplaceId = useSelectedMarketplaceId();
  const { data, loading, error, refetch } = useBrandRevenueTrendQuery({
    variables: { marketplaceId },
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<string[]>(['revenue']);
  let body: React.ReactNode;
  if (error)
    body = (
      <ErrorState
        message={errorMessage(error, MESSAGES.unableToGetRevenueData)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading && !data) body = <LoadingState />;
  else if (data) {
    const { days, currency } = data.brandRevenueTrend;
    const revenue = days.map((d) => d.revenue);
    const toPoints = (field: 'revenue' | 'units'): ChartPoint[] =>
      days.map((d) => ({ at: new Date(`${d.date}T00:00:00Z`), value: d[field] }));
    body = (
      <>
        <SummaryTiles
          currency={currency}
          metrics={[
            {
              key: 'revenue1d',
              label: 'Revenue yesterday',
              current: sum(revenue.slice(-1)),
              format: 'money',
            },
            { key: 'revenue7d', label: 'Revenue 7 days', current: sum(revenue.slice(-7)), format: 'money' },
            { key: 'revenue30d', label: 'Revenue 30 days', current: sum(revenue), format: 'money' },
            {
              key: 'units30d',
              label: 'Units 30 days',
              current: sum(days.map((d) => d.units)),
              format: 'integer',
            },
          ]}
        />
        <MetricChart
          ariaLabel="Revenue over the last 30 days"
          metrics={METRICS}
          selected={selected}
          onSelectedChange={setSelected}
          current={{ revenue: toPoints('revenue'), units: toPoints('units') }}
          interval="day"
          currency={currency}
          height={240}
        />
      </>
    );
  }
  return <Widget title="Overview">{body}</Widget>;
}
