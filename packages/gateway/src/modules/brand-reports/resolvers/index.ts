import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend validates months, scopes brands and sanitizes notes. */
export const brandReportsResolvers: Resolvers = {
  Query: {
    brandReports: (_root, { brandCode }, { dataSources }) => dataSources.brandReports.list(brandCode),
    brandReport: (_root, { brandCode, month }, { dataSources }) =>
      dataSources.brandReports.report(brandCode, month),
  },
  Mutation: {
    updateBrandReport: (_root, { input }, { dataSources }) => dataSources.brandReports.update(input),
  },
};
