import { ADVERTISING_DATE_PRESETS, type AdType, isAdType, MESSAGES } from '@portal/schema';
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { TopBarMarketplaceNote } from '../../../app/marketplace/TopBarMarketplaceNote';
import { usePermission } from '../../../app/session/use-permission';
import { useSavedTableLayouts } from '../../../app/table-layouts/use-saved-table-layouts';
import type { AdPerformanceFilter } from '../../../gql/graphql';
import { useAdFilterAccountManagersQuery, useAdFilterBrandsQuery } from '../../../gql/hooks';
import {
  EmptyState,
  FILTER_LIST_TEXT,
  ForbiddenState,
  filterListState,
  useDateRangeParams,
  usePageTitle,
} from '../../../ui';
import { GQL_AD_TYPE, GQL_GROUP_BY, gqlMetrics } from '../ad-metrics';
import { AdvertisingPerformancePage } from '../components/AdvertisingPerformancePage';
import { advertisingPerformanceUrl, brandAdsPerformanceUrl } from '../urls';
import { useAdFilterParams } from '../use-ad-filter-params';
import { useAdExport } from './use-ad-export';
import { useAdPerformanceData } from './use-ad-performance-data';

/**
 * /advertising-performance/{adsType} and the brand tab /brands/{id}/ads-performance/{adsType}: the
 * filter state lives in the address, so a view is shared as a link.
 */
export function AdvertisingPerformanceView() {
  const { adsType = 'sp', id: brandId } = useParams();
  if (!isAdType(adsType)) {
    return (
      <Navigate
        to={brandId ? brandAdsPerformanceUrl(brandId, 'sp') : advertisingPerformanceUrl('sp')}
        replace
      />
    );
  }
  return <AdvertisingPerformance key={adsType} adType={adsType} brandId={brandId ?? null} />;
}

function AdvertisingPerformance({ adType, brandId }: { adType: AdType; brandId: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Spec 1 §6.1 hides only the account-manager filter from standard agency and brand users (its list
  // is never loaded for them); the brand filter lets everyone pick among the brands they may see,
  // a brand user with sub brands included. On a brand's own tab the brand is fixed.
  const staffFilters = usePermission('advertising.staffFilters');
  const showBrandFilter = brandId === null;
  const dates = useDateRangeParams();
  const { state, update } = useAdFilterParams(adType);
  // The visible brands name the brand of a brand tab and tell an unknown brand code; the filter
  // offers only those that have advertising of this type (a second, cached call).
  const brands = useAdFilterBrandsQuery();
  const brandsOfType = useAdFilterBrandsQuery({
    variables: { adType: GQL_AD_TYPE[adType] },
    skip: !showBrandFilter,
  });
  const managers = useAdFilterAccountManagersQuery({ skip: !staffFilters });
  const layoutStore = useSavedTableLayouts();

  const filter = useMemo<AdPerformanceFilter>(
    () => ({
      from: dates.from,
      to: dates.to,
      compareFrom: dates.compareFrom,
      compareTo: dates.compareTo,
      preset: dates.preset,
      brandCodes: brandId ? [brandId] : state.brandCodes,
      accountManagers: staffFilters ? state.accountManagers : [],
      marketplaceId: state.marketplaceId,
      searchStr: state.searchStr || null,
      groupBy: GQL_GROUP_BY[state.groupBy],
      metrics: gqlMetrics(state.metrics),
      sortBy: state.sortBy,
      sortDirection: state.sortBy ? (state.sortDirection === 'asc' ? 'ASC' : 'DESC') : null,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [dates.from, dates.to, dates.compareFrom, dates.compareTo, dates.preset, brandId, state, staffFilters],
  );
  const data = useAdPerformanceData(adType, filter);
  const exporter = useAdExport(adType, filter);

  const brandList = brands.data?.brandIds;
  const brand = brandId ? brandList?.find((b) => b.brandCode === brandId) : undefined;
  const unknownBrand = brandId !== null && brandList !== undefined && !brand && !data.forbidden;
  usePageTitle(
    data.forbidden
      ? 'Access denied'
      : unknownBrand
        ? 'Brand not found'
        : brandId
          ? `Ads Performance · ${brand?.name ?? brandId}`
          : 'Advertising Performance',
  );

  if (data.forbidden) return <ForbiddenState />;
  if (unknownBrand) return <EmptyState message={`Brand ${brandId} was not found.`} />;
  return (
    <>
      <TopBarMarketplaceNote
        shown={[state.marketplaceId]}
        onShow={(marketplaceId) => update({ marketplaceId })}
      />
      <AdvertisingPerformancePage
        adType={adType}
        brandId={brandId}
        brandName={brand?.name ?? null}
        onAdTypeChange={(next) =>
          navigate(
            brandId
              ? brandAdsPerformanceUrl(brandId, next, location.search)
              : advertisingPerformanceUrl(next, location.search),
          )
        }
        dates={dates}
        presets={ADVERTISING_DATE_PRESETS}
        filters={state}
        onFiltersChange={update}
        brandOptions={showBrandFilter ? (brandsOfType.data?.brandIds ?? []) : null}
        managerOptions={staffFilters ? (managers.data?.accountManagers ?? []) : null}
        filterListStates={{
          brands: filterListState(brandsOfType, MESSAGES.unableToGetBrands),
          managers: filterListState(managers, FILTER_LIST_TEXT.accountManagers),
        }}
        data={data}
        layoutStore={layoutStore}
        exporting={exporter.exporting}
        onExport={() => void exporter.run()}
      />
    </>
  );
}
