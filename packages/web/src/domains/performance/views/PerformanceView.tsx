import { useEffect, useMemo, useState } from 'react';
import { TopBarMarketplaceNote } from '../../../app/marketplace/TopBarMarketplaceNote';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import { useSavedTableLayouts } from '../../../app/table-layouts/use-saved-table-layouts';
import type { PerformanceFilter } from '../../../gql/graphql';
import { usePerformanceFilterListsQuery, useRecordPageViewMutation } from '../../../gql/hooks';
import { ForbiddenState, useDateRangeParams, usePageTitle } from '../../../ui';
import { offeredSelection } from '../chart-selection';
import { PerformancePage } from '../components/PerformancePage';
import { SalesFreshnessLine } from '../components/SalesFreshnessLine';
import { currencyGroups } from '../currency-groups';
import { chartMetricList } from '../performance-metrics';
import { usePerformanceParams } from '../use-performance-params';
import { AsinSkusView } from './AsinSkusView';
import { CurrencyRevenueTiles } from './CurrencyRevenueTiles';
import { usePerformanceData } from './use-performance-data';

/** /performance (spec 2 §2 'Overall Performance'): the whole view lives in the address. */
export function PerformanceView() {
  usePageTitle('Performance');
  const session = useSession();
  const user = session?.user;
  const isBrandUser = user?.role === 'BRAND_USER';
  const showManagers = usePermission('accountManagers.read');
  const tracksViews = usePermission('analytics.pageView');
  const dates = useDateRangeParams();
  const [view, update] = usePerformanceParams();
  const lists = usePerformanceFilterListsQuery({ variables: { withManagers: showManagers } });
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
  const data = usePerformanceData(filter, view, dates.range, charted);

  const brands = lists.data?.brandIds ?? [];
  const forcedBrand =
    isBrandUser && user?.brandCode
      ? (brands.find((b) => b.brandCode === user.brandCode) ?? {
          brandCode: user.brandCode,
          name: user.brandName ?? user.brandCode,
        })
      : null;
  // A brand user's list is limited to its sub brand codes (the brand list already holds only its own).
  const brandOptions = forcedBrand
    ? brands.filter((b) => (user?.subBrandCodes ?? []).includes(b.brandCode))
    : brands;

  if (data.forbidden) return <ForbiddenState />;
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
        filterLists={{
          brandOptions: forcedBrand ? [forcedBrand, ...brandOptions] : brandOptions,
          forcedBrand,
          productGroups: lists.data?.performanceProductGroups ?? [],
          managerOptions: showManagers ? (lists.data?.accountManagers ?? []).map((m) => m.email) : null,
        }}
        data={data}
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
        renderAsinSkus={(asin) => <AsinSkusView asin={asin} filter={filter} compare={dates.compare} />}
        currencyGroups={groups}
        freshness={<SalesFreshnessLine brandCode={forcedBrand?.brandCode} />}
        renderCurrencyRevenue={(group) => (
          <CurrencyRevenueTiles filter={filter} group={group} compare={dates.compare} />
        )}
      />
    </>
  );
}
