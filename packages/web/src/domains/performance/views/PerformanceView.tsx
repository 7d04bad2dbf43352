import {
  DEFAULT_MARKETPLACE_ID,
  DEFAULT_PERFORMANCE_METRIC,
  GRAPHQL_ENUM_OF,
  isPerformanceMetric,
  MARKETPLACES,
  MESSAGES,
  PAGE_SIZE_OPTIONS,
  PERFORMANCE_GROUP_BY,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_SORT_COLUMNS,
  type PerformanceMetric,
} from '@portal/schema';
import { parseAsArrayOf, parseAsStringLiteral } from 'nuqs';
import { useEffect, useMemo, useState } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { TopBarMarketplaceNote } from '../../../app/marketplace/TopBarMarketplaceNote';
import { usePermission } from '../../../app/session/use-permission';
import { useSavedTableLayouts } from '../../../app/table-layouts/use-saved-table-layouts';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceSkusQuery, useRecordPageViewMutation } from '../../../gql/hooks';
import {
  errorText,
  ForbiddenState,
  parseAsList,
  parseAsNumberOf,
  parseAsPage,
  parseAsStringWhere,
  useAddressState,
  useDateRangeParams,
  usePageTitle,
} from '../../../ui';
import { chartMetricList, offeredSelection } from '../chart-selection';
import { PerformanceGrid } from '../components/PerformanceGrid';
import { PerformancePage } from '../components/PerformancePage';
import { SalesFreshnessLine } from '../components/SalesFreshnessLine';
import { currencyGroups } from '../currency-groups';
import { AsinSkusView } from './AsinSkusView';
import { CurrencyRevenueTiles } from './CurrencyRevenueTiles';
import { usePerformanceCharts } from './use-performance-charts';
import { usePerformanceFilterLists } from './use-performance-filter-lists';

const SORT_COLUMNS: readonly string[] = PERFORMANCE_SORT_COLUMNS;
const isSortColumn = (value: string): value is string => SORT_COLUMNS.includes(value);

const isMarketplaceId = (value: string): value is string =>
  MARKETPLACES.some((m) => m.marketplaceId === value);

/**
 * The /performance view besides the dates (useDateRangeParams keeps from, to, compareFrom,
 * compareTo): spec 2 §2's address keys, each restored on load; an unusable value reads as its default.
 */
export const PERFORMANCE_PARAMS = {
  metric: parseAsArrayOf(parseAsStringWhere<PerformanceMetric>(isPerformanceMetric), ',').withDefault([
    DEFAULT_PERFORMANCE_METRIC,
  ]),
  skus: parseAsList.withDefault([]),
  groupBy: parseAsStringLiteral(PERFORMANCE_GROUP_BY).withDefault('sku'),
  filterBrands: parseAsList.withDefault([]),
  filterProductGroups: parseAsList.withDefault([]),
  filterAccountManagers: parseAsList.withDefault([]),
  filterMarketplaces: parseAsArrayOf(parseAsStringWhere(isMarketplaceId), ',').withDefault([
    DEFAULT_MARKETPLACE_ID,
  ]),
  sortBy: parseAsStringWhere(isSortColumn).withDefault('revenue'),
  sortDirection: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  /** Not one of spec 2 §2's keys: the chart drawn as lines or bars, kept so a link shows the same chart. */
  chartType: parseAsStringLiteral(['line', 'bar'] as const).withDefault('line'),
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(
    PERFORMANCE_PAGE_SIZE as (typeof PAGE_SIZE_OPTIONS)[number],
  ),
};

const usePerformanceParams = () =>
  useAddressState(PERFORMANCE_PARAMS, { pageKey: 'page', keepsPage: ['metric', 'chartType'] });

export type PerformanceParams = ReturnType<typeof usePerformanceParams>[0];
export type UpdatePerformanceParams = ReturnType<typeof usePerformanceParams>[1];

/** /performance (spec 2 §2 'Overall Performance'): the whole view lives in the address. */
export function PerformanceView() {
  usePageTitle('Performance');
  const showManagers = usePermission('accountManagers.read');
  const tracksViews = usePermission('analytics.pageView');
  const dates = useDateRangeParams();
  const [view, update] = usePerformanceParams();
  const filterLists = usePerformanceFilterLists(showManagers);
  const layoutStore = useSavedTableLayouts();
  const [recordPageView] = useRecordPageViewMutation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // Spec 2 §2, §6: page views of ffp and ecom3k users are first-party analytics events.
  useEffect(() => {
    if (tracksViews) void recordPageView({ variables: { path: '/performance' } }).catch(() => {});
  }, [tracksViews, recordPageView]);

  const filter = useMemo<PerformanceFilter>(
    () => ({
      from: dates.from,
      to: dates.to,
      compareFrom: dates.compareFrom,
      compareTo: dates.compareTo,
      marketplaces: view.filterMarketplaces,
      skus: view.skus,
      brands: view.filterBrands,
      productGroups: view.filterProductGroups,
      // Hidden from brand users (spec 2 §2); the backend ignores it for them as well.
      accountManagers: showManagers ? view.filterAccountManagers : [],
    }),
    [dates.from, dates.to, dates.compareFrom, dates.compareTo, view, showManagers],
  );
  const groups = useMemo(() => currencyGroups(view.filterMarketplaces), [view.filterMarketplaces]);
  const charted = offeredSelection(
    view.metric,
    chartMetricList(groups.length > 1).map((m) => m.id),
  );
  const grid = usePerformanceSkusQuery({
    variables: {
      filter,
      groupBy: GRAPHQL_ENUM_OF.PerformanceGroupBy[view.groupBy],
      sortBy: view.sortBy,
      sortDirection: GRAPHQL_ENUM_OF.PerformanceSortDirection[view.sortDirection],
      page: view.page,
      pageSize: view.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const charts = usePerformanceCharts(filter, dates.range, charted);

  if (charts.forbidden || errorCode(grid.error) === 'FORBIDDEN') return <ForbiddenState />;
  return (
    <>
      <TopBarMarketplaceNote
        shown={view.filterMarketplaces}
        onShow={(id) => void update({ filterMarketplaces: [id] })}
      />
      <PerformancePage
        dates={dates}
        view={view}
        onViewChange={update}
        filterLists={filterLists}
        charts={charts}
        gridLoading={grid.loading}
        grid={
          <PerformanceGrid
            view={view}
            onViewChange={update}
            compare={dates.compare}
            rows={grid.data?.performanceSkus.rows ?? []}
            count={grid.data?.performanceSkus.count ?? 0}
            loading={grid.loading}
            error={grid.error ? errorText(MESSAGES.unableToGetSkus, errorMessage(grid.error, '')) : null}
            onRetry={() => void grid.refetch()}
            layoutStore={layoutStore}
            expanded={expanded}
            onToggleAsin={(asin) =>
              setExpanded((open) => {
                const next = new Set(open);
                if (next.has(asin)) next.delete(asin);
                else next.add(asin);
                return next;
              })
            }
          />
        }
        expanded={expanded}
        renderAsinSkus={(asin) => <AsinSkusView asin={asin} filter={filter} compare={dates.compare} />}
        currencyGroups={groups}
        freshness={<SalesFreshnessLine brandCode={filterLists.forcedBrand?.brandCode} />}
        renderCurrencyRevenue={(group) => (
          <CurrencyRevenueTiles filter={filter} group={group} compare={dates.compare} />
        )}
      />
    </>
  );
}
