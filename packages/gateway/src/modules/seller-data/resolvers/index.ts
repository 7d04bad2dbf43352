import type { Resolvers } from '../../../generated/resolvers-types.ts';

export const sellerDataResolvers: Resolvers = {
  Query: {
    dataFreshness: (_root, args, { dataSources }) => dataSources.sellerData.freshness(args),
  },
};
