import { PERFORMANCE_METRIC_TABLE } from '@portal/schema';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceSummaryQuery } from '../../../gql/hooks';
import { flooredMoney, SummaryTiles } from '../../../ui';
import type { CurrencyGroup } from '../currency-groups';

export type CurrencyRevenueTilesProps = {
  filter: PerformanceFilter;
  group: CurrencyGroup;
  compare: boolean;
};

/** The revenue of one currency's marketplaces: the summary asked for just them. */
export function CurrencyRevenueTiles({ filter, group, compare }: CurrencyRevenueTilesProps) {
  const { data, loading } = usePerformanceSummaryQuery({
    variables: { filter: { ...filter, marketplaces: group.marketplaceIds } },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.performanceSummary;
  return (
    <SummaryTiles
      loading={loading && !data}
      showPrevious={compare}
      currency={group.currency}
      metrics={[
        {
          key: `revenue-${group.currency}`,
          label: `${PERFORMANCE_METRIC_TABLE.revenue.label} in ${group.currency} (${group.names.join(', ')})`,
          format: flooredMoney(group.currency),
          higherIsBetter: PERFORMANCE_METRIC_TABLE.revenue.higherIsBetter,
          current: summary?.revenue,
          previous: summary?.oldRevenue,
        },
      ]}
    />
  );
}
