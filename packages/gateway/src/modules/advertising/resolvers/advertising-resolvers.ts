import { hasPermission } from '@portal/schema';
import { toSubject } from '../../../auth/auth-directive.ts';
import { forbiddenError } from '../../../auth/auth-errors.ts';
import type { AuthUser } from '../../../auth/auth-user.ts';
import type {
  AdPerformanceFilter,
  MutationResolvers,
  QueryResolvers,
} from '../../../generated/resolvers-types.ts';

export const ACCOUNT_MANAGER_FILTER_REFUSED = 'The account manager filter is not available to you';

/**
 * Spec 1 §6.1: the account-manager filter is hidden from standard agency users and brand users, so
 * a request that uses it anyway is refused (the backend ignores it for them as a second wall).
 */
function checkedFilter(user: AuthUser | null, filter: AdPerformanceFilter | null | undefined) {
  const usesManagers = (filter?.accountManagers?.length ?? 0) > 0;
  if (usesManagers && !hasPermission(toSubject(user), 'advertising.staffFilters')) {
    throw forbiddenError(ACCOUNT_MANAGER_FILTER_REFUSED);
  }
  return filter;
}

export const advertisingQueries: QueryResolvers = {
  adPerformanceGroup: (_root, { adType, filter }, { user, dataSources }) =>
    dataSources.advertising.group(adType, checkedFilter(user, filter)),
  adPerformanceSummary: (_root, { adType, filter }, { user, dataSources }) =>
    dataSources.advertising.summary(adType, checkedFilter(user, filter)),
  adPerformanceChart: (_root, { adType, filter }, { user, dataSources }) =>
    dataSources.advertising.chart(adType, checkedFilter(user, filter)),
  advertisingAuthorizationLink: (_root, { brandCode }, { dataSources }) =>
    dataSources.advertising.authorizationLink(brandCode),
};

export const advertisingMutations: MutationResolvers = {
  downloadAdPerformance: (_root, { adType, displayType, filter, marketplaceName }, { user, dataSources }) =>
    dataSources.advertising.download(
      adType,
      displayType ?? 'group',
      checkedFilter(user, filter),
      marketplaceName,
    ),
  authorizeAdvertising: (_root, { state, code, scope }, { dataSources }) =>
    dataSources.advertising.authorize(state, code, scope),
  deauthorizeAdvertising: (_root, { brandCode }, { dataSources }) =>
    dataSources.advertising.deauthorize(brandCode),
};
