import { GRAPHQL_ENUM_OF, MESSAGES } from '@portal/schema';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { TopBarMarketplaceNote } from '../../../app/marketplace/TopBarMarketplaceNote';
import { useSalesFilterBrandsQuery, useSalesPerformanceQuery } from '../../../gql/hooks';
import { errorText, ForbiddenState, filterListState, useDateRangeParams, usePageTitle } from '../../../ui';
import { SalesFreshnessLine } from '../components/SalesFreshnessLine';
import { SalesPerformancePage } from '../components/SalesPerformancePage';
import { useSalesParams } from '../use-sales-params';

/** /performance-sales 'Sales performance' (spec 1 §2.1; designed in docs/decisions/0122). */
export function SalesPerformanceView() {
  usePageTitle('Sales performance');
  const dates = useDateRangeParams();
  const [view, update] = useSalesParams();
  const brands = useSalesFilterBrandsQuery();
  const { data, loading, error, refetch } = useSalesPerformanceQuery({
    variables: {
      filter: {
        from: dates.from,
        to: dates.to,
        interval: view.interval ? GRAPHQL_ENUM_OF.SalesInterval[view.interval] : null,
        marketplaces: view.filterMarketplaces,
        brands: view.filterBrands,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  if (errorCode(error) === 'FORBIDDEN') return <ForbiddenState />;
  return (
    <>
      <TopBarMarketplaceNote
        shown={view.filterMarketplaces}
        onShow={(id) => void update({ filterMarketplaces: [id] })}
      />
      <SalesPerformancePage
        dates={dates}
        view={view}
        onViewChange={update}
        brandOptions={brands.data?.brandIds ?? []}
        brandList={filterListState(brands, MESSAGES.unableToGetBrands)}
        sales={data?.salesPerformance ?? null}
        loading={loading}
        error={error ? errorText(MESSAGES.unableToGetData, errorMessage(error, '')) : null}
        onRetry={() => void refetch()}
        freshness={<SalesFreshnessLine />}
      />
    </>
  );
}
