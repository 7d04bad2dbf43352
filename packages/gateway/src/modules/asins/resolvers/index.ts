import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend scopes ASINs to the caller's brands and checks the §5 rules. */
export const asinsResolvers: Resolvers = {
  // The grid's column names are REST's own (brand_code) once past the GraphQL edge.
  AsinField: GRAPHQL_ENUM_VALUES.AsinField,
  PerformanceMetric: GRAPHQL_ENUM_VALUES.PerformanceMetric,
  ChartInterval: GRAPHQL_ENUM_VALUES.ChartInterval,
  Query: {
    asins: (_root, args, { dataSources }) => dataSources.asins.page(args),
    asin: (_root, { asin }, { dataSources }) => dataSources.asins.asin(asin),
    asinPerformance: (_root, args, { dataSources }) => dataSources.asinPerformance.performance(args),
    asinInventory: (_root, { asin, paging }, { dataSources }) =>
      dataSources.asinMarketData.inventory(asin, paging),
    asinFeesEstimate: (_root, { asin, paging }, { dataSources }) =>
      dataSources.asinMarketData.fees(asin, paging),
    asinProductOffers: (_root, { asin, paging }, { dataSources }) =>
      dataSources.asinMarketData.offers(asin, paging),
    asinKeywords: (_root, { asin, marketplaceId }, { dataSources }) =>
      dataSources.asinKeywords.list(asin, marketplaceId),
    asinKeywordSearchResults: (_root, args, { dataSources }) => dataSources.asinKeywords.searchResults(args),
  },
  Mutation: {
    updateAsin: (_root, { input }, { dataSources }) => dataSources.asins.update(input),
    watchAsin: (_root, { asin, watched }, { dataSources }) => dataSources.asins.watch(asin, watched),
    saveAsinKeyword: (_root, { asin, keyword, keywordId, marketplaceId }, { dataSources }) =>
      dataSources.asinKeywords.save(asin, keyword, keywordId, marketplaceId),
    deleteAsinKeywords: (_root, { asin, keywordIds, marketplaceId }, { dataSources }) =>
      dataSources.asinKeywords.remove(asin, keywordIds, marketplaceId),
  },
};
