import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types.ts';

const listingsQueries: QueryResolvers = {
  listings: (_root, { sellerId, marketplaceId, filter, ...paging }, { dataSources }) =>
    dataSources.listings.page({ sellerId, marketplaceId }, filter, paging),
  listingsCount: (_root, { sellerId, marketplaceId, filter }, { dataSources }) =>
    dataSources.listings.count({ sellerId, marketplaceId }, filter),
  listing: (_root, { sku, ...seller }, { dataSources }) => dataSources.listings.one(seller, sku),
  listingDifferences: (_root, { sku, ...seller }, { dataSources }) =>
    dataSources.listings.differences(seller, sku),
  recentlyReflectedListings: (_root, seller, { dataSources }) =>
    dataSources.listings.recentlyReflected(seller),
  reflectionDashboard: (_root, seller, { dataSources }) => dataSources.listings.dashboard(seller),
  reflectionRecords: (_root, { page, pageSize, ...seller }, { dataSources }) =>
    dataSources.listings.reflectionRecords(seller, page, pageSize),
  deprecatedThemeListings: (_root, { search, page, pageSize, ...seller }, { dataSources }) =>
    dataSources.listings.deprecatedThemes(seller, search, page, pageSize),
};

const listingsMutations: MutationResolvers = {
  deleteListing: (_root, { sku, ...seller }, { dataSources }) => dataSources.listings.remove(seller, sku),
  refetchListings: (_root, seller, { dataSources }) => dataSources.listings.refetch(seller),
  clearRecentlyReflectedListings: (_root, seller, { dataSources }) =>
    dataSources.listings.clearRecentlyReflected(seller),
};

export const listingsResolvers: Resolvers = { Query: listingsQueries, Mutation: listingsMutations };
