import { MESSAGES } from '@portal/schema';
import { useSession } from '../../../app/session/SessionProvider';
import { usePerformanceFilterListsQuery } from '../../../gql/hooks';
import { FILTER_LIST_TEXT, filterListState } from '../../../ui';
import type { PerformanceFilterBarProps } from '../components/PerformanceFilterBar';

/**
 * The choices of /performance's filter bar (spec 2 §2): a brand user's brand filter is fixed to its
 * brand and offers only its sub brands; account managers are listed for staff only.
 */
export function usePerformanceFilterLists(
  showManagers: boolean,
): Omit<PerformanceFilterBarProps, 'view' | 'onChange'> {
  const user = useSession()?.user;
  const lists = usePerformanceFilterListsQuery({ variables: { withManagers: showManagers } });
  const brands = lists.data?.brandIds ?? [];
  const forcedBrand =
    user?.role === 'BRAND_USER' && user.brandCode
      ? (brands.find((b) => b.brandCode === user.brandCode) ?? {
          brandCode: user.brandCode,
          name: user.brandName ?? user.brandCode,
        })
      : null;
  // A brand user's list is limited to its sub brand codes (the brand list already holds only its own).
  const brandOptions = forcedBrand
    ? brands.filter((b) => (user?.subBrandCodes ?? []).includes(b.brandCode))
    : brands;
  return {
    brandOptions: forcedBrand ? [forcedBrand, ...brandOptions] : brandOptions,
    forcedBrand,
    productGroups: lists.data?.performanceProductGroups ?? [],
    managerOptions: showManagers ? (lists.data?.accountManagers ?? []).map((m) => m.email) : null,
    listStates: {
      brands: filterListState(lists, MESSAGES.unableToGetBrands),
      productGroups: filterListState(lists, FILTER_LIST_TEXT.productGroups),
      managers: filterListState(lists, FILTER_LIST_TEXT.accountManagers),
    },
  };
}
