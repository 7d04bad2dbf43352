import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend scopes the brand and computes every rate from its counts. */
export const brandHealthResolvers: Resolvers = {
  Query: {
    brandPerformance: (_root, { brandCode }, { dataSources }) =>
      dataSources.brandHealth.performance(brandCode),
    brandInventory: (_root, { brandCode }, { dataSources }) => dataSources.brandHealth.inventory(brandCode),
  },
};
